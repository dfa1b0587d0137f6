// The id of one analytics event (docs/analytics.md, "Exactly once"): made once, where the event
// happens, and sent with every copy and retry of it, so that track_events stores it once
// (migration 20250901092100_analytics_event_ids.sql). Imports nothing.

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, the version, then 74 random bits. Time comes
 * first, so the server's unique index on the ids grows at its right edge, as created_at's does.
 * shell/index.html makes the same in its inline script (kept in step by
 * shell/src/features/analytics/early-page-view-inline.test.ts).
 */
export function newEventId(nowMs: number = Date.now(), fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const b = fill(new Uint8Array(16));
  let t = Math.max(0, Math.floor(nowMs));
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256;
    t = Math.floor(t / 256);
  }
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What track_events takes as an id (any UUID, in its 8-4-4-4-12 form). */
export const EVENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
