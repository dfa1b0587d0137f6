import { describe, expect, it } from 'vitest';
import { median, p95Change, summarizeRounds, type RoundFigures } from './rounds';
import { summarize } from './stats';

const pair = (calmP95: number, hostileP95: number, hostileErrors = 0): RoundFigures => {
  const calm = { ...summarize([1]), p95: calmP95 };
  const hostile = { ...summarize([1]), p95: hostileP95 };
  return {
    calmLoad: 1,
    hostileLoad: 1,
    calm,
    hostile,
    calmErrors: 0,
    hostileErrors,
    change: p95Change(calm, hostile),
    probeAnswers: {},
  };
};

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('summarizeRounds', () => {
  it('judges by the median pair, not by one outlier', () => {
    const s = summarizeRounds([pair(10, 11), pair(10, 25), pair(10, 10.5)], 0.2);
    expect(s.medianChange).toBeCloseTo(0.1, 6);
    expect(s.minChange).toBeCloseTo(0.05, 6);
    expect(s.maxChange).toBeCloseTo(1.5, 6);
    expect(s.medianCalmP95).toBe(10);
    expect(s.medianHostileP95).toBe(11);
    expect(s.goalMet).toBe(true);
  });

  it('is not met when the median is over the tolerance or a member failed under the probe', () => {
    expect(summarizeRounds([pair(10, 13), pair(10, 12.5), pair(10, 11)], 0.2).goalMet).toBe(false);
    expect(summarizeRounds([pair(10, 10), pair(10, 10, 1), pair(10, 10)], 0.2).goalMet).toBe(false);
  });

  it('refuses an empty list', () => {
    expect(() => summarizeRounds([], 0.2)).toThrow(RangeError);
  });
});
