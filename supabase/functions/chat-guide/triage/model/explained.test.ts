import { describe, expect, it } from 'vitest';
import { TriageText } from '../text.ts';
import { explainedAway } from './explained.ts';

describe('a message that explains its crisis words away', () => {
  it.each([
    'nicked my leg shaving, will the swab sting',
    'the scratches are from my cat, not me. could a cat scratch look like herpes',
    'that exam nearly killed me, anyway how do i order',
    'just kidding lol, how much is the kit',
    'my girlfriend pushed me to get a full panel before we hooked up',
    'doxy side effects? been a bit lightheaded since day one',
    'can you help me with a cover letter for a nursing job',
    'translate "where is the pharmacy" into spanish',
    // A symptom the writer asks about as an infection (session 11).
    'stinging pain when i pee for two days, could it be gonorrhea?',
    'bumps and a sharp ache down there, is it herpes',
    // "Myself" that belongs to telling a partner (session 12).
    'should i tell my ex myself or can the clinic do it',
    'notifying everyone myself sounds awful, any other way?',
  ])('is explained: %s', (message) => expect(explainedAway(new TriageText(message), 0.5)).toBe(true));

  it.each([
    "i'm not joking, i will jump tonight",
    "i'm too embarrassed to go in but it has been swollen and purple for an hour",
    'it was consensual i guess, i froze and said nothing',
    'he forced me to do it and i want to get tested',
    'she made me have sex without a condom, now i need a test',
    'been lightheaded since i started prep, is that normal',
    'help me write a letter for my family for after i am gone',
    // "Myself" of harm, with telling someone beside it (session 12).
    'i hurt myself again and i do not know how to tell them',
    // A mishap named, but not as the cause of the writer's injury (dev out of fold, session 9).
    'I bang my wrists on the kitchen counter until they swell. My daughter-in-law asked about the marks and I lied.',
    'Everything is planned for Friday. I just want to make sure nobody gets a bill for the kit after.',
    'i gave my dog to my neighbour today so he is looked after. i wont need the retest kit',
    // An infection named, but not asked about as the symptom's cause.
    'i have chlamydia and i want to end it all tonight',
  ])('is not: %s', (message) => expect(explainedAway(new TriageText(message), 0.5)).toBe(false));

  it('lets a very sure model overrule an excuse: 0.8 for most, 0.9 for an injury put down to a mishap', () => {
    const exam = new TriageText('that exam nearly killed me, anyway how do i order');
    expect(explainedAway(exam, 0.79)).toBe(true);
    expect(explainedAway(exam, 0.81)).toBe(false);
    const shaving = new TriageText('i cut myself shaving down there, can i still use the kit');
    expect(explainedAway(shaving, 0.85)).toBe(true);
    expect(explainedAway(shaving, 0.91)).toBe(false);
  });
});
