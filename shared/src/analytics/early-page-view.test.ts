import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimEarlyPageView, recordEarlyPageView, type EarlyPageView } from './early-page-view';
import { EVENT_ID_PATTERN } from './event-id';
import type { SendResult, TrackedEvent } from './event-queue';
import type { IngestEndpoint } from './send-events';

interface Sent {
  endpoint: IngestEndpoint | null;
  events: TrackedEvent[];
  token: string | null;
  keepalive: boolean;
}

const env = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef' };
const KEY = '__candorEarlyPageView';

describe('the page view of a visit that ends before the app runs (docs/analytics.md)', () => {
  const sent: Sent[] = [];
  const send = async (
    endpoint: IngestEndpoint | null,
    events: TrackedEvent[],
    token: string | null,
    keepalive: boolean,
  ): Promise<SendResult> => {
    sent.push({ endpoint, events, token, keepalive });
    return { ok: true };
  };

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.history.replaceState(null, '', '/search?q=my+private+question');
    localStorage.clear();
  });

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[KEY];
  });

  it('sends the page view with keepalive when the visitor leaves before the app claims it, typed text redacted', () => {
    recordEarlyPageView({ env, send });
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ endpoint: { url: env.VITE_SUPABASE_URL }, token: null, keepalive: true });
    const eventId = (window as unknown as Record<string, EarlyPageView>)[KEY]!.eventId;
    expect(eventId).toMatch(EVENT_ID_PATTERN);
    expect(sent[0]!.events).toEqual([
      {
        event_id: eventId,
        event_type: 'page_view',
        page_path: '/search?q=redacted',
        referrer: null,
        user_agent: navigator.userAgent,
        metadata: null,
      },
    ]);
    // The app that starts after all (a tab hidden, then shown) records nothing more for this load.
    expect(claimEarlyPageView('/search?q=redacted')).toEqual({ state: 'sent' });
    expect(claimEarlyPageView('/search?q=redacted')).toEqual({ state: 'none' });
  });

  it('sends it when the tab is hidden, with the session this browser stored', () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ access_token: 'stored-token', expires_at: expiresAt, user: { id: 'user-1' } }),
    );
    recordEarlyPageView({ env, send });
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.token).toBe('stored-token');
  });

  it('hands the page view to the app once it claims it, with its id, and then never sends it itself', () => {
    recordEarlyPageView({ env, send });
    const eventId = (window as unknown as Record<string, EarlyPageView>)[KEY]!.eventId;
    expect(claimEarlyPageView('/search?q=redacted')).toEqual({ state: 'claimed', eventId });
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(sent).toEqual([]);
  });

  it('lets the app record a page view of another path than the one already sent (a redirect)', () => {
    recordEarlyPageView({ env, send });
    hide();
    expect(claimEarlyPageView('/auth')).toEqual({ state: 'none' });
  });

  it('gives a page view of another path than the waiting one a new id', () => {
    recordEarlyPageView({ env, send });
    expect(claimEarlyPageView('/auth')).toEqual({ state: 'none' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });

  it('makes a new id on every page load', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      recordEarlyPageView({ env, send });
      const view = (window as unknown as Record<string, EarlyPageView>)[KEY]!;
      ids.add(view.eventId);
      view.stop();
      delete (window as unknown as Record<string, unknown>)[KEY];
    }
    expect(ids.size).toBe(50);
  });

  it('does nothing without a project address, or a second time on one page', () => {
    recordEarlyPageView({ env: {}, send });
    expect(claimEarlyPageView('/search?q=redacted')).toEqual({ state: 'none' });
    recordEarlyPageView({ env, send });
    recordEarlyPageView({ env, send });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('reports a refused send on the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    recordEarlyPageView({ env, send: async () => ({ ok: false, status: 429, message: 'Too many analytics events' }) });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Analytics tracking failed:', 'Too many analytics events'));
    error.mockRestore();
  });
});
