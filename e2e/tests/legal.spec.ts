import { expect, expectNoSeriousA11yIssues, test } from './support/fixtures';

const PAGES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/medical-disclaimer', 'Medical Disclaimer'],
] as const;

test.describe('legal pages', () => {
  for (const [path, title] of PAGES) {
    test(`${title}: one h1, its own title, no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Candor`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expectNoSeriousA11yIssues(page);
    });
  }

  test('privacy policy: effective date, what is collected, and how members delete their data', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective Oct 1, 2025');
    await expect(main).toContainText('replaced by the word "redacted"');
    await expect(main).toContainText('Chat messages, for signed-in members only');
    await expect(main).toContainText('Delete my chat history');
    await expect(main).toContainText('Delete my account');
    await expect(main).toContainText('adults aged 18 and over');
    await expect(main.getByRole('link', { name: 'support@candor.example' }).first()).toHaveAttribute(
      'href',
      'mailto:support@candor.example',
    );
  });

  test('terms: effective date, all sales final, Delaware law, prices in USD', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective Oct 1, 2025');
    await expect(main).toContainText('all sales are final');
    await expect(main).toContainText('Once a kit has shipped it cannot be returned');
    await expect(main).toContainText('laws of the State of Delaware');
    await expect(main).toContainText('All prices are in USD');
  });

  test('medical disclaimer: Back to Home and Return to Home both go to /', async ({ page }) => {
    await page.goto('/medical-disclaimer');
    const main = page.getByRole('main');
    await expect(main).toContainText('educational information only');
    await expect(main.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await expect(main.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
    await page.goto('/medical-disclaimer');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
    await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
  });

  for (const [path, title] of PAGES.slice(0, 2)) {
    test(`${title}: Back returns to the previous page, or home when opened directly`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`http://localhost:3000${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // From one legal page to the other, then Back twice retraces the steps.
      const other = PAGES.find(([p]) => p !== path && p !== '/medical-disclaimer')!;
      await page.getByRole('main').getByRole('link', { name: other[1] }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: other[1] })).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(`http://localhost:3000${path}`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('http://localhost:3000/');

      await page.goto(path);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('http://localhost:3000/');

      // The previous page was ours but loaded by the browser (a link pressed before the app took
      // over): Back returns to it, not home.
      await page.goto('/auth');
      await page.goto(path, { referer: 'http://localhost:3000/auth' });
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('http://localhost:3000/auth');
    });
  }
});
