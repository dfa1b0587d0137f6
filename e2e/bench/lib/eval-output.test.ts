import { describe, expect, it } from 'vitest';
import { rate } from './eval-output';

describe('rate', () => {
  it('is passed over total', () => {
    expect(rate({ kind: 'overall', passed: 98, total: 100 })).toBe(0.98);
  });

  it('rates an empty kind as 0 rather than NaN', () => {
    expect(rate({ kind: 'x', passed: 0, total: 0 })).toBe(0);
  });
});
