import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

// The Education Center and the six topic hubs, signed in as a fresh member.

const hubs = [
  { id: 'sexual-health-basics', title: 'Sexual Health Basics' },
  { id: 'understanding-stis', title: 'Understanding STIs' },
  { id: 'prevention-protection', title: 'Prevention & Protection' },
  { id: 'relationship-health', title: 'Relationship Health' },
  { id: 'when-to-get-tested', title: 'When to Get Tested' },
  { id: 'myths-vs-facts', title: 'Myths vs. Facts' },
] as const;

/** Guides whose back path is each hub (docs/product.md#guides): each hub must offer them as 'Read More'. */
const guidesByHub: Record<(typeof hubs)[number]['id'], string[]> = {
  'sexual-health-basics': [
    'annual-checkups-guide',
    'sexual-anatomy-101',
    'birth-control-methods',
    'communication-skills',
    'psychology-of-stigma',
  ],
  'understanding-stis': ['sti-symptom-guide', 'understanding-test-results', 'treatment-options-timeline', 'living-with-stis'],
  'prevention-protection': ['condom-use-guide', 'prep-guide', 'vaccination-guide', 'prevention-plan-guide'],
  'relationship-health': [
    'starting-sexual-health-conversations',
    'disclosure-guidelines',
    'building-trust-transparency',
    'couple-counseling-resources',
  ],
  'when-to-get-tested': [
    'testing-schedule-best-practices',
    'what-to-expect-during-testing',
    'understanding-different-types-of-tests',
    'preparing-for-your-testing-visit',
  ],
  'myths-vs-facts': ['debunking-misconceptions', 'educational-materials'],
};

let member: { email: string; password: string };

test.beforeAll(async () => {
  member = await createMember();
});

test('anonymous visitors are sent to /auth from every library route', async ({ page }) => {
  for (const path of ['/educational-resources', '/resources/understanding-stis', '/resources/prep-guide', '/search?q=hiv']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('http://localhost:3000/auth');
  }
});

test('the Education Center shows its header, the six topics and the outside links', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/educational-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Education Center' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();
  await expect(page.getByText('Members Only Access')).toBeVisible();
  // The member's menu holds Sign Out and the privacy controls (docs/product.md#beyond-the-original-brief).
  await page.getByRole('button', { name: 'Account' }).click();
  for (const item of ['Sign Out', 'Delete my chat history', 'Delete my account']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  for (const hub of hubs) {
    const section = page.locator(`section#${hub.id}`);
    await expect(section.getByRole('heading', { level: 2, name: hub.title })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Key Points' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Additional Resources' })).toBeVisible();
    await expect(section.getByRole('link', { name: /View Detailed Resources/ })).toHaveAttribute('href', `/resources/${hub.id}`);
  }
  await expect(page.getByRole('heading', { name: 'Need Professional Guidance?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find Healthcare Providers' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Join Our Waitlist' })).toHaveAttribute('href', '/auth');
  for (const name of [/CDC STI/, /WHO Sexual Health/, /ACOG/, /ASHA/]) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await page.getByRole('link', { name: 'View Detailed Resources: Understanding STIs' }).click();
  await expect(page).toHaveURL('http://localhost:3000/resources/understanding-stis');
  await page.getByRole('link', { name: 'Back to Education Center' }).click();
  await expect(page).toHaveURL('http://localhost:3000/educational-resources');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});

test('Education Center search: three groups, highlights, View Overview, no results, clear', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/educational-resources');
  const box = page.getByRole('searchbox', { name: 'Search the Education Center' });

  await box.fill('testing');
  const topics = page.getByRole('region', { name: /Main Topics/ });
  const articles = page.getByRole('region', { name: /Articles & Resources/ });
  const guides = page.getByRole('region', { name: /Detailed Guides/ });
  await expect(topics).toBeVisible();
  await expect(guides).toBeVisible();
  await expect(guides.getByRole('link', { name: /Testing Schedule/i }).first()).toBeVisible();
  // Server articles arrive after the debounce and link to /resources/{slug}.
  await expect(articles.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const firstArticle = articles.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(firstArticle).toHaveAttribute('href', /^\/resources\/[a-z0-9-]+$/);
  await expect(page.locator('mark').first()).toHaveText(/testing/i);
  // The six sections are replaced by the results.
  await expect(page.locator('section#myths-vs-facts')).toHaveCount(0);

  // A query that looks like markup is just text (the server may still find loose matches).
  await box.fill('<img src=x onerror=alert(1)>');
  await expect(topics.getByText('No topics match.')).toBeVisible();
  await expect(articles.getByRole('heading', { level: 3 }).or(articles.getByText('No articles match.')).first()).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);

  await box.fill('qqxxzzvv');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and view all topics' }).click();
  await expect(box).toHaveValue('');
  await expect(page.locator('section#myths-vs-facts')).toBeVisible();

  await box.fill('myths');
  await page.getByRole('button', { name: 'View Overview: Myths vs. Facts' }).click();
  await expect(box).toHaveValue('');
  await expect(page.locator('section#myths-vs-facts')).toBeInViewport();

  await box.fill('condom');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(page.locator('section#sexual-health-basics')).toBeVisible();
});

test('Education Center search says when articles match only some words or a corrected spelling, with highlighted snippets', async ({
  page,
}) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/educational-resources');
  const box = page.getByRole('searchbox', { name: 'Search the Education Center' });
  const articles = page.getByRole('region', { name: /Articles & Resources/ });
  const notice = articles.getByText(/No articles match all of|Showing results for/);

  await box.fill('zqxjv-nothing-matches');
  await expect(
    articles.getByText('No articles match all of ‘zqxjv-nothing-matches’. Showing articles that match some of your words.'),
  ).toBeVisible();
  await expect(articles.locator('[data-snippet] mark').first()).toHaveText(/^(nothing|match\w*)$/i);

  await box.fill('chlamidia');
  await expect(articles.getByText('Showing results for ‘chlamydia’')).toBeVisible();
  await expect(articles.locator('[data-snippet] mark').first()).toHaveText(/^chlamydia$/i);

  await box.fill('chlamydia');
  await expect(articles.locator('[data-snippet] mark').first()).toHaveText(/^chlamydia$/i);
  await expect(notice).toHaveCount(0);

  // Nothing anywhere: the empty state of docs/product.md#errors, no notice.
  await box.fill('zqxjv');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText(/No articles match all of|Showing results for/)).toHaveCount(0);
});

test('Education Center search still shows topics and guides when article search fails', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.route('**/rest/v1/rpc/search_articles', (route) => route.abort());
  await page.goto('/educational-resources');
  await page.getByRole('searchbox', { name: 'Search the Education Center' }).fill('condom');
  await expect(page.getByText('Article search is unavailable right now; showing topics and guides.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Detailed Guides/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
});

test('every topic hub: title, back link and Read More links to its guides', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  for (const hub of hubs) {
    await page.goto(`/resources/${hub.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hub.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Education Center' })).toHaveAttribute('href', '/educational-resources');
    const readMore = page.getByRole('link', { name: /^Read More/ });
    const hrefs = await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const slug of guidesByHub[hub.id]) expect(hrefs, `${hub.id} offers ${slug}`).toContain(`/resources/${slug}`);
  }

  // A Read More link opens its guide.
  await page.goto('/resources/prevention-protection');
  await page.locator('a[href="/resources/prep-guide"]', { hasText: 'Read More' }).first().click();
  await expect(page).toHaveURL('http://localhost:3000/resources/prep-guide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a topic hub and the Education Center have no serious accessibility issues', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/resources/when-to-get-tested');
  await expect(page.getByRole('heading', { level: 1, name: 'When to Get Tested' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto('/educational-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Education Center' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
