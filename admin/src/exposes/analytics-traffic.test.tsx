import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, installFakeSupabase, renderWithRouter, tableRows } from '@app/shared/testing';
import AnalyticsPage from './analytics-page';
import { answerAnalyticsRpcs, member, signedOutEachTest, type RpcAnswer } from './testing/analytics-client';

// The visitors, funnel, top pages and top referrers under the cards (get_traffic_report,
// supabase/migrations/20250901091700_traffic_report.sql). The client is faked; the auth store,
// UI kit, query cache and range selector are the real ones.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

const REPORT = {
  days_back: 30,
  since: '2025-10-27',
  visitors: 1240,
  funnel: { visitors: 1240, waitlist_visitors: 310, signups: '62', confirmed: 31 },
  pages: [
    { path: '/', views: 2100, visitors: 1100 },
    { path: '/search', views: 40, visitors: 12 },
  ],
  referrers: [
    { origin: 'https://www.google.com', visitors: 400 },
    { origin: 'https://duckduckgo.com', visitors: 25 },
  ],
};

const EMPTY = {
  ...REPORT,
  visitors: 0,
  funnel: { visitors: 0, waitlist_visitors: 0, signups: 0, confirmed: 0 },
  pages: [],
  referrers: [],
};

function fakeSupabase(traffic: (args: { days_back: number; top_n: number }) => Promise<RpcAnswer>) {
  const client = installFakeSupabase(createFakeSupabase({ user: member }));
  client.rpc.mockImplementation(answerAnalyticsRpcs('get_traffic_report', traffic));
  return client;
}

signedOutEachTest(() => installFakeSupabase(undefined));

describe('AnalyticsPage: visitors and conversion', () => {
  it('shows unique visitors, the funnel with conversions, top pages and top referrers as captioned tables', async () => {
    const client = fakeSupabase(async () => ({ data: REPORT, error: null }));
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });

    const section = await screen.findByRole('region', { name: 'Visitors and conversion' });
    const visitors = await within(section).findByRole('region', { name: 'Unique visitors' });
    expect(visitors).toHaveTextContent('1,240');
    expect(visitors).toHaveTextContent('Counted without cookies');
    expect(client.rpc).toHaveBeenCalledWith('get_traffic_report', { days_back: 30, top_n: 10 });

    const funnel = within(section).getByRole('table', { name: /^Funnel, last 30 days/ });
    expect(tableRows(funnel)).toEqual([
      ['Step', 'Count', 'From the step before'],
      ['Visited the site', '1,240', '—'],
      ['Pressed a waitlist button', '310', '25%'],
      ['Signed up', '62', '20%'],
      ['Confirmed their e-mail', '31', '50%'],
    ]);
    expect(within(funnel).getByRole('rowheader', { name: 'Signed up' })).toBeInTheDocument();

    const pages = within(section).getByRole('table', { name: 'Top pages by views, last 30 days (path only)' });
    expect(tableRows(pages)).toEqual([
      ['Page', 'Views', 'Visitors'],
      ['/', '2,100', '1,100'],
      ['/search', '40', '12'],
    ]);
    const referrers = within(section).getByRole('table', { name: 'Top referrers by visitors, last 30 days (origin only)' });
    expect(tableRows(referrers)).toEqual([
      ['Referrer', 'Visitors'],
      ['https://www.google.com', '400'],
      ['https://duckduckgo.com', '25'],
    ]);
  });

  it('follows the range chosen with the keyboard, and its tables can be reached with Tab', async () => {
    const user = userEvent.setup();
    const client = fakeSupabase(async ({ days_back }) => ({ data: { ...REPORT, days_back }, error: null }));
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    await screen.findByRole('table', { name: /^Funnel, last 30 days/ });

    const trigger = screen.getByRole('combobox', { name: 'Range' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Last 90 days' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger).toHaveTextContent('Last 90 days');
    expect(await screen.findByRole('table', { name: /^Funnel, last 90 days/ })).toBeInTheDocument();
    expect(client.rpc).toHaveBeenCalledWith('get_traffic_report', { days_back: 90, top_n: 10 });
    // The all-time cards are not asked again.
    expect(client.rpc.mock.calls.filter(([fn]) => fn === 'get_analytics_summary')).toHaveLength(1);

    // The scrollable table regions are in the tab order after the range selector.
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await user.tab();
      const label = document.activeElement?.getAttribute('aria-label');
      if (label) reached.push(label);
    }
    expect(reached).toEqual(expect.arrayContaining(['Funnel table', 'Top pages table', 'Top referrers table']));
  });

  it('says it is loading, then shows the figures', async () => {
    let answer: (value: RpcAnswer) => void = () => {};
    fakeSupabase(() => new Promise<RpcAnswer>((resolve) => (answer = resolve)));
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('Loading visitors...')).toBeInTheDocument();
    await act(async () => answer({ data: REPORT, error: null }));
    expect(await screen.findByRole('region', { name: 'Unique visitors' })).toHaveTextContent('1,240');
    expect(screen.queryByText('Loading visitors...')).not.toBeInTheDocument();
  });

  it('says when the range has no visitors, and when only pages or referrers are missing', async () => {
    let answer: unknown = EMPTY;
    const client = fakeSupabase(async () => ({ data: answer, error: null }));
    const { unmount } = renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('No visitors in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page View' })).toHaveTextContent('2,140');
    unmount();

    answer = { ...REPORT, pages: [], referrers: [] };
    client.rpc.mockClear();
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('No page views in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No visitors came from another site in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Funnel/ })).toBeInTheDocument();
  });

  it('keeps the cards when the figures fail, and tries again on request', async () => {
    let calls = 0;
    fakeSupabase(async () => {
      calls += 1;
      return calls === 1
        ? { data: null, error: { message: 'canceling statement due to statement timeout', code: '57014' } }
        : { data: REPORT, error: null };
    });
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    const section = await screen.findByRole('region', { name: 'Visitors and conversion' });
    expect(await within(section).findByText('The visitor figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page View' })).toHaveTextContent('2,140');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('region', { name: 'Unique visitors' })).toHaveTextContent('1,240');
  });

  it('treats a malformed answer as a failure of this section only', async () => {
    fakeSupabase(async () => ({ data: { ...REPORT, pages: 'lots' }, error: null }));
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('The visitor figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page View' })).toBeInTheDocument();
  });
});
