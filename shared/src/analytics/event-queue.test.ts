import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue, QUEUE_LIMITS, type SendResult, type SessionView, type TrackedEvent } from './event-queue';

interface Call {
  events: TrackedEvent[];
  token: string | null;
  keepalive: boolean;
}

/** A fixed id per event number, so that a retry's copy equals the first. */
const idOf = (n: number) => `0192f0c4-3b7a-7d2e-9c1f-${n.toString(16).padStart(12, '0')}`;

const ev = (n: number, type = 'page_view'): TrackedEvent => ({
  event_id: idOf(n),
  event_type: type,
  page_path: `/p${n}`,
  referrer: null,
  user_agent: 'ua',
  metadata: null,
});

function setup(
  opts: {
    session?: SessionView;
    answers?: SendResult[];
    persisted?: { userId: string; accessToken: string; expiresAt?: number } | null;
  } = {},
) {
  let session: SessionView = opts.session ?? { known: true, userId: null, accessToken: null };
  const answers = [...(opts.answers ?? [])];
  const calls: Call[] = [];
  const logError = vi.fn();
  const queue = createEventQueue({
    session: () => session,
    persistedSession: () => opts.persisted ?? null,
    send: async (events, token, keepalive) => {
      calls.push({ events, token, keepalive });
      return answers.shift() ?? { ok: true };
    },
    logError,
  });
  return {
    queue,
    calls,
    logError,
    setSession(next: SessionView) {
      session = next;
      queue.sessionChanged();
    },
  };
}

/** Lets timers and the promises they start run. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('the analytics queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('batching', () => {
    it('keeps events the moment they happen and sends them together after a short delay', async () => {
      const { queue, calls } = setup();
      queue.push(ev(1));
      queue.push(ev(2));
      expect(queue.size()).toBe(2);
      expect(calls).toHaveLength(0);
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.events.map((e) => e.page_path)).toEqual(['/p1', '/p2']);
      expect(queue.size()).toBe(0);
    });

    it('sends at once when 20 are waiting, and never more than 20 in one request', async () => {
      const { queue, calls } = setup();
      for (let i = 0; i < 45; i++) queue.push(ev(i));
      await advance(0);
      expect(calls.map((c) => c.events.length)).toEqual([20, 20]);
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls.map((c) => c.events.length)).toEqual([20, 20, 5]);
      expect(calls.flatMap((c) => c.events.map((e) => e.page_path))).toEqual(Array.from({ length: 45 }, (_, i) => `/p${i}`));
    });

    it('drops past 200 waiting events, logging once, instead of growing without end', async () => {
      const { queue, logError } = setup({ session: { known: false } });
      for (let i = 0; i < 205; i++) queue.push(ev(i));
      expect(queue.size()).toBe(QUEUE_LIMITS.maxQueued);
      expect(logError).toHaveBeenCalledTimes(1);
      expect(logError).toHaveBeenCalledWith('Analytics tracking failed:', 'queue full, 1 events dropped');
    });
  });

  describe('flush when the page is hidden or left', () => {
    it('sends what is waiting at once, with keepalive, on visibilitychange to hidden', async () => {
      const { queue, calls } = setup();
      let visibility: DocumentVisibilityState = 'visible';
      const doc = new EventTarget() as unknown as Document;
      Object.defineProperty(doc, 'visibilityState', { get: () => visibility });
      const win = new EventTarget() as unknown as Window;
      queue.listen(doc, win);
      queue.push(ev(1));
      doc.dispatchEvent(new Event('visibilitychange'));
      await advance(0);
      expect(calls).toHaveLength(0); // still visible: nothing happens
      visibility = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      await advance(0);
      expect(calls).toEqual([{ events: [ev(1)], token: null, keepalive: true }]);
    });

    it('sends on pagehide too, and stops listening when asked', async () => {
      const { queue, calls } = setup();
      const doc = new EventTarget() as unknown as Document;
      const win = new EventTarget() as unknown as Window;
      const stop = queue.listen(doc, win);
      queue.push(ev(1));
      win.dispatchEvent(new Event('pagehide'));
      await advance(0);
      expect(calls.map((c) => c.keepalive)).toEqual([true]);
      stop();
      queue.push(ev(2));
      win.dispatchEvent(new Event('pagehide'));
      await advance(0);
      expect(calls).toHaveLength(1);
    });

    it('retries a keepalive request that had no answer while the page was hidden, with the same ids', async () => {
      // Leaving, the browser may go on delivering a keepalive request while the page's side of it
      // fails: the retry carries the same event ids, so the server stores the events once
      // (supabase-local/tests/analytics-event-ids.test.ts), and nothing is lost if it was not delivered.
      const { queue, calls } = setup({ answers: [{ ok: false, status: 0, message: 'Failed to fetch' }] });
      const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' }) as unknown as Document;
      const win = new EventTarget() as unknown as Window;
      queue.listen(doc, win);
      queue.push(ev(1));
      doc.dispatchEvent(new Event('visibilitychange'));
      await advance(0);
      win.dispatchEvent(new Event('pagehide'));
      await advance(60_000);
      expect(calls.map((c) => c.events)).toEqual([[ev(1)], [ev(1)]]);
      expect(calls[0]!.keepalive).toBe(true);
      expect(calls[1]!.events[0]!.event_id).toBe(idOf(1));
      expect(queue.size()).toBe(0);
    });

    it("sends only what fits the browser's 64 KiB keepalive allowance; the rest stays for later", async () => {
      // Before the first auth answer nothing is sent, so 60 large events pile up (~3 KB each).
      const { queue, calls } = setup({ session: { known: false } });
      const big = (n: number): TrackedEvent => ({ ...ev(n), user_agent: 'u'.repeat(1000), page_path: `/${'p'.repeat(1900)}${n}` });
      for (let i = 0; i < 60; i++) queue.push(big(i));
      await queue.flush('hide');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((c) => c.keepalive)).toBe(true);
      const bytes = calls.reduce((n, c) => n + JSON.stringify({ events: c.events }).length, 0);
      expect(bytes).toBeLessThanOrEqual(QUEUE_LIMITS.keepaliveBytes);
      const sent = calls.reduce((n, c) => n + c.events.length, 0);
      expect(sent).toBeGreaterThanOrEqual(15);
      expect(queue.size()).toBe(60 - sent);
      // The page came back: the rest goes out in the next flushes.
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls.reduce((n, c) => n + c.events.length, 0)).toBe(60);
    });
  });

  describe('failures: console only, bounded retries, 429 respected', () => {
    it('retries a network failure or a 5xx at most 3 times in all, then drops and logs', async () => {
      const fail: SendResult = { ok: false, status: 503, message: 'Service Unavailable' };
      const { queue, calls, logError } = setup({ answers: [fail, { ok: false, status: 0, message: 'Failed to fetch' }, fail, fail] });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls).toHaveLength(1);
      await advance(QUEUE_LIMITS.retryBaseMs);
      expect(calls).toHaveLength(2);
      await advance(QUEUE_LIMITS.retryBaseMs * 2);
      expect(calls).toHaveLength(3);
      expect(logError).toHaveBeenCalledWith('Analytics tracking failed:', 'Service Unavailable (1 events dropped)');
      await advance(60_000);
      expect(calls).toHaveLength(3);
      expect(queue.size()).toBe(0);
    });

    it('a retry that succeeds sends the events once', async () => {
      const { queue, calls, logError } = setup({ answers: [{ ok: false, status: 0, message: 'Failed to fetch' }] });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs + QUEUE_LIMITS.retryBaseMs);
      expect(calls.map((c) => c.events)).toEqual([[ev(1)], [ev(1)]]);
      expect(logError).not.toHaveBeenCalled();
    });

    it('drops a batch refused with 429 without retrying, and says so in the console', async () => {
      const tooMany = 'Too many analytics events from this address: at most 240 a minute. These events were not recorded.';
      const { queue, calls, logError } = setup({ answers: [{ ok: false, status: 429, message: tooMany }] });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs);
      await advance(60_000);
      expect(calls).toHaveLength(1);
      expect(logError).toHaveBeenCalledWith('Analytics tracking failed:', `${tooMany} (1 events dropped, not retried)`);
      // Later events still go.
      queue.push(ev(2));
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls).toHaveLength(2);
    });

    it('does not retry a 400 (bad input does not get better)', async () => {
      const { queue, calls, logError } = setup({
        answers: [{ ok: false, status: 400, message: 'events[0].event_type must be a snake_case name' }],
      });
      queue.push(ev(1, 'Bad Type'));
      await advance(60_000);
      expect(calls).toHaveLength(1);
      expect(logError).toHaveBeenCalledTimes(1);
    });
  });

  describe('the session: attached when known, never guessed', () => {
    const member: SessionView = { known: true, userId: 'user-1', accessToken: 'token-1', expiresAt: Date.now() / 1000 + 3600 };

    it("sends a visitor's events with no token (the server records no user)", async () => {
      const { queue, calls } = setup();
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls[0]!.token).toBeNull();
    });

    it("sends a member's events with their access token (the server takes user_id from it)", async () => {
      const { queue, calls } = setup({ session: member });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls[0]!.token).toBe('token-1');
    });

    it('holds events made before the first auth answer until the session is known', async () => {
      const { queue, calls, setSession } = setup({ session: { known: false } });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs * 2);
      expect(calls).toHaveLength(0);
      setSession(member);
      await advance(0);
      expect(calls).toEqual([{ events: [ev(1)], token: 'token-1', keepalive: true }]);
    });

    it('an event made just before the session is known still waits the rest of its delay', async () => {
      const { queue, calls, setSession } = setup({ session: { known: false } });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.flushDelayMs / 4);
      setSession(member);
      await advance(0);
      expect(calls).toHaveLength(0);
      await advance(QUEUE_LIMITS.flushDelayMs - QUEUE_LIMITS.flushDelayMs / 4);
      expect(calls).toEqual([{ events: [ev(1)], token: 'token-1', keepalive: true }]);
    });

    it('after waiting 5 s for an auth answer that never comes, sends without a user', async () => {
      const { queue, calls } = setup({ session: { known: false } });
      queue.push(ev(1));
      await advance(QUEUE_LIMITS.sessionWaitMs + QUEUE_LIMITS.flushDelayMs);
      expect(calls).toEqual([{ events: [ev(1)], token: null, keepalive: true }]);
    });

    it('a page left before the auth answer uses the session this browser stored (the server verifies it)', async () => {
      const stored = { userId: 'user-9', accessToken: 'stored-token', expiresAt: Date.now() / 1000 + 600 };
      const { queue, calls } = setup({ session: { known: false }, persisted: stored });
      queue.push(ev(1));
      await queue.flush('hide');
      expect(calls).toEqual([{ events: [ev(1)], token: 'stored-token', keepalive: true }]);
    });

    it("keeps events apart by who made them: a visitor's before sign-in stay without a user", async () => {
      const { queue, calls, setSession } = setup();
      queue.push(ev(1));
      setSession(member);
      queue.push(ev(2, 'user_signin'));
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls.map((c) => [c.events.map((e) => e.page_path), c.token])).toEqual([
        [['/p1'], null],
        [['/p2'], 'token-1'],
      ]);
    });

    it("uses the member's token from the time of the event after they signed out, while it is valid", async () => {
      const { queue, calls, setSession } = setup({ session: member });
      queue.push(ev(1));
      setSession({ known: true, userId: null, accessToken: null });
      await advance(QUEUE_LIMITS.flushDelayMs);
      expect(calls[0]!.token).toBe('token-1');
    });
  });
});
