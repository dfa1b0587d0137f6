import http from 'node:http';
import { ADDRESS_BUCKET, bucketAllowance, loopbackAddress } from '../bench/lib/analytics-figures';
import { expect, test } from './support/fixtures';
import { ANON_KEY, API_URL, eventsOfUserAgent, serviceSelect, userAgentFor } from './support/stack';

// Issue 14 item 2 (docs/analytics.md, "On the server: one validated, rate-limited path"), in the
// composed app: one address flooding track_events gets at most its bucket (240 events, then 4 a
// second), with a 429 that says why, while a visitor browsing the site at the same time from
// another address loses no page view. The visitor's browser has a user agent of its own, which
// track_events stores, so its rows are told apart from the rest of the suite's.

/** One POST of a batch to track_events from a chosen loopback address (the stack takes the socket's address as the client's). */
function postFrom(from: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${API_URL}/rest/v1/rpc/track_events`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${ANON_KEY}`,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'candor-e2e-flood',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('one address flooding track_events gets at most its bucket, and a visitor browsing meanwhile loses no page view', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An address of its own in 127.2.0.0/16, so its bucket starts full whatever ran before.
  const floodFrom = loopbackAddress(2, Math.floor(Math.random() * 254 * 200));
  const floodPath = `/flood-${Date.now().toString(36)}`;
  const batch = JSON.stringify({
    events: Array.from({ length: 20 }, () => ({
      event_type: 'page_view',
      page_path: floodPath,
      referrer: null,
      user_agent: null,
      metadata: null,
    })),
  });
  const answers = new Map<number, number>();
  let refusal = '';
  let flooding = true;
  const started = performance.now();
  let lastAnswer = started;
  // Eight requests in flight at all times, as fast as the stack answers: far above 4 events a second.
  const flood = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (flooding) {
        const answer = await postFrom(floodFrom, batch);
        lastAnswer = performance.now();
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        if (answer.status === 429 && !refusal) refusal = answer.text;
      }
    }),
  );

  const userAgent = userAgentFor('flood-visitor');
  const context = await browser.newContext({ userAgent });
  try {
    // The flood has spent its burst and is being refused before the visitor arrives.
    await expect.poll(() => answers.get(429) ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);

    // A visitor browses the site from their own address (127.0.0.1): client-side moves and a fresh load.
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
    // The pre-rendered landing records its page view once the app has taken it over (hydration);
    // a press before that is a plain link and loses it (analytics-quick-visit.spec.ts). The flood
    // is what this test is about, so the visitor reads the page until then.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.goto('/medical-disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Disclaimer' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
    // The visitor closes the tab (pagehide: what is still queued goes with keepalive).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);

    // Every page view of the visitor is stored, while the flood goes on: none lost.
    const visited = ['/', '/privacy-policy', '/terms-of-service', '/medical-disclaimer', '/'];
    const missing = async () => {
      const left = (await eventsOfUserAgent(userAgent)).map((e) => `${e.event_type} ${e.page_path}`);
      return visited
        .map((p) => `page_view ${p}`)
        .filter((wanted) => {
          const at = left.indexOf(wanted);
          if (at === -1) return true;
          left.splice(at, 1);
          return false;
        });
    };
    await expect.poll(missing, { timeout: 20_000, message: 'page views of the visitor not stored' }).toEqual([]);
    // Stored more than once is not a loss, but it is a wrong count: say so in the run's output.
    const stored = (await eventsOfUserAgent(userAgent)).map((e) => e.page_path);
    if (stored.length !== visited.length) {
      const note = `the visitor's ${visited.length} page views were stored as ${stored.length} rows: ${JSON.stringify(stored.sort())}`;
      console.warn(`analytics-flood: ${note}`);
      test.info().annotations.push({ type: 'duplicate page views', description: note });
    }
  } finally {
    flooding = false;
    await flood;
    await context.close();
  }

  // The flood: refused with a 429 that says why, and no more stored than one address's bucket allows.
  const seconds = (lastAnswer - started) / 1000;
  const sent = [...answers.values()].reduce((a, b) => a + b, 0) * 20;
  const stored = (await serviceSelect<{ id: number }>('analytics_events', `select=id&page_path=eq.${encodeURIComponent(floodPath)}`))
    .length;
  const allowed = bucketAllowance(ADDRESS_BUCKET, seconds);
  const figures = `${sent} events offered from ${floodFrom} over ${seconds.toFixed(1)} s (${JSON.stringify(Object.fromEntries(answers))}); ${stored} stored, ${allowed} allowed`;
  console.log(`analytics-flood: ${figures}`);
  test.info().annotations.push({ type: 'flood', description: figures });
  expect([...answers.keys()].sort()).toEqual([200, 429]);
  expect(JSON.parse(refusal)).toMatchObject({
    code: 'PT429',
    message: 'Too many analytics events from this address: at most 240 a minute. These events were not recorded.',
  });
  expect(stored).toBeGreaterThanOrEqual(ADDRESS_BUCKET.capacity);
  expect(stored).toBeLessThanOrEqual(allowed);
  expect(stored).toBe((answers.get(200) ?? 0) * 20);
});
