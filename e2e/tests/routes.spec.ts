import { guideSlugs, topicIds } from './support/routes';
import { expect, signInThroughUi, test } from './support/fixtures';
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
    await page.goto('/resources/not-a-guide');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
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
});
