import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { API_URL, SERVICE_KEY, createMember, makeAdmin } from './support/stack';
import type { Page } from '@playwright/test';

// docs/product.md#errors, dashboard rows.
const NOT_LOGGED_IN = 'You must be logged in to view analytics.';
const NOT_ADMIN = 'You must be an admin to view analytics.';

/** Records events straight into the table with the service key, as a server would. */
async function recordEvents(rows: { event_type: string; user_id: string | null; page_path?: string }[]) {
  const res = await fetch(`${API_URL}/rest/v1/analytics_events`, {
    method: 'POST',
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(rows.map((row) => ({ page_path: '/e2e', ...row }))),
  });
  if (!res.ok) throw new Error(`recording events failed: ${res.status} ${await res.text()}`);
}

/** The dashboard's label rule, for an event type the test made up. */
function labelOf(eventType: string): string {
  return eventType
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

async function signInAs(page: Page, { admin }: { admin: boolean }) {
  const member = await createMember();
  if (admin) await makeAdmin(member.id);
  await signInThroughUi(page, member.email, member.password);
  return member;
}

test.describe('/analytics', () => {
  test('an anonymous visitor is told to log in', async ({ page }) => {
    let summaryCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/get_analytics_summary')) summaryCalls += 1;
    });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NOT_LOGGED_IN })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    // No user, no data call.
    expect(summaryCalls).toBe(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('a member who is not an admin is refused by the server', async ({ page }) => {
    await signInAs(page, { admin: false });
    const summary = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/get_analytics_summary'));
    await page.goto('/analytics');
    const answer = await summary;
    // The server, not the page, decides: 42501 answered as 403 to a signed-in member.
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('42501');
    await expect(page.getByRole('alert').filter({ hasText: NOT_ADMIN })).toBeVisible();
    await expect(page.getByRole('img', { name: /Events per day/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('an admin sees a card per event type, unique users, the daily chart and its table', async ({ page }) => {
    const admin = await signInAs(page, { admin: true });
    const other = await createMember();
    // A made-up event type with known numbers: 3 events from 2 people and 1 visitor.
    const probe = `probe_${Date.now().toString(36)}`;
    await recordEvents([
      { event_type: probe, user_id: admin.id },
      { event_type: probe, user_id: admin.id },
      { event_type: probe, user_id: other.id },
      { event_type: probe, user_id: null },
    ]);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();

    const probeCard = page.getByRole('article', { name: labelOf(probe) });
    await expect(probeCard).toBeVisible();
    await expect(probeCard.getByText('4', { exact: true })).toBeVisible();
    await expect(probeCard.getByText('2 unique users', { exact: true })).toBeVisible();

    // The shell recorded page views and the sign-in on the way here.
    const pageViews = page.getByRole('article', { name: 'Page View' });
    await expect(pageViews).toBeVisible();
    await expect(pageViews.getByText(/^\d[\d,]* unique users?$/)).toBeVisible();
    const pageViewCount = Number((await pageViews.locator('p').first().textContent())?.replaceAll(',', ''));
    expect(pageViewCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('article', { name: 'User Signin' })).toBeVisible();

    const chart = page.getByRole('img', { name: /^Events per day from / });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`${labelOf(probe)} 4 in total`));
    expect(await chart.locator('polyline').count()).toBeGreaterThanOrEqual(3);

    // The table alternative: 30 days, a column per type, today's probe count in the last row.
    await page.getByText('Show the daily numbers as a table').click();
    const table = page.getByRole('table', { name: /Events per day, last 30 days/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31);
    const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
    const probeColumn = headers.indexOf(labelOf(probe));
    expect(probeColumn).toBeGreaterThan(0);
    const lastRow = table.getByRole('row').last();
    expect(
      (
        await lastRow
          .getByRole('cell')
          .nth(probeColumn - 1)
          .textContent()
      )?.trim(),
    ).toBe('4');

    await expectNoSeriousA11yIssues(page);
  });

  test('an admin with no events sees "No Data Yet" (summary intercepted to return [])', async ({ page }) => {
    // The shared test database always has events by now, so the empty answer is simulated.
    await signInAs(page, { admin: true });
    let chartCalls = 0;
    await page.route('**/rest/v1/rpc/get_analytics_summary', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: '[]' }),
    );
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/get_events_per_day')) chartCalls += 1;
    });
    await page.goto('/analytics');
    const empty = page.getByRole('status').filter({ hasText: 'No Data Yet' });
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('Events appear here as visitors browse, sign up and join the waitlist.');
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(chartCalls).toBe(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('a failing summary call shows the failure message', async ({ page }) => {
    await signInAs(page, { admin: true });
    await page.route('**/rest/v1/rpc/get_analytics_summary', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'internal error' }),
      }),
    );
    await page.goto('/analytics');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load analytics data.' })).toBeVisible();
  });
});
