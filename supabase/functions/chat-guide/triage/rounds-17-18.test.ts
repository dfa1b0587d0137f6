/**
 * Concepts widened on the dev misses and dev false alarms of evaluation rounds 17 and 18
 * (docs/chat-guide.md#how-the-lexicons-were-built). Every message here was written for this test,
 * not taken from the evaluation: a new paraphrase of the concept fires, and a near miss that
 * shares its words stays quiet (read by the rules, where the change is).
 */
import { describe, expect, it } from 'vitest';
import { detectTriageByRules, type Turn } from '../triage.ts';
import { triageTokens } from './normalize.ts';

const byRules = (message: string, history: Turn[] = []) => detectTriageByRules(message, history)?.kind ?? null;

describe('emoji read as words: knot, bridge, razor, scissors, dizzy face, leg, test tube', () => {
  it('reads them', () => {
    expect(triageTokens('🪢 🌉 🪒 ✂️ 😵‍💫 🦵 🧪').join(' ')).toBe('rope bridge razor scissors dizzy my leg test');
  });
  it.each([
    ['🪢 tonight. bye', 'crisis'],
    ['🪒 on 🦵 again tonight', 'self-harm'],
  ])('%s -> %s', (message, kind) => expect(byRules(message)).toBe(kind));
  it('stays quiet on an ordinary one', () => expect(byRules('🧪 arrived 🌉 traffic was awful lol')).toBeNull());
});

describe('suicide: a means and a time in a few words, a means brought out, a note left', () => {
  it.each([
    'rope tonight. thanks for everything',
    'grave soon. cancel my plan',
    'got my old rifle out of the cabinet',
    'my dads pistol is out. please do not talk me out of it',
    'the cop in me knows better but my service weapon is on the nightstand',
    'i wrote a note for my sister. she will find it with my keys',
  ])('%s', (message) => expect(byRules(message)).toBe('crisis'));
  it.each([
    'bridge club tonight, can the kit wait',
    'if my phone goes off a cliff one more time lol',
    'i left a note for the courier to leave the kit with my neighbour',
    'my brother took his rifle out to clean it, is that a problem for the swab',
    'dad has the hunting rifle out, we go hunting at dawn',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('self-harm: household tools, carving into the body, someone else harming themselves now', () => {
  it.each([
    'scalding my hands under the tap on purpose again',
    'i keep scraping my wrist with a key until it stings',
    'etched a word into my forearm with a safety pin',
    'i took a hot iron to my thigh last night',
    'my girlfriend is locked in the bathroom cutting herself right now',
  ])('%s', (message) => expect(byRules(message)).toBe('self-harm'));
  it.each([
    'i scalded my tongue on coffee, can i still do the mouth swab',
    'the bruises on my shins are from rugby, does that matter for the blood card',
    'my son cut himself shaving, is the kit safe around blood',
    'the scars on my wrists are old and white now, from years ago. does the lab see them',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('assault: lately assaulted and asking for care, held until giving in, a grade as leverage', () => {
  it.each([
    'my sister was attacked walking home last night and wants pep',
    'he would not let me out of his flat until i did',
    'my tutor said i would fail the course if i did not sleep with him',
  ])('%s', (message) => expect(byRules(message)).toBe('assault'));
  it.each([
    'i was assaulted when i was a teenager, long healed. can i order a kit for me and my partner',
    'my mum would not let me out of the house until i did my homework lol',
    'i would fail my exams if i did not study, so how long do results take',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('severe: a pad every few minutes, a closing airway in clinical words, an erection that will not go down', () => {
  it.each([
    'soaking a pad every 30 minutes since the procedure',
    'my partner has stridor and angioedema after the first dose',
    'my penis has been hard for six hours and it will not go down',
  ])('%s', (message) => expect(byRules(message)).toBe('severe-symptoms'));
  it.each([
    'i change my pad every 4 hours, is that ok for the swab',
    'i had heavy bleeding after surgery last year but it is all healed. routine test please',
    'hard to say how many hours the kit takes',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('figures of speech: where hope goes to die, a hole to crawl into', () => {
  it.each(['the post office is where parcels go to die, where is my kit', 'my dad read the label and i wanted to crawl in a hole and die'])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
  it('a wish to die is still read', () => expect(byRules('i want to crawl into bed and die tonight')).toBe('crisis'));
});

describe('a short answer to our own question about a crisis', () => {
  const asked = (question: string): Turn[] => [
    { role: 'user', content: 'rough day' },
    { role: 'agent', content: question },
  ];
  it.each([
    ['yeah', 'Are you hurting yourself right now?', 'self-harm'],
    ['cutting', 'Are you safe, or are you cutting yourself?', 'self-harm'],
    ['yes, more than that', 'Is the bleeding heavy — soaking through a pad or more every hour?', 'severe-symptoms'],
    ['no i did not', 'Can I ask — did you agree to it?', 'assault'],
  ])('%s (to "%s")', (message, question, kind) => expect(byRules(message, asked(question))).toBe(kind));
  it.each([
    ['no', 'Did you want to order a kit?'],
    ['yeah', 'Would you like the link to the guide?'],
    ['no, i am safe', 'Are you hurting yourself right now?'],
  ])('quiet: %s (to "%s")', (message, question) => expect(byRules(message, asked(question))).toBeNull());
});

describe('suicide: a means saved up, a place picked, a last conversation, a goodbye then silence', () => {
  it.each([
    'been stockpiling my sleeping tablets since march',
    'i have been saving my morphine for a while now',
    'when it comes back positive i am jumping, i have picked the spot',
    'my cousin texted thank you for everything and now she is not responding',
  ])('%s', (message) => expect(byRules(message)).toBe('crisis'));
  it.each([
    'i stockpiled condoms for the festival lol',
    'thanks for everything, the kit came fast. my partner is not answering his phone though',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('a history ten years back by the writer\'s own numbers, "nobody is" as a negation, a question for a course', () => {
  it.each([
    'i self harmed when i was 16. i am 38. can i get the full panel',
    'i was sexually assaulted 15 years ago and dealt with it long ago. routine test please',
    'nobody is forcing me, we both want to test before going bare',
    'do antidepressants make you feel suicidal at first? asking before my appointment',
    'what percentage of survivors of sexual assault get tested afterwards',
    'my friend discloses a sexual assault, what do i say to her',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['i was raped when i was 20, i am 35 and it still happens with my husband', 'assault'],
    ['i self harmed when i was 16. i am 38 and i started again last night', 'self-harm'],
    ['my uncle abused me when i was 8, i am 15 now', 'assault'],
    ['nobody knows he forced me', 'assault'],
  ])('still read: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('severe: blood that spurts', () => {
  it('fires', () => expect(byRules('cut my hand on the kit box and the blood is spurting out')).toBe('severe-symptoms'));
  it('stays quiet on other spurts', () => expect(byRules('the lube bottle keeps spurting everywhere lol, is it still ok')).toBeNull());
});

describe('suicide: a window high up, a day planned while alone, pets given and everything cancelled', () => {
  it.each([
    'been staring out the window of my flat on the 18th floor all night',
    'the plan is sunday when my roommates away',
    'gave my dog to my sister and cancelled all my subscriptions',
  ])('%s', (message) => expect(byRules(message)).toBe('crisis'));
  it.each([
    'my window period ends soon, i work on the 30th floor, can i test at lunch',
    'i am on the 9th floor, can the courier come up',
    'the plan is sunday for the swab, my roommates away so it is quiet',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('suicide: a rope, a gun, a bridge with a time, only when the writer takes part and the bridge is a place', () => {
  it.each(['the bridge near my flat again tonight, i keep going back to it', 'my uncle left his pistol out and i have it now'])(
    '%s',
    (message) => expect(byRules(message)).toBe('crisis'),
  );
  it.each([
    'the bridge is closed tonight so my kit will be late',
    'traffic on the bridge tonight so my partner is late with the kit',
    'the overpass is shut tonight for roadworks so my swab is late',
    'my dad took his rifle out to go hunting this weekend',
    'my grandpa took his rifle out to the range this weekend',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('suicide: a lethal amount worked out, no means word', () => {
  it.each(['ive figured out how much of my insulin would be fatal', 'i know exactly how much of the heart pills it takes'])(
    '%s',
    (message) => expect(byRules(message)).toBe('crisis'),
  );
  it.each([
    'i worked out the dose of doxycycline i need for the week',
    'i know exactly how much it takes to get the kit back to you',
    'i know exactly how much prep to take before the trip',
    'i dont know exactly how much i would need to take for the pain',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('suicide: a life given up, no means named', () => {
  it.each(['i will pay for this with my life', 'my life is ruined if she finds out, so i am going to make sure it is over tonight'])(
    '%s',
    (message) => expect(byRules(message)).toBe('crisis'),
  );
  it.each([
    'i would trust you with my life',
    'i need to take responsibility for my health and get on with my life',
    'my life is so busy, can you make sure it is over by 5 so i can pick up the kit',
    'my life is over if my mum sees the bill, make sure it ends up at my work address',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});
