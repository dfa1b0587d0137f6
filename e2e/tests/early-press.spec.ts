import { expect, submitAuthForm, test } from './support/fixtures';
import { createMember } from './support/stack';

/**
 * People on slow phones press things while the page is still arriving. Under 6x CPU
 * throttling, each press below is made as soon as Playwright can, and must take effect exactly
 * once (docs/product.md#accessibility, issue 18).
 */
test.describe('a press made while the page is still arriving takes effect exactly once (6x CPU throttling)', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('Sign In on /auth: one token request, then home', async ({ page }) => {
    const member = await createMember();
    let tokenRequests = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/auth/v1/token')) tokenRequests += 1;
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await submitAuthForm(page, 'Sign In', member.email, member.password);
    await expect(page).toHaveURL('http://localhost:3000/', { timeout: 30_000 });
    expect(tokenRequests).toBe(1);
  });

  test('Send in the chat right after opening it, as a member whose history may still be loading: one question asked, one answer', async ({
    page,
  }) => {
    const member = await createMember();
    await page.goto('/auth');
    await submitAuthForm(page, 'Sign In', member.email, member.password);
    await expect(page).toHaveURL('http://localhost:3000/', { timeout: 30_000 });

    let asked = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/functions/v1/chat-guide')) asked += 1;
    });
    await page.getByRole('button', { name: 'Live Chat' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Candor Guide' });
    const box = panel.getByLabel('Your message');
    await box.fill('How much does the kit cost?');
    await box.press('Enter');
    const agent = panel.getByRole('log', { name: 'Conversation' }).locator('[data-role="agent"]');
    await expect(agent).toHaveCount(2, { timeout: 30_000 });
    await expect(panel.getByText('Candor is thinking...')).toHaveCount(0);
    expect(asked).toBe(1);
  });
});
