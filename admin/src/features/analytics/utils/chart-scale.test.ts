import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('gives round steps that reach the maximum', () => {
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(95)).toEqual([0, 50, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('never uses fractional steps for whole counts', () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('gives an axis to an empty or invalid maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-4)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});
