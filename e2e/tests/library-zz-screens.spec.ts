import { expect, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

test('screens', async ({ page }) => {
  const m = await createMember();
  await signInThroughUi(page, m.email, m.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [name, path] of [['ec', '/educational-resources'], ['hub', '/resources/when-to-get-tested'], ['guide', '/resources/prep-guide'], ['search', '/search?q=testing']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/lib-shot-${name}.png`, fullPage: false });
    if (name === 'guide') await page.screenshot({ path: `/tmp/lib-shot-guide-full.png`, fullPage: true });
  }
  await page.goto('/educational-resources');
  await page.getByRole('searchbox', { name: 'Search the Education Center' }).fill('herpes');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/lib-shot-ec-search.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search?q=hiv');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/lib-shot-search-mobile.png` });
});
