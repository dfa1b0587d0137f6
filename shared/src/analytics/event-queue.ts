// The analytics queue (issue 14). Events are kept the moment they happen, before supabase-js or
// the session have loaded, sent in batches to the track_events RPC, and flushed with keepalive
// when the page is hidden or left. This module imports nothing: the landing page stays light and
// tests drive it with fake timers and a fake transport.

export type EventMetadata = Record<string, string | number | boolean | null>;

/** One event as track_events takes it (created_at and user_id are the server's business). */
export interface TrackedEvent {
  /** Made once when the event happens (event-id.ts) and sent with every retry: the server stores an id once. */
  event_id: string;
  event_type: string;
  page_path: string | null;
  referrer: string | null;
  user_agent: string | null;
  metadata: EventMetadata | null;
}

/** Who the visitor is, as far as the page knows it. */
export type SessionView = { known: false } | { known: true; userId: string | null; accessToken: string | null; expiresAt?: number };

/** A signed-in session: its user and its access token (expiresAt in seconds, as supabase-js keeps it). */
export interface SessionToken {
  userId: string;
  accessToken: string;
  expiresAt?: number;
}

/** What one POST answered: status 0 is a network failure (no answer). */
export type SendResult = { ok: true } | { ok: false; status: number; message: string };

export interface QueueDeps {
  /** The session now: unknown until the first auth answer. */
  session(): SessionView;
  /** The session the page stored on an earlier visit, for a visit that ends before the first auth answer. */
  persistedSession?(): SessionToken | null;
  /** Posts one batch to track_events, with the member's access token or none (the anon key). */
  send(events: TrackedEvent[], accessToken: string | null, keepalive: boolean): Promise<SendResult>;
  now?(): number;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  /** docs/product.md#analytics: failures reach the console only. */
  logError?(message: string, detail: string): void;
}

export const QUEUE_LIMITS = {
  /** track_events takes at most 20 events a request. */
  batchSize: 20,
  /** Events wait this long for others to join them. */
  flushDelayMs: 1_000,
  /** How long a normal flush waits for the first auth answer before it stops waiting. */
  sessionWaitMs: 5_000,
  /** Attempts per batch, the first included; then it is dropped. */
  maxAttempts: 3,
  /** Backoff before the second attempt, doubled for each later one. */
  retryBaseMs: 2_000,
  /** Events kept at most; past that new ones are dropped (a stuck network must not grow memory). */
  maxQueued: 200,
  /** Browsers allow 64 KiB of keepalive bodies in flight per page; stay under it. */
  keepaliveBytes: 60_000,
  /** A batch also ends at this many bytes, so that two fit in the keepalive allowance. */
  batchBytes: 29_000,
} as const;

type Owner = 'pending' | { userId: string | null; accessToken: string | null; expiresAt?: number };

interface Item {
  event: TrackedEvent;
  owner: Owner;
  queuedAt: number;
  attempts: number;
  notBefore: number;
}

type Reason = 'timer' | 'full' | 'hide' | 'session';

function ownerOf(view: SessionView): Owner {
  if (!view.known) return 'pending';
  return { userId: view.userId, accessToken: view.accessToken, expiresAt: view.expiresAt };
}

/** Retry only what may succeed later: no answer, a timeout or a server error. Never 429. */
function retryable(status: number): boolean {
  return status === 0 || status === 408 || (status >= 500 && status !== 501);
}

export interface EventQueue {
  /** Keeps one event; sends it within flushDelayMs, or at once when a batch is full. */
  push(event: TrackedEvent): void;
  /** Sends what is ready. 'hide': the page is going away: keepalive, no waiting for the session. */
  flush(reason?: Reason): Promise<void>;
  /** Tells the queue the session may have become known. */
  sessionChanged(): void;
  /** Listens for the page being hidden or left (visibilitychange → hidden, pagehide). */
  listen(doc: Document, win: Window): () => void;
  /** Events not yet sent (for tests and diagnostics). */
  size(): number;
}

export function createEventQueue(deps: QueueDeps): EventQueue {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const logError = deps.logError ?? ((message: string, detail: string) => console.error(message, detail));

  let items: Item[] = [];
  let timer: unknown = null;
  let timerAt = Infinity;
  let droppedForSpace = 0;

  function schedule(ms: number): void {
    const at = now() + ms;
    if (timer !== null && timerAt <= at) return;
    if (timer !== null) clearTimer(timer);
    timerAt = at;
    timer = setTimer(() => {
      timer = null;
      timerAt = Infinity;
      void flush('timer');
    }, ms);
  }

  /** The token to send a group with: the member's freshest still-valid token, else none. */
  function tokenFor(owner: Exclude<Owner, 'pending'>): string | null {
    if (owner.userId === null) return null;
    const current = deps.session();
    const valid = (expiresAt: number | undefined) => expiresAt === undefined || expiresAt * 1000 > now() + 10_000;
    if (current.known && current.userId === owner.userId && current.accessToken && valid(current.expiresAt)) return current.accessToken;
    if (owner.accessToken && valid(owner.expiresAt)) return owner.accessToken;
    // The member's session ended and its token expired: the server cannot verify who it was, so
    // the events go in without a user rather than being lost.
    return null;
  }

  function resolvePending(reason: Reason): void {
    const current = deps.session();
    for (const item of items) {
      if (item.owner !== 'pending') continue;
      if (current.known) {
        item.owner = ownerOf(current);
      } else if (reason === 'hide' || now() - item.queuedAt >= QUEUE_LIMITS.sessionWaitMs) {
        // The visit ends (or auth never answers) before the session is known: the session this
        // browser stored, whose token the server verifies, else none. Never a guessed id.
        const stored = deps.persistedSession?.() ?? null;
        item.owner = stored
          ? { userId: stored.userId, accessToken: stored.accessToken, expiresAt: stored.expiresAt }
          : { userId: null, accessToken: null };
      }
    }
  }

  async function sendBatch(batch: Item[], token: string | null, keepalive: boolean): Promise<void> {
    const result = await deps.send(
      batch.map((i) => i.event),
      token,
      keepalive,
    );
    if (result.ok) return;
    if (result.status === 429) {
      logError('Analytics tracking failed:', `${result.message} (${batch.length} events dropped, not retried)`);
      return;
    }
    // A request with no answer may still have been delivered (a keepalive request the browser goes
    // on sending while the page is left): the retry carries the same ids, which the server stores
    // once, so a retry never makes a second row.
    const attempts = batch[0]!.attempts + 1;
    if (retryable(result.status) && attempts < QUEUE_LIMITS.maxAttempts) {
      const wait = QUEUE_LIMITS.retryBaseMs * 2 ** (attempts - 1);
      for (const item of batch) {
        item.attempts = attempts;
        item.notBefore = now() + wait;
      }
      items = [...batch, ...items];
      schedule(wait);
      return;
    }
    logError('Analytics tracking failed:', `${result.message} (${batch.length} events dropped)`);
  }

  async function flush(reason: Reason = 'timer'): Promise<void> {
    resolvePending(reason);
    const t = now();
    const hide = reason === 'hide';
    const ready = items.filter((i) => i.owner !== 'pending' && (hide || i.notBefore <= t));
    if (ready.length === 0) {
      if (items.length > 0) schedule(QUEUE_LIMITS.flushDelayMs);
      return;
    }

    // Batches of one owner each, in the order the events happened, at most batchSize events and
    // about batchBytes long (JSON length; headers come on top).
    const batches: { items: Item[]; bytes: number }[] = [];
    for (const item of ready) {
      const owner = item.owner as Exclude<Owner, 'pending'>;
      const bytes = JSON.stringify(item.event).length + 1;
      const last = batches.at(-1);
      const first = last?.items[0];
      if (
        last &&
        first &&
        (first.owner as Exclude<Owner, 'pending'>).userId === owner.userId &&
        first.attempts === item.attempts &&
        last.items.length < QUEUE_LIMITS.batchSize &&
        last.bytes + bytes <= QUEUE_LIMITS.batchBytes
      ) {
        last.items.push(item);
        last.bytes += bytes;
      } else {
        batches.push({ items: [item], bytes: bytes + 12 });
      }
    }

    let keepaliveBudget = QUEUE_LIMITS.keepaliveBytes;
    const sending: Promise<void>[] = [];
    const sent = new Set<Item>();
    for (const batch of batches) {
      const token = tokenFor(batch.items[0]!.owner as Exclude<Owner, 'pending'>);
      const bytes = batch.bytes + 1_000; // headers
      const keepalive = bytes <= keepaliveBudget;
      // Leaving: only what keepalive can carry goes now; the rest waits for the page to come back.
      if (hide && !keepalive) break;
      if (keepalive) keepaliveBudget -= bytes;
      for (const item of batch.items) sent.add(item);
      sending.push(sendBatch(batch.items, token, keepalive));
    }
    items = items.filter((i) => !sent.has(i));
    if (items.length > 0) schedule(QUEUE_LIMITS.flushDelayMs);
    await Promise.all(sending);
  }

  return {
    push(event) {
      if (items.length >= QUEUE_LIMITS.maxQueued) {
        droppedForSpace += 1;
        if (droppedForSpace === 1 || droppedForSpace % 100 === 0) {
          logError('Analytics tracking failed:', `queue full, ${droppedForSpace} events dropped`);
        }
        return;
      }
      const t = now();
      items.push({ event, owner: ownerOf(deps.session()), queuedAt: t, attempts: 0, notBefore: t });
      const ready = items.filter((i) => i.owner !== 'pending' && i.notBefore <= t).length;
      if (ready >= QUEUE_LIMITS.batchSize) void flush('full');
      else schedule(QUEUE_LIMITS.flushDelayMs);
    },
    flush,
    sessionChanged() {
      const pending = items.filter((i) => i.owner === 'pending');
      if (pending.length === 0 || !deps.session().known) return;
      // Events that have waited their delay go now; a newer one still waits the rest of it, so a
      // page's first view is not posted in the middle of its first render (a members' page
      // learns its session then; docs/architecture.md#members-pages).
      const due = Math.min(...pending.map((i) => i.queuedAt)) + QUEUE_LIMITS.flushDelayMs;
      schedule(Math.max(0, due - now()));
    },
    listen(doc, win) {
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') void flush('hide');
      };
      const onPageHide = () => void flush('hide');
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', onPageHide);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pagehide', onPageHide);
      };
    },
    size: () => items.length,
  };
}
