import { describe, expect, it } from 'vitest';
import { ChatPacer } from './chat-pacer';

describe('ChatPacer', () => {
  it('never lets more than limit - margin through in any window, even when asked constantly', () => {
    const pacer = new ChatPacer({ limit: 20, windowMs: 60_000, margin: 2 });
    const sent: number[] = [];
    for (let t = 0; t <= 300_000; t += 100) if (pacer.tryTake(t)) sent.push(t);
    for (const start of sent) {
      expect(sent.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(18);
    }
    // ...and it does use what it is allowed: close to 18 a minute over five minutes.
    expect(sent.length).toBeGreaterThanOrEqual(85); // polled every 100 ms, so a little under 18/min
  });

  it('spreads messages out instead of sending a burst', () => {
    const pacer = new ChatPacer({ limit: 20, windowMs: 60_000, margin: 2 });
    expect(pacer.tryTake(0)).toBe(true);
    expect(pacer.tryTake(1_000)).toBe(false);
    expect(pacer.tryTake(3_400)).toBe(true);
  });

  it('refuses a margin that leaves nothing', () => {
    expect(() => new ChatPacer({ limit: 2, windowMs: 1000, margin: 2 })).toThrow('no message');
  });
});
