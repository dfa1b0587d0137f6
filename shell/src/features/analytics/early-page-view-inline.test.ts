import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimEarlyPageView, recordEarlyPageView } from '@app/shared/early-page-view';
import { pagePathOf, redactSearch } from '@app/shared';

// The classic inline script in shell/index.html's <head> (docs/analytics.md, "Never lost"): this
// load's page view, made before any module has loaded and sent with keepalive when the page is
// hidden or left, unless the app claimed it. It follows the protocol of
// shared/src/analytics/early-page-view.ts; this runs the script's own text, as the page does.

const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
const metaTag = /<meta name="candor-ingest"[^>]*>/.exec(html)![0];

const KEY = '__candorEarlyPageView';
const URL_ = 'http://127.0.0.1:54321';
const ANON = 'anon-key-0123456789abcdef';

interface View {
  state: string;
  pagePath: string;
  eventId: string;
  stop(): void;
}
const view = () => (window as unknown as Record<string, View | undefined>)[KEY];

let fetchMock: ReturnType<typeof vi.fn>;

/** Puts the meta as the build writes it (or as given) in <head> and runs the inline script. */
function load(path: string, opts: { referrer?: string; meta?: string } = {}) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: opts.referrer ?? '', configurable: true });
  document.head.innerHTML = opts.meta ?? metaTag.replace('%VITE_SUPABASE_URL%', `${URL_}/`).replace('%VITE_SUPABASE_ANON_KEY%', ANON);
  new Function(script)();
}

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { events: Record<string, unknown>[] });

describe("shell/index.html's inline page view", () => {
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response('1', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    localStorage.clear();
  });
  afterEach(() => {
    view()?.stop();
    delete (window as unknown as Record<string, unknown>)[KEY];
    vi.unstubAllGlobals();
  });

  it('is made at once and sent once with keepalive when the page is left, typed text redacted', () => {
    load('/search?q=my+private+question&category=myths-vs-facts', { referrer: 'https://www.google.com/search?q=herpes#top' });
    const made = view()!;
    expect(made.state).toBe('waiting');
    expect(made.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fetchMock).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`${URL_}/rest/v1/rpc/track_events`);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { apikey: ANON, Authorization: `Bearer ${ANON}`, 'Content-Type': 'application/json' },
    });
    expect(sentBodies()).toEqual([
      {
        events: [
          {
            event_id: made.eventId,
            event_type: 'page_view',
            page_path: '/search?q=redacted&category=myths-vs-facts',
            referrer: 'https://www.google.com/search?q=redacted',
            user_agent: navigator.userAgent,
            metadata: null,
          },
        ],
      },
    ]);
    expect(view()!.state).toBe('sent');
    // The app, starting after all (a tab shown again), records nothing more for this load.
    expect(claimEarlyPageView('/search?q=redacted&category=myths-vs-facts')).toEqual({ state: 'sent' });
  });

  it('is sent when the tab is hidden, with the session supabase-js stored in this browser', () => {
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ access_token: 'stored-token', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'user-1' } }),
    );
    load('/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer stored-token' });
  });

  it('offers no expired or malformed session', () => {
    localStorage.setItem('sb-127-auth-token', JSON.stringify({ access_token: 'old', expires_at: 1, user: { id: 'user-1' } }));
    load('/');
    window.dispatchEvent(new Event('pagehide'));
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: `Bearer ${ANON}` });
  });

  it('is handed to the app with its id when the app claims it, and then never sent by the script', () => {
    load('/');
    const { eventId } = view()!;
    expect(claimEarlyPageView('/')).toEqual({ state: 'claimed', eventId });
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves the entry's fallback (early-page-view.ts) nothing to do", () => {
    load('/');
    const send = vi.fn();
    recordEarlyPageView({ env: { VITE_SUPABASE_URL: URL_, VITE_SUPABASE_ANON_KEY: ANON }, send });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('records the path and referrer exactly as the app does', () => {
    const cases: [string, string][] = [
      ['/', ''],
      ['/search?q=chlamydia+symptoms', 'https://duckduckgo.com/?q=std+test&ia=web'],
      ['/resources?category=myths-vs-facts&page=2&utm_source=news&email=a%40b.co', 'http://localhost:3000/search?q=x#frag'],
      ['/auth?redirect=%2Faccount', 'not a url'],
      ['/faq?', 'https://example.com'],
    ];
    for (const [path, referrer] of cases) {
      load(path, { referrer });
      window.dispatchEvent(new Event('pagehide'));
      const event = sentBodies().at(-1)!.events[0]!;
      expect(event.page_path, path).toBe(pagePathOf(window.location));
      let expected: string | null = null;
      try {
        const r = new URL(referrer);
        expected = `${r.origin}${r.pathname}${redactSearch(r.search)}`;
      } catch {
        expected = null;
      }
      expect(event.referrer, referrer).toBe(expected);
      delete (window as unknown as Record<string, unknown>)[KEY];
    }
  });

  it('makes a new id on every load', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      load('/');
      ids.add(view()!.eventId);
      view()!.stop();
      delete (window as unknown as Record<string, unknown>)[KEY];
    }
    expect(ids.size).toBe(50);
  });

  it('does nothing when the build wrote no usable address or key', () => {
    for (const meta of [
      metaTag, // not filled in (the dev server without the env)
      `<meta name="candor-ingest" content="ftp://example.com" data-key="${ANON}" />`,
      `<meta name="candor-ingest" content="${URL_}" data-key="short" />`,
      '',
    ]) {
      load('/', { meta });
      expect(view(), meta).toBeUndefined();
    }
  });
});
