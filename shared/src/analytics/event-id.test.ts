import { describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN, newEventId } from './event-id';

describe('newEventId: a UUIDv7 per event', () => {
  it('is a UUID of version 7 and the RFC variant, which track_events accepts', () => {
    const id = newEventId();
    expect(id).toMatch(EVENT_ID_PATTERN);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('starts with the time in milliseconds, so later ids sort after earlier ones', () => {
    const zeros = (b: Uint8Array) => b.fill(0);
    expect(newEventId(0x0192f0c43b7a, zeros)).toBe('0192f0c4-3b7a-7000-8000-000000000000');
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((t) => newEventId(t));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newEventId(1_700_000_000_000)));
    expect(ids.size).toBe(1000);
  });
});
