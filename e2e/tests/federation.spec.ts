import { expect, REMOTE_ORIGINS, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

/** Counts React renderers through the devtools hook: one per react-dom instance in the page. */
async function installRendererCounter(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: { version?: string }) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

test.describe('composition', () => {
  test('one React and one Supabase client across the shell and all four remotes', async ({ page }) => {
    await installRendererCounter(page);
    const warnings: string[] = [];
    page.on('console', (msg) => warnings.push(msg.text()));
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    // Client-side navigation keeps one page: visit a route of every remote.
    await page.getByRole('button', { name: 'Live Chat' }).first().click();
    for (const path of ['/educational-resources', '/analytics', '/privacy-policy', '/']) {
      await page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    const loadedRemotes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('/remoteEntry.js')),
    );
    for (const origin of Object.values(REMOTE_ORIGINS)) expect(loadedRemotes).toContain(`${origin}/remoteEntry.js`);
    const renderers = await page.evaluate(() =>
      [
        ...(
          window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
      ].map((r) => r.version),
    );
    expect(renderers).toEqual(['19.3.1']);
    expect(warnings.filter((w) => w.includes('Multiple GoTrueClient instances'))).toEqual([]);
  });

  test('a sign-in in the shell is seen inside the remotes (one auth store)', async ({ page }) => {
    const member = await createMember();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await signInThroughUi(page, member.email, member.password);
    await expect(page.getByText(member.email).first()).toBeVisible(); // marketing header
    await page.goto('/educational-resources');
    await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible(); // library header
  });

  test('no request leaves the app during a visit', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (req) => hosts.add(new URL(req.url()).host));
    await page.goto('/');
    await page.getByRole('button', { name: 'Live Chat' }).first().click();
    await page.goto('/auth');
    await page.goto('/privacy-policy');
    const allowed = ['localhost:3000', 'localhost:3001', 'localhost:3002', 'localhost:3003', 'localhost:3004', '127.0.0.1:54321'];
    expect([...hosts].filter((h) => !allowed.includes(h))).toEqual([]);
  });
});

test.describe('a failing remote never takes the shell down', () => {
  test('remote down: the fallback names the part, Retry loads it once it is back', async ({ page }) => {
    let down = true;
    await page.route(`${REMOTE_ORIGINS.marketing}/**`, (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'The home page could not be loaded' })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('remote hanging: the time-out ends the wait with a fallback', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.admin}/remoteEntry.js`, () => {
      // Accept the request and never answer.
    });
    await page.goto('/analytics');
    await expect(page.getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('heading', { name: 'The analytics dashboard could not be loaded' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/did not answer within 10 seconds/)).toBeVisible();
  });

  test('remote throwing while rendering: contained by its boundary', async ({ page, pageErrors }) => {
    // A minimal federation container (the init/get interface every remoteEntry has)
    // whose exposed component throws when React renders it.
    await page.route(`${REMOTE_ORIGINS.admin}/remoteEntry.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: [
          'export function init() {}',
          'export function get() {',
          '  return Promise.resolve(() => ({ default: function Broken() { throw new Error("analytics exploded"); } }));',
          '}',
        ].join('\n'),
      }),
    );
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'The analytics dashboard could not be loaded' })).toBeVisible();
    await expect(page.getByText(/analytics exploded/)).toBeVisible();
    // The rest of the site still works.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    pageErrors.length = 0; // the thrown render error is the point of this test
  });
});
