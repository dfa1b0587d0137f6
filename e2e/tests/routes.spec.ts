import { guideSlugs, topicIds } from './support/routes';
import { expect, REMOTE_ORIGINS, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

const membersOnly = [
  '/educational-resources',
  ...topicIds.map((t) => `/resources/${t}`),
  ...guideSlugs.map((g) => `/resources/${g}`),
  '/search',
  '/search?q=herpes&category=understanding-stis',
];

test.describe('route table for an anonymous visitor', () => {
  test('public pages render', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const legal: [string, string][] = [
      ['/medical-disclaimer', 'Medical Disclaimer'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ];
    for (const [path, title] of legal) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  });

  test('every members-only route sends the visitor to /auth', async ({ page }) => {
    for (const path of membersOnly) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL('http://localhost:3000/auth');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    }
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    await page.goto('/no/such/page?x=1');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
    // Under /resources/ only the library knows which slugs exist, and the whole library is
    // members-only: a visitor is sent to /auth whatever the slug, and learns nothing of the guides.
    await page.goto('/resources/not-a-guide');
    await expect(page).toHaveURL('http://localhost:3000/auth');
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/terms-of-service');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('route table for a member', () => {
  test('members reach every library route and are sent away from /auth', async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    for (const path of membersOnly) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} should stay`).toBe(path.split('?')[0]);
    }
    await page.goto('/auth');
    await expect(page).toHaveURL('http://localhost:3000/');
  });

  test("an unknown slug under /resources/ shows the library's 404, the same page as the shell's", async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    await page.goto('/no/such/page');
    const shell404 = await page.getByRole('main').innerHTML();
    // The shell sends the path to the library (its remote entry is fetched), which answers 404.
    const libraryEntry = page.waitForRequest(`${REMOTE_ORIGINS.library}/remoteEntry.js`);
    await page.goto('/resources/not-a-guide');
    await libraryEntry;
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Candor');
    expect(await page.getByRole('main').innerHTML(), "the same markup as the shell's 404").toBe(shell404);
    expect(logged.some((line) => line.includes('non-existent route') && line.includes('/resources/not-a-guide'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
  });
});
