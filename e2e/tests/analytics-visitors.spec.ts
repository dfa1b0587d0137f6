import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { createMember, makeAdmin, serviceSelect } from './support/stack';

// Unique visitors, top pages, top referrers and the funnel (docs/analytics.md#visitors-pages-referrers-and-the-funnel):
// a visitor arriving from a search engine presses a waitlist button, and the admin's dashboard
// shows them, with the referrer as an origin only and nothing of the address stored.

interface StoredEvent {
  event_type: string;
  page_path: string | null;
  referrer: string | null;
  referrer_origin: string | null;
  visitor_hash: number | string | null;
}

const probeEvents = (since: string) =>
  serviceSelect<StoredEvent>(
    'analytics_events',
    `select=event_type,page_path,referrer,referrer_origin,visitor_hash&created_at=gte.${encodeURIComponent(since)}&order=id.asc`,
  );

test('a visitor from a search engine is counted as a visitor, a referrer origin and a waitlist press', async ({ browser, page }) => {
  const since = new Date().toISOString();

  // The visitor: a browser of its own, arriving from a search results page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/', { referer: 'https://www.google.com/search?q=private+words' });
  await visitor.waitForFunction(() => performance.getEntriesByName('candor:content-ready').length > 0);
  await visitor.getByRole('link', { name: 'Join the Waitlist' }).click();
  await expect(visitor).toHaveURL('http://localhost:3000/auth');
  // The tracker sends within about a second, and at once when the page is hidden.
  await visitorContext.close();

  await expect
    .poll(async () => (await probeEvents(since)).filter((e) => e.event_type === 'waitlist_join').length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const stored = await probeEvents(since);
  const fromGoogle = stored.filter((e) => e.referrer_origin === 'https://www.google.com');
  expect(fromGoogle.length).toBeGreaterThan(0);
  // One visitor: every event of that browser today carries the same hash, and it is not the address.
  const hashes = new Set(fromGoogle.map((e) => String(e.visitor_hash)));
  expect(hashes.size).toBe(1);
  expect([...hashes][0]).toMatch(/^-?\d+$/);
  for (const e of stored) {
    expect(JSON.stringify(e)).not.toContain('127.0.0.1');
    expect(e.referrer ?? '').not.toContain('private');
    // Moves inside the site are not referrers.
    expect(e.referrer_origin).not.toBe('http://localhost:3000');
  }

  // The admin reads it.
  const admin = await createMember();
  await makeAdmin(admin.id);
  await signInThroughUi(page, admin.email, admin.password);
  await page.goto('/analytics');
  const section = page.getByRole('region', { name: 'Visitors and conversion' });
  await expect(section.getByRole('region', { name: 'Unique visitors' })).toBeVisible();

  const funnel = section.getByRole('table', { name: /^Funnel, last 30 days/ });
  await expect(funnel.getByRole('rowheader', { name: 'Visited the site' })).toBeVisible();
  await expect(funnel.getByRole('rowheader', { name: 'Pressed a waitlist button' })).toBeVisible();
  const waitlistRow = funnel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Pressed a waitlist button' }) });
  await expect(waitlistRow.getByRole('cell').first()).not.toHaveText('0');

  const referrers = section.getByRole('table', { name: /^Top referrers/ });
  await expect(referrers.getByRole('rowheader', { name: 'https://www.google.com', exact: true })).toBeVisible();
  await expect(referrers.getByRole('rowheader', { name: /localhost:3000/ })).toHaveCount(0);
  const pages = section.getByRole('table', { name: /^Top pages/ });
  await expect(pages.getByRole('rowheader', { name: '/', exact: true })).toBeVisible();
  await expect(pages.getByRole('rowheader', { name: /\?/ })).toHaveCount(0);

  // The range drives these figures too.
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(section.getByRole('table', { name: /^Funnel, last 7 days/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
