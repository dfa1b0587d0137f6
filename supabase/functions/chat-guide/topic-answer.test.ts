/**
 * How a look-alike topic's answer picks its sentences (topic-answer.ts), from the real guide
 * sections (supabase/seed.sql) through the in-memory search of eval/fake-retrieve.ts. Each
 * mechanism has a paraphrase that it answers and a near neighbour that stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import type { Turn } from './triage.ts';

const retrieve = createFakeRetrieve(seedPassages());

async function ask(message: string, history: Turn[] = []) {
  return answerMessage(message, { retrieve, history });
}

describe('a sentence naming no infection, in a section naming none, holds for every infection', () => {
  it("answers a question on one infection when it says the question's own phrase that the infection's sentences leave out", async () => {
    const { reply, answer } = await ask('will the hepatitis B vaccine give me side effects');
    expect(answer.route).toBe('intent:topic:vaccine');
    expect(reply).toContain('Side effects are usually mild, like a sore arm');
  });

  it("is not quoted when the infection's own sentences answer (who should get the hepatitis B vaccine)", async () => {
    const { reply, answer } = await ask('who should get the hep B vaccine?');
    expect(answer.route).toBe('intent:topic:vaccine');
    expect(reply).toContain('recommended for adults');
    expect(reply).not.toContain('Side effects');
  });
});

describe('an It/They sentence stands for what the sentence before names', () => {
  it('is not quoted for a topic when that is the neighbouring topic (lab turnaround: not the kit of "It doesn\'t test for HIV … clinic or lab")', async () => {
    const { reply, answer } = await ask('how many days do lab results take to come back from the clinic');
    expect(answer.route).toBe('intent:topic:lab-results-time');
    expect(reply).toContain('2-7 business days');
    expect(reply).not.toContain('15 minutes');
  });

  it('is quoted when the sentence before names the topic itself (Doxy-PEP: "It doesn\'t protect against HIV.")', async () => {
    const { reply, answer } = await ask('does doxy-PEP protect against HIV?');
    expect(answer.route).toBe('intent:topic:doxy-pep');
    expect(reply).toContain("It doesn't protect against HIV.");
  });
});
