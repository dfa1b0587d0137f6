// Terms the lexicons gained from GloVe neighbours (model/build-word-clusters.ts proposed them, each
// was judged by hand): each is read as its concept, in a crisis it completes, and an ordinary
// question with the same word stays quiet. Examples written for this test, not taken from the eval.
import { describe, expect, it } from 'vitest';
import { detectTriage } from '../triage.ts';
import * as L from './lexicon.ts';
import { TriageText } from './text.ts';

const kind = (message: string) => detectTriage(message)?.kind ?? null;

const CONCEPT_EXAMPLES: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  [
    'METHOD',
    L.METHOD,
    [
      'been saving up my valium',
      'i have a drawer of vicodin',
      'sedatives',
      'tranquilizers',
      'paracetamol',
      'acetaminophen',
      'a revolver',
      'a handgun',
      'a firearm',
    ],
  ],
  ['POINTLESS', L.POINTLESS, ['everything feels meaningless', 'it is all futile']],
  ['INJURY', L.INJURY, ['a gash', 'deep gashes', 'a laceration', 'lacerations', 'abrasions']],
  ['DIZZY', L.DIZZY, ['so groggy', 'totally disoriented']],
  ['HARM_TOOL', L.HARM_TOOL, ['shards', 'barbed wire']],
];

describe('lexicon terms proposed by GloVe neighbours', () => {
  for (const [name, list, examples] of CONCEPT_EXAMPLES) {
    it.each(examples)(`${name}: %s`, (message) => {
      expect(new TriageText(message).has(list)).toBe(true);
    });
  }

  it.each([
    'i have a whole bottle of paracetamol and tonight i am going to take all of it',
    'i keep looking at the revolver in the closet and thinking about ending it',
    'i bought a handgun so i can kill myself',
    'everything is meaningless and i do not want to be alive anymore',
    'i made deep gashes on my thighs with a razor last night',
    'i broke a glass and cut my arm with the shards on purpose',
    'bleeding heavily for hours and now i am disoriented and about to pass out',
  ])('a crisis they complete: %s', (message) => {
    expect(kind(message)).not.toBeNull();
  });

  it.each([
    'can i take paracetamol with doxycycline',
    'is acetaminophen ok for a headache after the vaccine',
    'does valium interact with prep',
    'i felt a bit groggy after the flu shot, is that normal',
    'the nurse cleaned a small laceration on my knee from a bike fall',
  ])('an ordinary question stays quiet: %s', (message) => {
    expect(kind(message)).toBeNull();
  });
});
