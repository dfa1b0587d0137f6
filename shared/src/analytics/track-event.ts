import { useAuthStore } from '../auth/auth-store';
import { claimEarlyPageView } from './early-page-view';
import { newEventId } from './event-id';
import { createEventQueue, type EventMetadata, type EventQueue, type QueueDeps, type SessionView } from './event-queue';
import { pagePathOf, redactReferrer } from './redact-search';
import { postEvents, readIngestEndpoint, readPersistedSession } from './send-events';

export type { EventMetadata } from './event-queue';

export interface TrackOptions {
  /** Defaults to the current location, with typed text redacted. */
  pagePath?: string;
  /** The event's id when it already has one (the early page view's); otherwise a new one. */
  eventId?: string;
}

function currentSession(): SessionView {
  const { loading, user, session } = useAuthStore.getState();
  if (loading) return { known: false };
  return { known: true, userId: user?.id ?? null, accessToken: session?.access_token ?? null, expiresAt: session?.expires_at };
}

/** The page's queue, wired to the auth store, the env and the page's hide events. */
export function createPageQueue(overrides: Partial<QueueDeps> = {}): EventQueue {
  const endpoint = readIngestEndpoint({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  const queue = createEventQueue({
    session: currentSession,
    persistedSession: () => readPersistedSession(endpoint, typeof localStorage === 'undefined' ? undefined : localStorage, Date.now()),
    send: (events, token, keepalive) => postEvents(endpoint, events, token, keepalive),
    ...overrides,
  });
  useAuthStore.subscribe(() => queue.sessionChanged());
  if (typeof document !== 'undefined' && typeof window !== 'undefined') queue.listen(document, window);
  return queue;
}

let pageQueue: EventQueue | null = null;

/** The queue of this page, made on the first event. */
export function analyticsQueue(): EventQueue {
  pageQueue ??= createPageQueue();
  return pageQueue;
}

/**
 * Records one analytics event (docs/product.md#backend-calls, call 6, now through track_events). It is
 * queued at once, never waiting for supabase-js or the session; failures are only logged
 * (docs/product.md#analytics).
 */
export function trackEvent(eventType: string, metadata?: EventMetadata | null, options: TrackOptions = {}): void {
  try {
    analyticsQueue().push({
      event_id: options.eventId ?? newEventId(),
      event_type: eventType,
      page_path: options.pagePath ?? pagePathOf(window.location),
      referrer: redactReferrer(document.referrer),
      user_agent: navigator.userAgent,
      metadata: metadata ?? null,
    });
  } catch (error) {
    console.error('Analytics tracking failed:', error instanceof Error ? error.message : error);
  }
}

/**
 * Records a page view. The load's first one was made before the app ran (shell/index.html's inline
 * script, else early-page-view.ts): already sent, or recorded now with the id it was made with.
 */
export function trackPageView(location: { pathname: string; search: string }): void {
  const pagePath = pagePathOf(location);
  const early = typeof window !== 'undefined' ? claimEarlyPageView(pagePath) : ({ state: 'none' } as const);
  if (early.state === 'sent') return;
  trackEvent('page_view', null, { pagePath, eventId: early.state === 'claimed' ? early.eventId : undefined });
}
