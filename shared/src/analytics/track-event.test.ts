import { beforeEach, describe, expect, it, vi } from 'vitest';

const insert = vi.fn();
vi.mock('../lib/supabase-client', () => ({
  getSupabase: vi.fn(async () => ({ from: (table: string) => ({ insert: (row: unknown) => insert(table, row) }) })),
}));

const { useAuthStore } = await import('../auth/auth-store');
const { trackEvent, trackPageView } = await import('./track-event');

describe('trackEvent (SPEC §7 call 6)', () => {
  beforeEach(() => {
    insert.mockReset();
    insert.mockResolvedValue({ error: null });
    useAuthStore.setState({ loading: false, user: null, session: null });
  });

  it('records nulls for a signed-out visitor without referrer or metadata', async () => {
    await trackEvent('waitlist_join');
    expect(insert).toHaveBeenCalledWith('analytics_events', {
      event_type: 'waitlist_join',
      page_path: '/',
      referrer: null,
      user_agent: navigator.userAgent,
      user_id: null,
      metadata: null,
    });
  });

  it('records the member id and metadata', async () => {
    useAuthStore.setState({ user: { id: 'user-1', email: 'a@b.co' } as never });
    await trackEvent('user_signup', { email: 'a@b.co' });
    expect(insert.mock.calls[0]![1]).toMatchObject({ user_id: 'user-1', metadata: { email: 'a@b.co' } });
  });

  it('waits for the first auth answer before recording', async () => {
    useAuthStore.setState({ loading: true });
    const pending = trackEvent('page_view');
    await Promise.resolve();
    expect(insert).not.toHaveBeenCalled();
    useAuthStore.setState({ loading: false, user: { id: 'late', email: 'l@b.co' } as never });
    await pending;
    expect(insert.mock.calls[0]![1]).toMatchObject({ user_id: 'late' });
  });

  it('redacts typed search text in page views', async () => {
    await trackPageView({ pathname: '/search', search: '?q=herpes&category=myths-vs-facts' });
    expect(insert.mock.calls[0]![1]).toMatchObject({ event_type: 'page_view', page_path: '/search?q=redacted&category=myths-vs-facts' });
  });

  it('only logs a failed insert', async () => {
    insert.mockResolvedValue({ error: { message: 'new row violates row-level security policy' } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(trackEvent('page_view')).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledWith('Analytics tracking failed:', 'new row violates row-level security policy');
    spy.mockRestore();
  });
});
