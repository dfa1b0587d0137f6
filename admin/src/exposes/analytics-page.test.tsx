import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import { useAuthStore } from '@app/shared';
import AnalyticsPage from './analytics-page';

// The client is faked; the auth store, UI kit and paths are the real ones.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

type RpcAnswer = { data: unknown; error: { message: string; code?: string } | null };

interface FakeOptions {
  user?: { id: string; email: string } | null;
  summary?: () => Promise<RpcAnswer>;
  perDay?: () => Promise<RpcAnswer>;
}

const member = { id: '7d1f5d1e-2c1b-4f7e-9f51-0d6c1a1b2c3d', email: 'ada@example.com' };

function today(offsetDays = 0): string {
  return new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function fakeSupabase({ user = member, summary, perDay }: FakeOptions) {
  const client = installFakeSupabase(createFakeSupabase({ user }));
  client.rpc.mockImplementation((fn: string) => {
    if (fn === 'get_analytics_summary') return (summary ?? (async () => ({ data: [], error: null })))();
    if (fn === 'get_events_per_day') return (perDay ?? (async () => ({ data: [], error: null })))();
    return Promise.resolve({ data: null, error: { message: `unknown function ${fn}`, code: 'PGRST202' } });
  });
  return client;
}

function renderPage() {
  return renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
}

beforeEach(() => {
  // The shell's auth store has answered: the page then asks the auth server itself (docs/product.md#backend-calls, call 4).
  useAuthStore.setState({ loading: false, user: null, session: null });
});

afterEach(() => {
  installFakeSupabase(undefined);
});

describe('AnalyticsPage', () => {
  it('always shows the heading, and a spinner while loading', async () => {
    let answer: (value: RpcAnswer) => void = () => {};
    const client = fakeSupabase({ summary: () => new Promise<RpcAnswer>((resolve) => (answer = resolve)) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Loading analytics...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
    await vi.waitFor(() => expect(client.rpc).toHaveBeenCalledWith('get_analytics_summary'));
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
    await act(async () => answer({ data: [], error: null }));
    expect(await screen.findByText('No Data Yet')).toBeInTheDocument();
    expect(screen.queryByText(/Loading analytics/)).not.toBeInTheDocument();
  });

  it('waits for the auth store before asking anything', async () => {
    useAuthStore.setState({ loading: true });
    const client = fakeSupabase({});
    renderPage();
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(client.auth.getUser).not.toHaveBeenCalled();
    act(() => useAuthStore.setState({ loading: false }));
    expect(await screen.findByText('No Data Yet')).toBeInTheDocument();
  });

  it('tells a visitor with no user to log in, without calling the summary', async () => {
    const client = fakeSupabase({ user: null });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to view analytics.');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(client.rpc).not.toHaveBeenCalled();
  });

  it.each([
    ['a permission-denied message', { message: 'permission denied: only admins can view analytics', code: 'P0001' }],
    ['the code 42501', { message: 'insufficient privilege', code: '42501' }],
    ['the code PGRST301', { message: 'JWT cryptographic operation failed', code: 'PGRST301' }],
  ])('tells a member who is not an admin so (%s), and never asks for the chart', async (_label, error) => {
    const client = fakeSupabase({ summary: async () => ({ data: null, error }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be an admin to view analytics.');
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.rpc).toHaveBeenCalledWith('get_analytics_summary');
  });

  it('says the data failed to load on any other call error, and retries on request', async () => {
    let calls = 0;
    fakeSupabase({
      summary: async () => {
        calls += 1;
        return calls === 1
          ? { data: null, error: { message: 'canceling statement due to statement timeout', code: '57014' } }
          : { data: [], error: null };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Data Yet')).toBeInTheDocument();
  });

  it('reports an unexpected error when the call throws', async () => {
    fakeSupabase({ summary: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('reports an unexpected error when the client cannot even be created', async () => {
    installFakeSupabase(new Error('The following variables are missing or invalid: VITE_SUPABASE_URL'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('shows "No Data Yet" with an explanation when there are no rows', async () => {
    fakeSupabase({ summary: async () => ({ data: [], error: null }) });
    renderPage();
    await screen.findByText('No Data Yet');
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No Data Yet');
    expect(empty).toHaveTextContent('Events appear here as visitors browse, sign up and join the waitlist.');
  });

  it('shows a card per event type with its count, unique users and icon, then the daily chart and its table', async () => {
    const client = fakeSupabase({
      summary: async () => ({
        data: [
          { event_type: 'page_view', count: 1520, unique_users: 3 },
          { event_type: 'user_signup', count: '4', unique_users: '1' },
          { event_type: 'checkout_started', count: 2, unique_users: 2 },
        ],
        error: null,
      }),
      perDay: async () => ({
        data: [
          { day: today(2), event_type: 'page_view', count: 10 },
          { day: today(0), event_type: 'page_view', count: 5 },
          { day: today(1), event_type: 'user_signup', count: 4 },
        ],
        error: null,
      }),
    });
    renderPage();

    const pageView = await screen.findByRole('article', { name: 'Page View' });
    expect(within(pageView).getByText('1,520')).toBeInTheDocument();
    expect(within(pageView).getByText('3 unique users')).toBeInTheDocument();
    const signup = screen.getByRole('article', { name: 'User Signup' });
    expect(within(signup).getByText('4')).toBeInTheDocument();
    expect(within(signup).getByText('1 unique user')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Checkout Started' })).toHaveTextContent('2 unique users');
    // Known types get their own icon, others the default one.
    /* eslint-disable testing-library/no-node-access -- the icons and lines are aria-hidden drawing: only the markup tells them apart */
    expect(pageView.querySelector('svg.lucide-eye')).not.toBeNull();
    expect(signup.querySelector('svg.lucide-user-plus')).not.toBeNull();
    expect(screen.getByRole('article', { name: 'Checkout Started' }).querySelector('svg.lucide-activity')).not.toBeNull();

    const chart = await screen.findByRole('img', { name: /^Events per day from/ });
    expect(chart.getAttribute('aria-label')).toContain('Page View 15 in total');
    expect(chart.getAttribute('aria-label')).toContain('User Signup 4 in total');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    /* eslint-enable testing-library/no-node-access */
    expect(client.rpc).toHaveBeenCalledWith('get_events_per_day', { days_back: 30 });

    const table = screen.getByRole('table', { name: /Events per day, last 30 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('columnheader', { name: 'Page View' })).toBeInTheDocument();
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '0']);
  });

  it('redraws the daily chart for the range chosen (7, 30 or 90 days; the totals stay)', async () => {
    const user = userEvent.setup();
    const client = fakeSupabase({
      summary: async () => ({ data: [{ event_type: 'page_view', count: 900, unique_users: 3 }], error: null }),
      perDay: async () => ({ data: [{ day: today(60), event_type: 'page_view', count: 7 }], error: null }),
    });
    renderPage();

    // 60 days ago is outside the default 30 days.
    expect(await screen.findByText('No events in the last 30 days.')).toBeInTheDocument();
    const trigger = screen.getByRole('combobox', { name: 'Range' });
    expect(trigger).toHaveTextContent('Last 30 days');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));

    expect(client.rpc).toHaveBeenCalledWith('get_events_per_day', { days_back: 90 });
    const table = await screen.findByRole('table', { name: /Events per day, last 90 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(91);
    expect(screen.getByText('The last 90 days, by event type (UTC days).')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Page View 7 in total/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page View' })).toHaveTextContent('900');
    expect(client.rpc.mock.calls.filter(([fn]) => fn === 'get_analytics_summary')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(client.rpc).toHaveBeenCalledWith('get_events_per_day', { days_back: 7 });
    expect(await screen.findByText('No events in the last 7 days.')).toBeInTheDocument();
  });

  it('keeps the totals when only the daily chart fails', async () => {
    fakeSupabase({
      summary: async () => ({ data: [{ event_type: 'page_view', count: 2, unique_users: 0 }], error: null }),
      perDay: async () => ({ data: null, error: { message: 'boom', code: 'XX000' } }),
    });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Page View' })).toHaveTextContent('0 unique users');
    expect(await screen.findByText('The daily chart could not be loaded.')).toBeInTheDocument();
  });

  it('treats a malformed answer as unexpected', async () => {
    fakeSupabase({ summary: async () => ({ data: [{ event_type: 'page_view', count: 'lots', unique_users: 1 }], error: null }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
