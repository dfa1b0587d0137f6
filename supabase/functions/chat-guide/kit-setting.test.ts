/**
 * The kit named as a question's setting, not its subject (kit-setting.ts): the question is
 * answered from the guides; a question that names the kit or may point back at it stays the kit's.
 */
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer.ts';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { seedPassages } from './eval/seed-passages.ts';
import { kitAsSetting } from './kit-setting.ts';

const retrieve = createFakeRetrieve(seedPassages());

describe('the kit as the setting of a question', () => {
  it('is left out when a later question names neither the kit nor an "it" that could stand for it', async () => {
    expect(kitAsSetting('Just ordered the Candor kit. Can I use silicone lube with latex condoms?')).toBe(
      'Just ordered . Can I use silicone lube with latex condoms?',
    );
    const { reply, answer } = await answerMessage('Just ordered the Candor kit. Can I use silicone lube with latex condoms?', {
      retrieve,
    });
    expect(answer.route).toBe('retrieval');
    expect(reply).toContain('Silicone-based lube is long-lasting');
    expect(reply).toContain('](/resources/condom-use-guide)');
  });

  it('counts "it" for the infection had or caught, not for the kit ("does that mean I have it?")', () => {
    expect(kitAsSetting('My kit result came back inconclusive. Does that basically mean I have it?')).not.toBeNull();
  });

  it('stays the kit when the question may point back at it, names it, or is a fragment going on from it', async () => {
    expect(kitAsSetting('I ordered the kit. When will it ship?')).toBeNull();
    expect(kitAsSetting('I ordered the kit. Does the kit test for herpes?')).toBeNull();
    expect(kitAsSetting('What kind of sample does the kit use? Blood?')).toBeNull();
    expect(kitAsSetting('Can I use silicone lube with latex condoms?')).toBeNull();
    const { answer } = await answerMessage('I ordered the kit. When will it ship?', { retrieve });
    expect(answer.route).toBe('intent:kit:availability');
  });
});

describe('a test any clinic does too ("a urine test")', () => {
  it("is the clinic's, not the kit's, when a clinic, lab or doctor is named", async () => {
    const clinic = await answerMessage('Had a urine test at the clinic yesterday, when do the results come back?', { retrieve });
    expect(clinic.answer.route).toBe('intent:topic:lab-results-time');
    expect(clinic.reply).toContain('2-7 business days');
    const doctor = await answerMessage('my doctor did a urine test, does that check for herpes?', { retrieve });
    expect(doctor.answer.route.startsWith('intent:kit:')).toBe(false);
  });

  it('is the kit\'s when nothing else is named ("How accurate is the urine test?")', async () => {
    const { answer } = await answerMessage('How accurate is the urine test?', { retrieve });
    expect(answer.route.startsWith('intent:kit:accuracy')).toBe(true);
  });
});
