import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

// The article search page (/search) against the seeded local stack.

let member: { email: string; password: string };

test.beforeAll(async () => {
  member = await createMember();
});

test.beforeEach(async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
});

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Search', exact: true });
const chips = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Active filters' });

test('the page seeds its filters from ?q= and ?category=', async ({ page }) => {
  await page.goto('/search?q=condom&category=prevention-protection');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
  await expect(page.getByText('Article Search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Education Center' })).toHaveAttribute('href', '/educational-resources');
  await expect(searchBox(page)).toHaveValue('condom');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles, guides, and resources...');
  await expect(chips(page)).toContainText('Search: condom');
  await expect(chips(page)).toContainText('Category: Prevention & Protection');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(/Prevention & Protection/);
  await expect(page.getByText(/^Showing \d+ results?$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Prevention & Protection');
  await expect(page.getByRole('link', { name: /condom/i }).first()).toBeVisible();
});

test('category dropdown, tag filter, chips and back/forward', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText(/^Showing \d+ results?$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option', { name: 'All categories' })).toBeVisible();
  await page.getByRole('option', { name: 'Understanding STIs' }).click();
  await expect(page).toHaveURL(/\/search\?category=understanding-stis$/);
  await expect(chips(page)).toContainText('Category: Understanding STIs');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Understanding STIs');
  for (const text of await cards.allTextContents()) expect(text).toContain('Understanding STIs');

  // A tag on a card sets the tag filter.
  const tag = cards.first().getByRole('list', { name: 'Tags' }).getByRole('button').first();
  const tagText = (await tag.textContent())?.trim() ?? '';
  await tag.click();
  await expect(chips(page)).toContainText(`Tag: ${tagText}`);
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tagText).replace(/%20/g, '\\+')}`));
  await expect(page.getByRole('article').first()).toBeVisible();

  // Back restores the previous filters.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?category=understanding-stis$/);
  await expect(chips(page)).not.toContainText('Tag:');

  await page.getByRole('button', { name: 'Remove category filter' }).click();
  await expect(page).toHaveURL('http://localhost:3000/search');
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('typing is debounced into the URL and a card opens its guide', async ({ page }) => {
  await page.goto('/search');
  await searchBox(page).fill('vaccin');
  await expect(page).toHaveURL(/\/search\?q=vaccin$/);
  await expect(chips(page)).toContainText('Search: vaccin');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const href = await title.getAttribute('href');
  expect(href).toMatch(/^\/resources\/[a-z0-9-]+$/);
  // Clicking the card itself (its padding, not the title) opens it: the title link covers the card.
  await card.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(`http://localhost:3000${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('no results, then clear filters', async ({ page }) => {
  await page.goto('/search?q=qqxxzzvv');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters to see all articles' }).click();
  await expect(page).toHaveURL('http://localhost:3000/search');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('article').first()).toBeVisible();
});

// docs/product.md#search: results that did not match every word as typed say so; each card shows
// a snippet of its text with the matched words highlighted (as text, never markup).
const notice = (page: import('@playwright/test').Page) => page.getByText(/No articles match all of|Showing results for/);

test('only some words matched, or the typo fix answered: the page says so; cards show highlighted snippets', async ({ page }) => {
  await page.goto('/search?q=zqxjv-nothing-matches');
  await expect(
    page.getByText('No articles match all of ‘zqxjv-nothing-matches’. Showing articles that match some of your words.'),
  ).toBeVisible();
  await expect(page.getByRole('article').first().locator('[data-snippet] mark').first()).toHaveText(/^(nothing|match\w*)$/i);

  await searchBox(page).fill('chlamidia');
  await expect(page.getByText('Showing results for ‘chlamydia’')).toBeVisible();
  await expect(page.getByText(/No articles match all of/)).toHaveCount(0);
  await expect(page.getByRole('article').first().locator('[data-snippet] mark').first()).toHaveText(/^chlamydia$/i);

  // Every word as typed: no notice.
  await searchBox(page).fill('chlamydia');
  await expect(page).toHaveURL(/\/search\?q=chlamydia$/);
  await expect(page.getByRole('article').first().locator('[data-snippet] mark').first()).toHaveText(/^chlamydia$/i);
  await expect(notice(page)).toHaveCount(0);

  // Nothing at all: the empty state, no notice.
  await searchBox(page).fill('zqxjv');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // Markup in the query stays text in the notice.
  await searchBox(page).fill('<img src=x onerror=alert(1)> herpes');
  await expect(
    page.getByText('No articles match all of ‘<img src=x onerror=alert(1)> herpes’. Showing articles that match some of your words.'),
  ).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
});

test('a failed search shows the error message', async ({ page }) => {
  await page.route('**/rest/v1/rpc/search_articles', (route) => route.abort());
  await page.goto('/search?q=hiv');
  await expect(page.getByText('Error loading articles. Please try again.')).toBeVisible({ timeout: 15_000 });
});

test('the search page has no serious accessibility issues', async ({ page }) => {
  await page.goto('/search?q=testing');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
