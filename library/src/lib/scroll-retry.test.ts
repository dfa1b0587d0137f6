import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptDelayMs, scheduleScrollRetry } from './scroll-retry';

describe('attemptDelayMs', () => {
  it('is 300 ms, then 800 ms, then every 100 ms', () => {
    expect([0, 1, 2, 3, 4].map(attemptDelayMs)).toEqual([300, 800, 900, 1000, 1100]);
  });
});

describe('scheduleScrollRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks at 300 ms, 800 ms and then every 100 ms until the target exists', () => {
    const seenAt: number[] = [];
    let target: string | null = null;
    const onFound = vi.fn();
    const start = Date.now();
    scheduleScrollRetry({
      find: () => {
        seenAt.push(Date.now() - start);
        return target;
      },
      onFound,
    });

    vi.advanceTimersByTime(299);
    expect(seenAt).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seenAt).toEqual([300]);
    vi.advanceTimersByTime(500);
    expect(seenAt).toEqual([300, 800]);
    vi.advanceTimersByTime(200);
    expect(seenAt).toEqual([300, 800, 900, 1000]);
    expect(onFound).not.toHaveBeenCalled();

    target = 'pricing';
    vi.advanceTimersByTime(100);
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledWith('pricing');
    vi.advanceTimersByTime(5_000);
    expect(seenAt).toEqual([300, 800, 900, 1000, 1100]);
  });

  it('finds a target that is already there on the first look', () => {
    const onFound = vi.fn();
    scheduleScrollRetry({ find: () => 'faq', onFound });
    vi.advanceTimersByTime(300);
    expect(onFound).toHaveBeenCalledWith('faq');
  });

  it('gives up after the bound instead of polling forever', () => {
    const find = vi.fn(() => null);
    const onGiveUp = vi.fn();
    scheduleScrollRetry({ find, onFound: vi.fn(), onGiveUp, giveUpAfterMs: 1_000 });
    vi.advanceTimersByTime(60_000);
    // 300, 800, 900, 1000: the next look would be at 1100 ms, past the bound.
    expect(find).toHaveBeenCalledTimes(4);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when cancelled', () => {
    const find = vi.fn(() => null);
    const cancel = scheduleScrollRetry({ find, onFound: vi.fn() });
    vi.advanceTimersByTime(850);
    expect(find).toHaveBeenCalledTimes(2);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('uses the timers it is given', () => {
    const calls: number[] = [];
    const timers = {
      setTimeout: (cb: () => void, ms: number) => {
        calls.push(ms);
        if (calls.length < 3) cb();
        return calls.length;
      },
      clearTimeout: vi.fn(),
    };
    const onFound = vi.fn();
    let looks = 0;
    scheduleScrollRetry({ find: () => (++looks === 3 ? 'x' : null), onFound, timers });
    expect(calls).toEqual([300, 500, 100]);
    expect(onFound).not.toHaveBeenCalled();
  });
});
