/**
 * The page view of a visit that ends before the app runs (docs/analytics.md, "In the browser: a
 * queue that loses nothing").
 *
 * The pre-rendered landing page is painted long before the app's modules have loaded (federation
 * first resolves the shared singletons, then the marketing remote); a visitor who leaves in that
 * time would record nothing, and those quick visits are the bounce rate a pre-launch team needs.
 * So the shell's entry calls recordEarlyPageView() as its first statement: the page view is made
 * at once and, if the page is hidden or left before the app claims it, sent with keepalive.
 * The app's first trackPageView() claims it: either it was already sent (the app then records
 * nothing for that load, so there is never a second row) or it is still waiting (the early
 * listeners stop, the app's queue records it as usual, with the member's id once known).
 *
 * The hand-off goes through one property of window, because the shell's entry and the shared
 * singleton are different copies of this module. Nothing here loads supabase-js or zod.
 */
import type { TrackedEvent } from './event-queue';
import { pagePathOf, redactReferrer } from './redact-search';
import { postEvents, readIngestEndpoint, readPersistedSession } from './send-events';

const KEY = '__candorEarlyPageView';

interface EarlyPageView {
  state: 'waiting' | 'sent' | 'claimed';
  readonly pagePath: string;
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
    stop: () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', leave);
    },
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', leave);
  host[KEY] = view;
}

/**
 * Called by the app for its first page view of this load. 'sent': the early path already
 * recorded it, so the app records nothing; 'claimed': the app records it now; 'none': there was
 * no early page view (a remote on its own, tests), so the app records it as usual.
 */
export function claimEarlyPageView(pagePath: string, win: Window = window): 'sent' | 'claimed' | 'none' {
  const view = (win as Host)[KEY];
  if (!view || view.state === 'claimed') return 'none';
  if (view.state === 'sent') {
    view.state = 'claimed';
    return view.pagePath === pagePath ? 'sent' : 'none';
  }
  view.state = 'claimed';
  view.stop();
  return 'claimed';
}
