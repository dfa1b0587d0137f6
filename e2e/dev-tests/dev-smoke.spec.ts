import { expect, signInThroughUi, test } from '../tests/support/fixtures';
import { API_URL, createMember } from '../tests/support/stack';

/**
 * `pnpm dev` works as `npm start` does: the landing page, sign-in against the local stack (the
 * dev servers get the public env), a guide, and the chat guide. A session that cannot reach
 * the stack logs "Authentication is unavailable"; any such console error fails the test.
 */
test('pnpm dev: landing, sign in, a guide, the chat guide', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /unavailable|missing or invalid|tracking failed/i.test(message.text())) problems.push(message.text());
  });
  await expect.poll(async () => (await fetch(`${API_URL}/auth/v1/health`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
  const member = await createMember();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInThroughUi(page, member.email, member.password);
  await expect(page.getByText(member.email).first()).toBeVisible();

  await page.goto('/resources/prep-guide');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PrEP');

  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Live Chat' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Candor Guide' });
  await panel.getByLabel('Your message').fill('How much does the kit cost?');
  await panel.getByLabel('Your message').press('Enter');
  await expect(panel.getByRole('log', { name: 'Conversation' }).locator('[data-role="agent"]')).toHaveCount(2);
  await expect(panel.getByText('Candor is thinking...')).toHaveCount(0);

  expect(problems, 'console errors that say the dev servers cannot reach the stack').toEqual([]);
});
