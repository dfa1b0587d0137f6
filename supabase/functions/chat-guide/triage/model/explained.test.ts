import { describe, expect, it } from 'vitest';
import { TriageText } from '../text.ts';
import { explainedAway } from './explained.ts';

describe('a message that explains its crisis words away', () => {
  it.each([
    'nicked my leg shaving, will the swab sting',
    'that exam nearly killed me, anyway how do i order',
    'just kidding lol, how much is the kit',
    'my girlfriend pushed me to get a full panel before we hooked up',
    'doxy side effects? been a bit lightheaded since day one',
    'can you help me with a cover letter for a nursing job',
    'translate "where is the pharmacy" into spanish',
  ])('is explained: %s', (message) => expect(explainedAway(new TriageText(message))).toBe(true));

  it.each([
    "i'm not joking, i will jump tonight",
    "i'm too embarrassed to go in but it has been swollen and purple for an hour",
    'it was consensual i guess, i froze and said nothing',
    'he forced me to do it and i want to get tested',
    'she made me have sex without a condom, now i need a test',
    'been lightheaded since i started prep, is that normal',
    'help me write a letter for my family for after i am gone',
  ])('is not: %s', (message) => expect(explainedAway(new TriageText(message))).toBe(false));
});
