import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID_PATTERN } from './event-id';
import type { SendResult, TrackedEvent } from './event-queue';

interface Sent {
  events: TrackedEvent[];
  token: string | null;
  keepalive: boolean;
}

const sent: Sent[] = [];
let answer: SendResult = { ok: true };

// The real queue, auth store and redaction; only the wire is replaced.
vi.mock('./send-events', () => ({
  readIngestEndpoint: () => ({ url: 'http://127.0.0.1:54321', anonKey: 'anon-key-0123456789abcdef' }),
  readPersistedSession: () => null,
  postEvents: async (_endpoint: unknown, events: TrackedEvent[], token: string | null, keepalive: boolean) => {
    sent.push({ events, token, keepalive });
    return answer;
  },
}));

const { useAuthStore } = await import('../auth/auth-store');
const { trackEvent, trackPageView } = await import('./track-event');
const { recordEarlyPageView } = await import('./early-page-view');

const member = {
  loading: false,
  user: { id: 'user-1', email: 'a@b.co' } as never,
  session: { access_token: 'token-1', expires_at: Math.floor(Date.now() / 1000) + 3600 } as never,
};

describe('trackEvent (docs/product.md#backend-calls, call 6, through track_events)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    answer = { ok: true };
    useAuthStore.setState({ loading: false, user: null, session: null });
  });
  afterEach(async () => {
    // Nothing carries over: whatever a test left is sent and forgotten.
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
  });

  it('queues at once and records nulls for a signed-out visitor without referrer or metadata', async () => {
    trackEvent('waitlist_join');
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      {
        events: [
          {
            event_id: expect.stringMatching(EVENT_ID_PATTERN) as string,
            event_type: 'waitlist_join',
            page_path: '/',
            referrer: null,
            user_agent: navigator.userAgent,
            metadata: null,
          },
        ],
        token: null,
        keepalive: true,
      },
    ]);
  });

  it("sends a member's events with their token, and keeps the metadata", async () => {
    useAuthStore.setState(member);
    trackEvent('user_signup', { email: 'a@b.co' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent[0]).toMatchObject({ token: 'token-1', events: [{ event_type: 'user_signup', metadata: { email: 'a@b.co' } }] });
  });

  it('never waits for the session to queue, and attaches it once the first auth answer comes', async () => {
    useAuthStore.setState({ loading: true, user: null, session: null });
    trackEvent('page_view');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(0);
    useAuthStore.setState(member);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.token)).toEqual(['token-1']);
  });

  it('redacts typed text in page views and in the referrer', async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=herpes#x', configurable: true });
    try {
      trackPageView({ pathname: '/search', search: '?q=herpes&category=myths-vs-facts' });
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent[0]!.events[0]).toMatchObject({
      event_type: 'page_view',
      page_path: '/search?q=redacted&category=myths-vs-facts',
      referrer: 'https://www.google.com/search?q=redacted',
    });
  });

  it('flushes with keepalive when the page is hidden, without waiting for the batch delay', async () => {
    trackEvent('waitlist_join', { source: 'hero' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => [s.events.length, s.keepalive])).toEqual([[1, true]]);
  });

  it('gives every event its own id, made once: each retry of it carries the same one', async () => {
    trackEvent('waitlist_join');
    trackEvent('waitlist_join');
    answer = { ok: false, status: 503, message: 'Service Unavailable' };
    await vi.advanceTimersByTimeAsync(1_000);
    answer = { ok: false, status: 0, message: 'Failed to fetch' };
    await vi.advanceTimersByTimeAsync(2_000);
    answer = { ok: true };
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toHaveLength(3);
    const ids = sent.map((s) => s.events.map((e) => e.event_id));
    expect(ids[0]![0]).toMatch(EVENT_ID_PATTERN);
    expect(ids[0]![0]).not.toBe(ids[0]![1]);
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
  });

  describe("the load's first page view, made before the app ran", () => {
    const KEY = '__candorEarlyPageView';
    const env = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef' };
    const earlySent: TrackedEvent[][] = [];
    const earlySend = async (_e: unknown, events: TrackedEvent[]): Promise<SendResult> => {
      earlySent.push(events);
      return { ok: true };
    };
    const earlyId = () => (window as unknown as Record<string, { eventId: string }>)[KEY]!.eventId;
    beforeEach(() => {
      earlySent.length = 0;
      window.history.replaceState(null, '', '/');
    });
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[KEY];
    });

    it("is sent by the app with the early page view's id once the app claims it", async () => {
      recordEarlyPageView({ env, send: earlySend });
      const id = earlyId();
      trackPageView({ pathname: '/', search: '' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sent.flatMap((s) => s.events)).toMatchObject([{ event_id: id, event_type: 'page_view', page_path: '/' }]);
      // Leaving now sends nothing more from the early path.
      window.dispatchEvent(new Event('pagehide'));
      expect(earlySent).toEqual([]);
      // The next page views are new events.
      trackPageView({ pathname: '/privacy-policy', search: '' });
      await vi.advanceTimersByTimeAsync(1_000);
      const later = sent.flatMap((s) => s.events).at(-1)!;
      expect(later.page_path).toBe('/privacy-policy');
      expect(later.event_id).not.toBe(id);
    });

    it('is not sent again by the app once the early path sent it; had it been, it would carry the same id', async () => {
      recordEarlyPageView({ env, send: earlySend });
      const id = earlyId();
      window.dispatchEvent(new Event('pagehide'));
      expect(earlySent.map((events) => events.map((e) => e.event_id))).toEqual([[id]]);
      trackPageView({ pathname: '/', search: '' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sent).toEqual([]);
    });
  });

  it('only logs a failed send (docs/product.md#analytics)', async () => {
    answer = { ok: false, status: 400, message: 'events[0].event_type must be a snake_case name' };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => trackEvent('Not Snake')).not.toThrow();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(spy).toHaveBeenCalledWith('Analytics tracking failed:', 'events[0].event_type must be a snake_case name (1 events dropped)');
    spy.mockRestore();
  });
});

describe('what the landing page loads for analytics', () => {
  const here = dirname(fileURLToPath(import.meta.url));

  /** Static imports (not `import type`, not `import()`) of a module and of the local modules it imports. */
  function staticImports(file: string, seen = new Set<string>()): string[] {
    if (seen.has(file)) return [];
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    return specifiers.flatMap((spec) =>
      spec.startsWith('.') ? [spec, ...staticImports(`${join(dirname(file), spec)}.ts`, seen)] : [spec],
    );
  }

  it('keeps supabase-js and zod out of the static imports of the queue and the tracker', () => {
    for (const entry of ['event-queue.ts', 'send-events.ts', 'track-event.ts']) {
      const imports = staticImports(join(here, entry));
      expect(imports, entry).not.toContain('@supabase/supabase-js');
      expect(imports, entry).not.toContain('zod');
    }
    // The queue itself imports nothing at all.
    expect(staticImports(join(here, 'event-queue.ts'))).toEqual([]);
    // The tracker reaches the auth store (zustand) and nothing heavier.
    expect(staticImports(join(here, 'track-event.ts')).filter((s) => !s.startsWith('.'))).toEqual(['zustand']);
  });
});
