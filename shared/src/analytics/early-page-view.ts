/**
 * The page view of a visit that ends before the app runs (docs/analytics.md, "In the browser: a
 * queue that loses nothing").
 *
 * The first to record it is the classic inline script in shell/index.html's <head>, which runs
 * before any module has loaded and follows the same protocol (the property below); this module is
 * the shell entry's fallback for a page without it (the dev server without the build's <meta>, a
 * page whose inline script did not run).
 *
 * The pre-rendered landing page is painted long before the app's modules have loaded (federation
 * first resolves the shared singletons, then the marketing remote); a visitor who leaves in that
 * time would record nothing, and those quick visits are the bounce rate a pre-launch team needs.
 * So the shell's entry calls recordEarlyPageView() as its first statement: the page view is made
 * at once and, if the page is hidden or left before the app claims it, sent with keepalive.
 * The app's first trackPageView() claims it: either it was already sent (the app then records
 * nothing for that load, so there is never a second row) or it is still waiting (the early
 * listeners stop, the app's queue records it as usual, with the member's id once known). Either
 * way the page view keeps the one id it was given here, so that should both copies ever reach
 * the server, it stores one (migration 20250901092100_analytics_event_ids.sql).
 *
 * The hand-off goes through one property of window, because the shell's entry and the shared
 * singleton are different copies of this module. Nothing here loads supabase-js or zod.
 */
import { newEventId } from './event-id';
import type { TrackedEvent } from './event-queue';
import { pagePathOf, redactReferrer } from './redact-search';
import { postEvents, readIngestEndpoint, readPersistedSession } from './send-events';

const KEY = '__candorEarlyPageView';

/** What window.__candorEarlyPageView holds (shell/index.html's inline script makes the same). */
export interface EarlyPageView {
  state: 'waiting' | 'sent' | 'claimed';
  readonly pagePath: string;
  /** The page view's id: the app's copy of it carries the same one. */
  readonly eventId: string;
  stop(): void;
}

type Host = Window & { [KEY]?: EarlyPageView };

export interface EarlyPageViewDeps {
  env: { VITE_SUPABASE_URL?: unknown; VITE_SUPABASE_ANON_KEY?: unknown };
  win?: Window;
  doc?: Document;
  send?: typeof postEvents;
  now?: () => number;
}

/** Makes this load's page view now and sends it when the page is hidden or left before the app claims it. */
export function recordEarlyPageView({ env, win = window, doc = document, send = postEvents, now = Date.now }: EarlyPageViewDeps): void {
  const host = win as Host;
  if (host[KEY]) return;
  const endpoint = readIngestEndpoint(env);
  if (!endpoint) return;
  const event: TrackedEvent = {
    event_id: newEventId(now()),
    event_type: 'page_view',
    page_path: pagePathOf(win.location),
    referrer: redactReferrer(doc.referrer),
    user_agent: win.navigator.userAgent,
    metadata: null,
  };

  const leave = () => {
    if (view.state !== 'waiting') return;
    view.state = 'sent';
    view.stop();
    const stored = readPersistedSession(endpoint, win.localStorage, now());
    send(endpoint, [event], stored?.accessToken ?? null, true).then(
      (result) => {
        if (!result.ok) console.error('Analytics tracking failed:', result.message);
      },
      (error: unknown) => console.error('Analytics tracking failed:', error instanceof Error ? error.message : error),
    );
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') leave();
  };
  const view: EarlyPageView = {
    state: 'waiting',
    pagePath: event.page_path ?? '',
    eventId: event.event_id,
    stop: () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', leave);
    },
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', leave);
  host[KEY] = view;
}

/** What the app's first page view learns from the early one. */
export type EarlyClaim =
  /** The early path already sent it: the app records nothing. */
  | { state: 'sent' }
  /** The app records it now, with this id (the one an early send would have used). */
  | { state: 'claimed'; eventId: string }
  /** No early page view for this path (a remote on its own, tests): the app records it as usual. */
  | { state: 'none' };

/** Called by the app for its first page view of this load. */
export function claimEarlyPageView(pagePath: string, win: Window = window): EarlyClaim {
  const view = (win as Host)[KEY];
  if (!view || view.state === 'claimed') return { state: 'none' };
  const samePage = view.pagePath === pagePath;
  if (view.state === 'sent') {
    view.state = 'claimed';
    return samePage ? { state: 'sent' } : { state: 'none' };
  }
  view.state = 'claimed';
  view.stop();
  // Another path (the app moved on before its first page view): that one is a new event.
  return samePage && typeof view.eventId === 'string' ? { state: 'claimed', eventId: view.eventId } : { state: 'none' };
}

/** The ingest address and public key, read the same way everywhere (send-events.ts). */
export { readIngestEndpoint, type IngestEndpoint } from './send-events';
