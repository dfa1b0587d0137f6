import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('answers 0 for no values and refuses a percentile out of range', () => {
    expect(percentile([], 95)).toBe(0);
    expect(() => percentile([1], 101)).toThrow('between 0 and 100');
    expect(() => percentile([1], Number.NaN)).toThrow('between 0 and 100');
  });
});

describe('summarize', () => {
  it('sorts before ranking and reports the maximum', () => {
    expect(summarize([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p95: 40, max: 40 });
  });

  it('summarizes nothing as zeros', () => {
    expect(summarize([])).toEqual({ count: 0, p50: 0, p95: 0, max: 0 });
  });
});
