import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, installFakeSupabase, renderWithRouter, tableRows } from '@app/shared/testing';
import { parseRemoteHealth } from '../features/analytics/api/get-remote-health';
import AnalyticsPage from './analytics-page';
import { answerAnalyticsRpcs, member, signedOutEachTest, type RpcAnswer } from './testing/analytics-client';

// The Remotes section (get_remote_health, supabase/migrations/20250901091900_remote_health.sql).
// The client is faked; the auth store, UI kit, query cache and range selector are the real ones.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

const HEALTH = {
  days_back: 30,
  since: '2025-10-27',
  remotes: [
    {
      remote: 'admin',
      current_version: '2025.11.25-b',
      loads: 40,
      ok: 30,
      failed: 8,
      timeout: 2,
      contract: 0,
      error_rate: 0.25,
      load_p75_ms: 640,
      lcp_p75_ms: 2100,
      inp_p75_ms: 96,
      cls_p75: '0.012',
      lcp_samples: 12,
      inp_samples: 5,
      cls_samples: 12,
      versions: [
        { version: '2025.11.25-b', first_seen: '2025-11-25T14:02:00+00:00', last_seen: '2025-11-25T18:00:00+00:00', loads: 12 },
        { version: '2025.11.01-a', first_seen: '2025-11-01T09:00:00+00:00', last_seen: '2025-11-25T13:59:00+00:00', loads: 28 },
      ],
    },
    {
      remote: 'library',
      current_version: null,
      loads: 0,
      ok: 0,
      failed: 0,
      timeout: 0,
      contract: 0,
      error_rate: null,
      load_p75_ms: null,
      lcp_p75_ms: 1800,
      inp_p75_ms: null,
      cls_p75: null,
      lcp_samples: 3,
      inp_samples: 0,
      cls_samples: 0,
      versions: [],
    },
  ],
};

function fakeSupabase(health: (args: { days_back: number }) => Promise<RpcAnswer>) {
  const client = installFakeSupabase(createFakeSupabase({ user: member }));
  client.rpc.mockImplementation(answerAnalyticsRpcs('get_remote_health', health));
  return client;
}

signedOutEachTest(() => installFakeSupabase(undefined));

describe('AnalyticsPage: Remotes', () => {
  it('shows per remote the current version, loads, load p75, error rate and the vitals, as a captioned table', async () => {
    const client = fakeSupabase(async () => ({ data: HEALTH, error: null }));
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });

    const section = await screen.findByRole('region', { name: 'Remotes' });
    const table = await within(section).findByRole('table', { name: /Remote health, last 30 days \(UTC\)/ });
    expect(tableRows(table)).toEqual([
      ['Remote', 'Current version', 'Loads', 'Load p75', 'Error rate', 'LCP p75', 'INP p75', 'CLS p75'],
      ['admin', '2025.11.25-b', '40', '640 ms', '25% (10 of 40)8 failed, 2 timed out', '2,100 ms', '96 ms', '0.012'],
      ['library', '–', '0', '–', '–', '1,800 ms', '–', '–'],
    ]);
    const versions = within(section).getByRole('table', { name: /Versions loaded in the last 30 days and when each first appeared/ });
    expect(tableRows(versions)).toEqual([
      ['Remote and version', 'First seen', 'Last seen', 'Loads'],
      ['admin 2025.11.25-b', 'Nov 25, 2025, 2:02 PM', 'Nov 25, 2025, 6:00 PM', '12'],
      ['admin 2025.11.01-a', 'Nov 1, 2025, 9:00 AM', 'Nov 25, 2025, 1:59 PM', '28'],
    ]);
    expect(within(versions).getAllByText(/2025/, { selector: 'time' })[0]).toHaveAttribute('dateTime', '2025-11-25T14:02:00+00:00');
    expect(client.rpc).toHaveBeenCalledWith('get_remote_health', { days_back: 30 });
  });

  it('follows the range, chosen with the keyboard, and its tables can be reached with Tab', async () => {
    const client = fakeSupabase(async ({ days_back }) => ({ data: { ...HEALTH, days_back }, error: null }));
    const user = userEvent.setup();
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    const section = await screen.findByRole('region', { name: 'Remotes' });
    await within(section).findByRole('table', { name: /Remote health, last 30 days/ });

    const range = screen.getByRole('combobox', { name: 'Range' });
    range.focus();
    await user.keyboard('{Enter}');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await within(section).findByRole('table', { name: /Remote health, last 7 days/ })).toBeInTheDocument();
    expect(client.rpc).toHaveBeenCalledWith('get_remote_health', { days_back: 7 });

    // The scrolling wrappers are focusable regions, so a wide table can be scrolled from the keyboard.
    const region = within(section).getByRole('region', { name: 'Remote health table' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('says when nothing was sampled, and a failure with Try again that really retries', async () => {
    let calls = 0;
    fakeSupabase(async () => {
      calls += 1;
      return calls === 1 ? { data: null, error: { message: 'boom', code: 'XX000' } } : { data: { ...HEALTH, remotes: [] }, error: null };
    });
    const user = userEvent.setup();
    renderWithRouter(<AnalyticsPage />, { path: '/analytics' });
    const section = await screen.findByRole('region', { name: 'Remotes' });
    expect(await within(section).findByText('The remote health figures could not be loaded.')).toBeInTheDocument();
    // The rest of the dashboard stays.
    expect(screen.getByRole('article', { name: 'Page View' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No sampled page loads in the last 30 days.')).toBeInTheDocument();
  });
});

describe('parseRemoteHealth', () => {
  it('refuses answers of another shape', () => {
    expect(() => parseRemoteHealth(null)).toThrow(/not an object/);
    expect(() => parseRemoteHealth({ ...HEALTH, remotes: {} })).toThrow(/remotes that are not a list/);
    const one = HEALTH.remotes[0]!;
    expect(() => parseRemoteHealth({ ...HEALTH, remotes: [{ ...one, error_rate: 2 }] })).toThrow(/error rate over 1/);
    expect(() => parseRemoteHealth({ ...HEALTH, remotes: [{ ...one, lcp_p75_ms: 'slow' }] })).toThrow(/LCP that is not a number/);
    expect(() => parseRemoteHealth({ ...HEALTH, remotes: [{ ...one, versions: [{ ...one.versions[0], first_seen: 'soon' }] }] })).toThrow(
      /not a time/,
    );
    expect(parseRemoteHealth(HEALTH).remotes[0]!.clsP75).toBe(0.012);
  });
});
