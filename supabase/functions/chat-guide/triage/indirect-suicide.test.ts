/**
 * Suicide said without a named means, widened on the dev misses of the evaluation
 * (docs/chat-guide.md#how-the-lexicons-were-built): a car left running in a closed garage, a crash
 * on purpose, a goodbye given as a time. Every message here was written for this test, not taken
 * from the evaluation: a new paraphrase of the concept fires, and a near miss that shares its words
 * stays quiet (read by the rules, where the change is).
 */
import { describe, expect, it } from 'vitest';
import { detectTriageByRules } from '../triage.ts';

const byRules = (message: string) => detectTriageByRules(message)?.rule ?? null;

describe('suicide: a car left running in a closed garage', () => {
  it.each([
    "sitting in the car with the engine running, garage shut, it's quiet",
    "i'm sat in the front seat in the garage, car idling, windows up",
    'taped a hose to the exhaust this afternoon',
  ])('%s', (message) => expect(byRules(message)).toBe('suicide: a car left running in a closed garage'));
  it.each([
    'i warm up the car in the garage every morning with the engine running and the door open',
    'my kit got left in the garage next to the car, is it ruined by the cold',
    'i use a hose to wash the car on sundays, does the swab mind tap water',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('suicide: a crash on purpose', () => {
  it.each([
    'thinking about steering into a pillar on the motorway tonight',
    "i'd rather put the truck into a wall at 90 than tell my wife",
  ])('%s', (message) => expect(byRules(message)).toBe('suicide: a crash on purpose'));
  it.each([
    'i hit a tree on my bike last winter, could that bruise affect the blood draw',
    'my brother crashed the car into a wall last year and he is fine now, should he test too',
    'i would rather drive to the clinic than wait for the kit',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('suicide: a goodbye given as a time', () => {
  it.each([
    "you can stop the reminders, i won't need them after this weekend",
    "don't bother posting the results, i won't need them by then",
    'give the spare kit to someone who will actually be alive to use it',
    "tell my sister where the key is, i'm gone for good after sunday",
  ])('%s', (message) => expect(byRules(message)).toBe('suicide: a goodbye given as a time'));
  it.each([
    "i won't be around after sunday, i'm flying to lisbon for a month, can you hold the kit",
    "i won't need the kit after this weekend since i'm going to the clinic instead",
    'i will not be here after friday, moving to my new place, please update my address',
    "we're moving away for good after this weekend, where do i send the old kit",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('"won\'t be here / around" explained by a move or a trip the writer gives', () => {
  it.each([
    "i won't be around after sunday. not moving, not a trip. just won't be",
    "please don't send another kit, i won't be here much longer",
  ])('%s', (message) => expect(detectTriageByRules(message)?.kind).toBe('crisis'));
  it.each([
    "i won't be around next week, we're moving to leeds, can the kit go to the new address",
    "won't be here for the delivery, i'm on holiday until the 12th",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});

describe('a firearm at the range or on a hunt is in its everyday use', () => {
  it.each([
    'took my rifle to the range today and now i want to use it on myself tonight',
    "got my sidearm cleaned and sitting on the table tonight, can't stop looking at it",
  ])('%s', (message) => expect(detectTriageByRules(message)?.kind).toBe('crisis'));
  it.each([
    'went to the range with my rifle today, can i do the finger prick with sore hands',
    'taking the shotgun out for the hunt this weekend, will the cold affect the kit in my truck',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
});
