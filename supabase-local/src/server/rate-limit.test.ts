import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows a burst of `limit`, then refills continuously over the window', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 300, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('ip'))).toEqual([true, true, true, false]);
    expect(limiter.take('other-ip')).toBe(true);
    now += 100_000; // a third of the window gives one token back
    expect(limiter.take('ip')).toBe(true);
    expect(limiter.take('ip')).toBe(false);
  });

  it('follows a changed limit and treats 0 as unlimited', () => {
    let limit = 1;
    const limiter = new RateLimiter(
      () => limit,
      300,
      () => 0,
    );
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    limit = 0;
    expect(limiter.take('a')).toBe(true);
  });
});
