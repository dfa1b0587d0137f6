import { expect, test } from './support/fixtures';
import { serviceSelect } from './support/stack';

// Issue 14 item 1 (docs/analytics.md, "In the browser: a queue that loses nothing"): "A page view
// for a visit that leaves 300 ms after the first paint is recorded", on the composed production
// app, as a first-time visitor (a fresh browser, nothing cached). The browser has a user agent of
// its own, which track_events stores, so its rows are told apart from the rest of the suite's.

interface StoredEvent {
  event_type: string;
  page_path: string | null;
  referrer_origin: string | null;
}

const eventsOf = (userAgent: string) =>
  serviceSelect<StoredEvent>(
    'analytics_events',
    `select=event_type,page_path,referrer_origin&user_agent=eq.${encodeURIComponent(userAgent)}`,
  );

const userAgentFor = (tag: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) candor-e2e/${tag}-${Date.now().toString(36)}`;

test('a visit that leaves 300 ms after the first paint still has its page view recorded', async ({ browser }) => {
  const userAgent = userAgentFor('quick-visit');
  const context = await browser.newContext({ userAgent });
  try {
    // The visitor leaves 300 ms after the page's first contentful paint, by going to another page
    // (pagehide): scheduled in the page itself, so nothing of the test's own latency is added.
    await context.addInitScript(() => {
      if (window.location.protocol !== 'http:') return;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name !== 'first-contentful-paint') continue;
          setTimeout(() => {
            const ready = performance.getEntriesByName('candor:content-ready')[0];
            console.log(
              `quick-visit: first paint ${Math.round(entry.startTime)} ms, content ready ${ready ? `${Math.round(ready.startTime)} ms` : 'not yet'}, left ${Math.round(performance.now())} ms`,
            );
            window.location.href = 'about:blank';
          }, 300);
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (msg) => msg.text().startsWith('quick-visit:') && said.push(msg.text()));

    await page.goto('/', { waitUntil: 'commit', referer: 'https://quick-visit.example/some/page' });
    await page.waitForURL('about:blank');
    expect(said, 'the page scheduled its leaving').toHaveLength(1);
    test.info().annotations.push({ type: 'quick visit', description: said[0] ?? '' });

    // Recorded: at least one row, and every row is this visit's page view. Exactly once is not
    // pinned here: on a loaded machine about one visit in ten stores it twice, from two requests
    // with different user-agent headers (one sent while the page unloads); the cause is open
    // (docs/analytics.md, "Known gaps").
    const expected = { event_type: 'page_view', page_path: '/', referrer_origin: 'https://quick-visit.example' };
    await expect
      .poll(async () => (await eventsOf(userAgent)).length, {
        timeout: 15_000,
        message: `the page view of a visit that left early (${said[0]})`,
      })
      .toBeGreaterThan(0);
    const rows = await eventsOf(userAgent);
    expect(rows.length).toBeLessThanOrEqual(2);
    for (const row of rows) expect(row).toEqual(expected);
    if (rows.length > 1) console.warn(`quick-visit: the page view was stored ${rows.length} times (${said[0]})`);
  } finally {
    await context.close();
  }
});
