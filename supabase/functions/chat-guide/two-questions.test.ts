/**
 * Two questions in one message are answered one by one (two-questions.ts answerTwo). Examples written for this test, answered from the real guide sections.
 */
import { describe, expect, it } from 'vitest';
import { decideAnswer } from './answer.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import { splitQuestions } from './two-questions.ts';

const retrieve = createFakeRetrieve(seedPassages());

describe('splitQuestions', () => {
  it('splits at a question mark with a question after it', () => {
    expect(splitQuestions('Is syphilis curable? And is there a vaccine for it?')).toEqual([
      'Is syphilis curable?',
      'And is there a vaccine for it?',
    ]);
    expect(splitQuestions('Does PrEP protect against herpes? Or only HIV?')).toEqual(['Does PrEP protect against herpes?', 'Or only HIV?']);
  });

  it('splits at ", and" / "; " before a question word', () => {
    expect(splitQuestions('How often should I get a Pap test, and does it check for chlamydia?')).toEqual([
      'How often should I get a Pap test',
      'does it check for chlamydia?',
    ]);
    expect(splitQuestions('what are herpes symptoms; how long do outbreaks last')).toEqual([
      'what are herpes symptoms',
      'how long do outbreaks last',
    ]);
  });

  it('leaves one question alone: a story, a list, a short tail', () => {
    expect(splitQuestions('I had sex with a new partner, and I think the condom broke. What now?')).toEqual([]);
    expect(splitQuestions('What is PrEP?')).toEqual([]);
    expect(splitQuestions('Is it HIV? Syphilis? Herpes?')).toEqual([]);
    expect(splitQuestions('condoms and lube, what works?')).toEqual([]);
  });
});

describe('two answers', () => {
  it('a fixed answer to one half does not swallow the other', async () => {
    const answer = await decideAnswer('How often should someone with several partners get tested, and what is a window period?', retrieve);
    expect(answer.body).toContain('every 3 months');
    expect(answer.body).toContain('window period is the time');
  });

  it('the second half is read with the first half subject', async () => {
    const answer = await decideAnswer('How is hepatitis B spread? And is there a vaccine?', retrieve);
    expect(answer.body.toLowerCase()).toMatch(/vaccine/);
    expect(answer.sources.map((s) => s.slug)).toContain('vaccination-guide');
  });
});

describe('two halves on the same route', () => {
  it('are both answered, without saying a sentence twice', async () => {
    const answer = await decideAnswer('How long does PrEP take to work, and does it protect against herpes?', retrieve);
    expect(answer.route).toBe('intent:topic:prep');
    // The second half's own sentence is kept (before, a second answer on the same route was dropped whole).
    expect(answer.body).toContain("It doesn't prevent pregnancy.");
    expect(answer.body.split("It doesn't protect against other STIs").length - 1).toBe(1);
  });
});

describe('a second half with words of its own', () => {
  it('is answered as asked when the reading with the first subject only repeats the first answer', async () => {
    const lube = await decideAnswer(
      "Which lube is fine with latex condoms, and where should I keep condoms so heat doesn't damage them?",
      retrieve,
    );
    expect(lube.body).toContain('Water-based lube');
    expect(lube.body).toContain('somewhere cool, dry');
    const throat = await decideAnswer("What's the window period for chlamydia, and would a pee test miss it in my throat?", retrieve);
    expect(throat.body).toContain('1-5 days');
    expect(throat.body).toContain('missed by a urine test');
  });

  it('stays one answer when the second half has a single word of its own', async () => {
    const answer = await decideAnswer('How long is the chlamydia window period, and how long does it last?', retrieve);
    expect(answer.route).toBe('intent:test-windows');
    expect(answer.body).not.toContain('\n\n');
  });
});
