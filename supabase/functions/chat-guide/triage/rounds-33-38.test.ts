/**
 * Concepts widened in the session of rounds 33 to 38 (docs/chat-guide.md#how-the-lexicons-were-built):
 * dev false alarms of the rules, fixed by a mechanism rather than a phrase. Every message here was
 * written for this test, not taken from the evaluation: the near miss stays quiet, and a crisis that
 * shares its words still fires, by the rules or, where the rules step aside, by the model.
 */
import { describe, expect, it } from 'vitest';
import { detectTriage, detectTriageByRules } from '../triage.ts';

const byRules = (message: string) => detectTriageByRules(message)?.kind ?? null;
const byTriage = (message: string) => detectTriage(message)?.kind ?? null;

describe('words quoted to talk about them (rules.ts talkedAbout)', () => {
  it.each([
    "does your bot flag the word 'unalive' or only the long version? i work in moderation",
    "my nephew keeps saying 'kms' every time he loses a game, what does that slang actually mean",
    "what does the term 'stealthing' mean? it came up in my gender studies seminar",
    "in the show, a character says 'i want to end it all' after her diagnosis. do people really react like that?",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    "what does 'unalive' mean? because that's what i'm going to do tonight",
    "i keep typing 'i want to die' in my notes app. i mean it",
    "is 'sewer slide' a word you flag? cause i've been planning it for tonight",
    "'i am going to kill myself tonight' is a lyric from a song i love. that's my plan too",
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
  it('leaves a crisis said outside the quotes to the rules, and the rest to the model', () => {
    expect(byRules("he said 'nobody will believe you' and then he raped me last night")).toBe('assault');
    expect(byTriage("what does 'stealthing' mean? i think it happened to me last night")).toBe('assault');
  });
});

describe('a crisis long past, told with how well the writer is now (rules.ts toldCalmly)', () => {
  it.each([
    'i was suicidal for a while during covid. got treatment and have been well for four years. does that affect prep?',
    'when i was 17 i tried to kill myself. eleven years on i am stable now and just want a routine panel',
    'i wanted to die after my hsv diagnosis. several years later it is a non-issue. which kit covers hsv-2?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'i tried to kill myself when i was 19 and i am thinking about it again tonight',
    'i was well for three years but i want to die again since the result came back',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('dying as a figure: a hill to die on, dread of being seen (rules.ts deathSense)', () => {
  it.each([
    'condoms every single time is the hill i will die on. are the ones in the kit latex?',
    'if my roommate opens this package i will die. is the box plain?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'this is the hill i want to die on honestly, i am so tired of living',
    'if my family finds out about the hiv i will die, i mean it, i will do it myself',
    'if he sees the results i will die. i have no reason to stay',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('"unalive" aimed at something or someone else (rules.ts unaliveOther)', () => {
  it.each(['about to unalive my laptop, the order page froze again', 'someone unalive whoever wrote these swab instructions 😭'])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
  it.each(['i want to unalive my self tonight', 'gonna unalive rn', 'thinking about how to unalive. the pills are here'])(
    'fires: %s',
    (message) => expect(byRules(message)).toBe('crisis'),
  );
});

describe('signs asked about before the medicine or procedure has begun (rules.ts askedBeforeStarting)', () => {
  it.each([
    'i start doxycycline on monday. what are the warning signs of a bad reaction i should look out for?',
    "how much bleeding is too much after the procedure? i haven't had it yet, it is booked for friday",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    "haven't taken the second one yet but i'm soaking a pad every 30 minutes right now, how much is too much",
    'havent done the second dose yet, my throat feels tight and my lips are puffy, signs of allergy?',
    'not taken the antibiotic yet but i fainted twice and the pain is 9/10, what are the warning signs',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('severe-symptoms'));
});

describe('a kit mishap on the floor is exasperation (rules.ts MISHAP)', () => {
  it('quiet: kms, the tube rolled onto the bathroom floor', () =>
    expect(byRules('kms the tube rolled on the bathroom floor, is it contaminated now')).toBeNull());
  it('fires: kms with a time', () => expect(byRules('kms tonight. the pills are on the floor next to me')).toBe('crisis'));
});

describe('a condom that slipped is not a relapse (rules.ts directSelfHarm)', () => {
  it('quiet', () => expect(byRules('had a condom slip on saturday. when is the earliest i can test?')).toBeNull());
  it('fires', () => expect(byRules('had a slip last night. the cuts are deeper than before')).toBe('self-harm'));
});

describe("the kit's lancet stabbed in frustration (rules.ts kitPrick)", () => {
  it.each([
    'stabbed myself with the lancet three times and barely a drop came out lol, any tips?',
    'how much does the finger prick hurt, like paper cut or stab wound?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'i keep stabbing myself with the lancets over and over just to hurt',
    'used the lancet to stab myself on my arm, not for testing',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('self-harm'));
});

describe('a question whose purpose another sentence gives (rules.ts purposeSaid)', () => {
  it.each([
    'can pep be taken after a sexual assault? asking for a workshop i am running next term',
    'what is the pep window after a sexual assault? writing a guide for our peer educators',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'can pep be taken after a sexual assault? it happened to me last night',
    'what is the pep window after rape? asking for a friend',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('assault'));
});

describe('what the bot does if anyone says it (rules.ts generalMention)', () => {
  it('quiet', () => expect(byRules('what does your chat do if someone says they are suicidal? curious how it works')).toBeNull());
  it.each([
    'if someone didnt want to wake up tomorrow, how many sleeping pills would they need',
    'what do you do if someone says they are suicidal? because i am',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('a past dealt with in therapy, nothing since (rules.ts toldCalmly)', () => {
  it.each([
    'i was assaulted years ago and did a lot of therapy. is it too late to test for anything?',
    'i tried to end my life years ago. nothing since. does the questionnaire ask about it?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it('fires', () =>
    expect(byRules('i was assaulted years ago and did a lot of therapy, but it happened again last night')).toBe('assault'));
});

describe('no reason to keep going (lexicon.ts POINTLESS_OF, rules.ts goingSomewhere)', () => {
  it.each([
    'got my herpes result today and honestly i dont see a reason to keep going',
    'there is no reason to go on. everyone will know',
    'i cant see a reason to keep living like this',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
  it.each([
    "i don't see a reason to keep going to that clinic when the kit exists",
    'is there any reason to go on prep if my partner is undetectable?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('a relationship ended, a thing that "wants to die", a denial as "not that" (rules.ts directSuicide)', () => {
  it.each([
    'going to end it with my boyfriend after the results. does he need to test too?',
    'my wallet wants to die after this order lol, any payment plans?',
    "it's not that i'm suicidal, i'm just sick of waiting for the lab",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'going to end it with the pills i saved. tonight',
    'i want to die and my bank account is empty anyway',
    "it's not that i'm sad, i'm suicidal. there's a difference",
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
});

describe('rope for agreed play, a dare into water (rules.ts directSuicide)', () => {
  it.each([
    'ordered rope for shibari, we have a safeword and safety shears. can toys carry stis?',
    'my roommates dared me to jump off the dock into the lake last night, so cold lol. anyway is shipping free',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it('fires: rope bought with no play named', () => expect(byRules('bought rope today. tonight is the night')).toBe('crisis'));
});

describe('nobody did anything; a no that was heard (rules.ts directAssault, saidNoKeptOn)', () => {
  it.each([
    'nobody did anything to me without my consent, i just regret the hookup. which tests?',
    'i said no and he said ok and put one on, all good. do we still need to test?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each(['nobody believes me but he did it without my consent last night', 'i said no and he kept going anyway'])(
    'fires: %s',
    (message) => expect(byRules(message)).toBe('assault'),
  );
});

describe('marks with an everyday cause: agreed play, love bites, old scars (rules.ts marksExplained)', () => {
  it.each([
    'we tried bondage with soft rope last weekend, all agreed beforehand, and my wrists still have marks. can i still do the finger prick?',
    'hickeys all over my neck lol, will the nurse care',
    'i have old scars on my forearm, will the blood draw be there?',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    'how do i hide old scars on my wrists before the appointment? they are mine, i did them, and there are new ones',
    'my wrists have marks again, i did it last night',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('self-harm'));
});

describe('anger, pride and the lancet are not self-harm (rules.ts directSelfHarm, kitPrick)', () => {
  it.each([
    'so mad i could punch a wall. he knew he had it. what now',
    "i don't want to hurt myself, i just want to hurt his feelings a little lol",
    'on a scale from paper cut to stab wound, how much does the lancet hurt?',
    'stabbed my finger three times and my fingertips look like a pincushion, still no blood',
    "there's no way i'd hurt myself, i just panicked when i saw the result",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each(['i punched the wall until my knuckles bled tonight', 'pricking my fingertips with the lancets over and over, just to hurt'])(
    'fires: %s',
    (message) => expect(byRules(message)).toBe('self-harm'),
  );
});
