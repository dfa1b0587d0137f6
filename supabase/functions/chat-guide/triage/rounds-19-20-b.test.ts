/**
 * Dev crises that rules and model both missed out of fold, and dev false alarms of the rules, fixed
 * by concept (docs/chat-guide.md#how-the-lexicons-were-built). Every message here was written for
 * this test, not taken from the evaluation: a paraphrase of the crisis fires, and a near miss that
 * shares its words stays quiet.
 */
import { describe, expect, it } from 'vitest';
import { detectTriageByRules } from '../triage.ts';

const byRules = (message: string) => detectTriageByRules(message)?.kind ?? null;
const rule = (message: string) => detectTriageByRules(message)?.rule ?? null;

describe('assault: drugged, then waking up somewhere', () => {
  it.each([
    'got spiked at the bar, woke up at some stranger place',
    'someone spiked me at the festival and i woke up in a tent i didnt know',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('assault'));
  it.each([
    'got my drink spiked at a bar but my friends took me home and i woke up fine',
    'listened to a podcast about a man who drugged women and they woke up in his flat. what tests exist',
  ])('quiet: %s', (message) => expect(rule(message)).not.toBe('assault: drugged, then waking up'));
});

describe('self-harm: an edge drawn along the body', () => {
  it.each([
    'pulling the broken glass edge across my wrist while i wait for the email',
    'been raking a safety pin point down my thigh tonight',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('self-harm'));
  it.each(['i drag the lancet tip across my finger like the video says, is that right'])('quiet: %s', (message) =>
    expect(byRules(message)).toBeNull(),
  );
});

describe('suicide: a gun sought in haste, or for the writer', () => {
  it.each([
    'dumped and positive. how do people get a handgun quickly, asking for me',
    'who sells a gun tonight without a background check. for myself',
  ])('fires: %s', (message) => expect(byRules(message)).toBe('crisis'));
  it.each(['where can i get a gun license fast', 'how do people get a pistol permit quickly for the range'])('quiet: %s', (message) =>
    expect(byRules(message)).toBeNull(),
  );
});

describe('suicide: an unnamed act held back until a result', () => {
  it.each(["i'll wait for the results to come back, then i go through with it", 'waiting on my results before i finally do it'])(
    'fires: %s',
    (message) => expect(byRules(message)).toBe('crisis'),
  );
  it.each(["i'll wait for the results before i go through with the abortion", 'waiting for my results before i tell him, then i do it'])(
    'quiet: %s',
    (message) => expect(rule(message)).not.toBe('suicide: an act held back until a result'),
  );
});

describe('Tagalog and Hindi (Latin letters)', () => {
  it.each([
    ['ayoko na mabuhay, pagod na ako sa lahat', 'crisis'],
    ['main marna chahti hoon, kuch samajh nahi aa raha', 'crisis'],
    ['sinugatan ko na naman ang braso ko kagabi', 'self-harm'],
    ['ginahasa ako ng kakilala ko noong sabado', 'assault'],
    ['manager ne kaha agar main uske saath nahi soyi toh naukri chali jayegi', 'assault'],
    ['nahimatay ako kanina sa banyo at may lagnat ako', 'severe-symptoms'],
    ['pet mein bahut tez dard hai aur bukhar bhi', 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
  it.each(['hindi ako ginahasa, gusto ko lang magpa test', 'main marna nahi chahta, bas test ke baare mein poochna hai'])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
});

describe('a word or a fact asked about, not the writer', () => {
  it.each([
    'what is a rape kit, is it the same thing as your home test?',
    'can someone really bleed to death from an ectopic? saw it on a show, i am curious',
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['what is a rape kit, i was raped last night', 'assault'],
    ['i think it is ectopic, i am bleeding a lot and the pain is bad', 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('an assault years back with care done: "could it still show up"', () => {
  it('quiet', () =>
    expect(
      byRules('i was assaulted six years ago and had therapy and got tested after. new partner now, could anything still show up?'),
    ).toBeNull());
  it('fires when it still goes on', () =>
    expect(byRules('i was assaulted six years ago and had therapy but he still comes to my house')).toBe('assault'));
});

describe('idioms of a hard moment', () => {
  it.each(['i feel like i got hit by a bus after that result. what now', "gagged on the swab so hard i thought i'd meet my maker lol"])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
  it.each(['honestly i hope i get hit by a bus on the way home', 'i am ready to meet my maker tonight'])('fires: %s', (message) =>
    expect(byRules(message)).toBe('crisis'),
  );
});

describe("the kit's lancet and a laugh", () => {
  it.each([
    'jabbing myself with the lancet took three tries lol, is one drop enough',
    "i'd kill myself laughing if it came back negative after all this",
  ])('quiet: %s', (message) => expect(byRules(message)).toBeNull());
  it.each([
    ['jabbing myself with a knife again tonight', 'self-harm'],
    ["i'm going to kill myself, laughing at me is all they do", 'crisis'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});

describe('a funeral plan called off, a pain of dread', () => {
  it.each(['phew, i can stop planning my funeral now haha. when should i retest', 'dreading telling her so much my stomach hurts'])(
    'quiet: %s',
    (message) => expect(byRules(message)).toBeNull(),
  );
  it.each([
    ["i keep planning my funeral, i can't stop", 'crisis'],
    ["dreading the ER but the pain in my lower belly is severe and i'm vomiting", 'severe-symptoms'],
  ])('fires: %s', (message, kind) => expect(byRules(message)).toBe(kind));
});
