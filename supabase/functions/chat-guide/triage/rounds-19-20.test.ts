/**
 * False alarms of the rules on the dev half of evaluation rounds 19 and 20, fixed by concept
 * (docs/chat-guide.md#how-the-lexicons-were-built). Every message here was written for this test,
 * not taken from the evaluation: a new paraphrase of the safe message stays quiet, and a crisis that
 * shares its words still fires.
 */
import { describe, expect, it } from 'vitest';
import { detectTriageByRules } from '../triage.ts';
import { triageTokens } from './normalize.ts';

const byRules = (message: string) => detectTriageByRules(message)?.kind ?? null;

describe("the writer's own word quoted and given its object, the crisis taken back", () => {
  it.each([
    "relax, i said 'kill me now' about my tax return lol, i'm not suicidal. which test for a new partner",
    "when i said i wanted to vanish i meant from the office party. i am perfectly fine. where's my order",
    "sorry, that came out wrong: i'm not thinking about hurting myself, just tired. how long is the window for hiv",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    "i said i'm fine to my sister but honestly the pills are lined up on the desk tonight",
    'i said i want to die and i meant it. i am not okay',
    "i wrote my goodbye letters yesterday. i'm ok, don't worry. how do i read the results",
  ])('%s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('marks given their everyday cause, self-harm denied', () => {
  it.each([
    'not self harm i promise, the scratches on my wrist are from the rose bushes. can i prick that hand',
    "i'm not hurting myself, the burns on my arms are from the pizza oven at work. does that matter for the blood card",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'i tell everyone the cuts on my arm are from my cat but i did them last night, not me being clumsy',
    'the cuts on my thighs are from a razor, i did them again tonight',
  ])('%s', (message) => expect(byRules(message)).toBe('self-harm'));
});

describe('assault in slang: "grape" for rape', () => {
  it('fires', () => expect(byRules('a grape happened at the party last weekend, which tests do i need')).toBe('assault'));
  it('stays quiet on the fruit', () => expect(byRules('i ate a grape right after the mouth swab, does that ruin it')).toBeNull());
});

describe('a death wished on the writer by a chore done once more', () => {
  it.each([
    "if i have to fill in one more insurance form i'm going to jump out the window lol, can you bill me directly",
    'i will literally die if i have to watch another tutorial on the finger prick, is there a simpler kit',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    "if i have to live one more day like this i'm going to kill myself",
    "if i have to hear one more time that i'm disgusting i'll kill myself, i mean it",
    'if i get another positive i am going to end it tonight',
  ])('%s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('a negation carried over "or" to the next item', () => {
  it.each(["i didn't get a rash or faint after the jab, just a sore arm. is that normal"])('quiet: %s', (message) =>
    expect(byRules(message)).toBeNull(),
  );
  it.each([
    ["i haven't eaten or slept and i keep fainting", 'severe-symptoms'],
    ["i don't want to eat or live anymore", 'crisis'],
  ])('%s -> %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('"faint" as an adjective ("a faint pink patch"), not a fall', () => {
  it('quiet', () => expect(byRules("there's a faint red mark where the plaster was, is that a reaction")).toBeNull());
  it.each(['i feel faint and the bleeding will not stop', 'keep feeling faint, pink spots in my vision, cannot stand up'])(
    '%s',
    (message) => expect(byRules(message)).toBe('severe-symptoms'),
  );
});

describe('a "!" ending a word is punctuation, not leetspeak', () => {
  it('reads it', () => {
    expect(triageTokens("I'm fine! anyway").join(' ')).toBe('i am fine . anyway');
    expect(triageTokens('k!ll me. help!!').join(' ')).toBe('kill me . help');
  });
  it('a word taken back before "!" is read', () =>
    expect(byRules("when i said i wanted to vanish i meant from the office, i'm fine! which test do i need")).toBeNull());
});

describe('a bleed put down to a finger prick in the same breath', () => {
  it('quiet', () => expect(byRules("it won't stop bleeding!! the lancet i mean lol, pressed too hard. plaster?")).toBeNull());
  it('fires', () =>
    expect(byRules('the lancet went in deep and the bleeding will not stop, soaked 4 towels, i mean it')).toBe('severe-symptoms'));
});

describe('standing by someone else after their assault long ago', () => {
  it.each([
    'my roommate confided that she was raped in college years back, she is in therapy now. how can i support her',
    'a coworker told me he was sexually assaulted as a teen. how do i support him without prying',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'my friend told me she was raped last night, how can i support her, does she need pep',
    'a friend told me she was raped at a party last weekend, how can i support her',
    'my cousin told me she knows what he did to me was rape. how do i support myself',
  ])('%s', (message) => expect(byRules(message)).toBe('assault'));
});

describe('"nearly fainted from relief"', () => {
  it('quiet', () => expect(byRules('all clear on every test, i almost fainted with relief. when should i retest')).toBeNull());
  it('fires', () => expect(byRules('i nearly fainted twice in the shower and the bleeding is heavy')).toBe('severe-symptoms'));
});

describe("the writer's own assault years back, the care after it done", () => {
  it('quiet', () =>
    expect(
      byRules('i was raped back in 2018, got tested after and worked through it in counselling. new partner now, which tests'),
    ).toBeNull());
  it.each([
    'i was raped back in 2018 and i still have not told anyone, i tested after but i keep reliving it',
    'he raped me three years ago and again last night. i had therapy but it did not stop him',
  ])('%s', (message) => expect(byRules(message)).toBe('assault'));
});
