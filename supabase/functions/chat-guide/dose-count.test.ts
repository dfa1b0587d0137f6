/**
 * The dosing refusal (intents.ts isDoseRequest, DOSE_COUNT): a count or a share of pills to take,
 * or another person's pills taken, is refused; a past course or a duration is not.
 */
import { describe, expect, it } from 'vitest';
import { isDoseRequest } from './intents.ts';
import { MessageView } from './matcher.ts';

const dose = (message: string) => isDoseRequest(new MessageView(message));

describe('a count or a share of pills to take', () => {
  it('"take all 3 at once", "take half of his pills", "take some of her antibiotics" are dose requests', () => {
    expect(dose('I forgot my PrEP for two days, can I take all 2 tonight?')).toBe(true);
    expect(dose('could I take half of a doxy pill to make it last?')).toBe(true);
    expect(dose('my roomie has PEP, can I use some of her meds?')).toBe(true);
  });

  it('a course half taken in the past, "all 7 days" and "his PrEP" protecting are not', () => {
    expect(dose('I took half the course of antibiotics then stopped, is that bad?')).toBe(false);
    expect(dose('do I have to take all 7 days of the antibiotics?')).toBe(false);
    expect(dose('does his PrEP protect me too?')).toBe(false);
  });
});
