import { describe, expect, it } from 'vitest';
import { toCount } from './to-count';
import { uniqueUsersText } from './unique-users';

describe('toCount', () => {
  it('accepts whole non-negative numbers and numeric strings', () => {
    expect(toCount(0)).toBe(0);
    expect(toCount(42)).toBe(42);
    expect(toCount('17')).toBe(17);
  });

  it('rejects anything else', () => {
    for (const bad of [-1, 1.5, 'abc', '', null, undefined, {}, Number.NaN, 2 ** 60]) {
      expect(() => toCount(bad)).toThrow('expected a whole, non-negative count');
    }
  });
});

describe('uniqueUsersText', () => {
  it('uses the singular for one user', () => {
    expect(uniqueUsersText(1)).toBe('1 unique user');
    expect(uniqueUsersText(0)).toBe('0 unique users');
    expect(uniqueUsersText(3)).toBe('3 unique users');
    expect(uniqueUsersText(12500)).toBe('12,500 unique users');
  });
});
