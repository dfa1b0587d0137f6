import { expect, expectNoSeriousA11yIssues, REMOTE_ORIGINS, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

// All 24 guides through the one article layout (docs/product.md#guides).

interface GuideCase {
  slug: string;
  back: { text: string; path: string };
  cta?: { text: string; path: string };
  extra?: { text: string; path: string };
}

const hub = (id: string, text: string) => ({ text, path: `/resources/${id}` });
const basics = hub('sexual-health-basics', 'Back to Sexual Health Basics');
const stis = hub('understanding-stis', 'Back to Understanding STIs');
const relationships = hub('relationship-health', 'Back to Relationship Health');
const prevention = hub('prevention-protection', 'Back to Prevention & Protection');
const testing = hub('when-to-get-tested', 'Back to Testing Guidelines');
const myths = hub('myths-vs-facts', 'Back to Myths vs Facts');
const testingExtra = { text: '← Back to Testing Guidelines', path: '/resources/when-to-get-tested' };

const guides: GuideCase[] = [
  { slug: 'annual-checkups-guide', back: basics },
  { slug: 'sexual-anatomy-101', back: basics },
  { slug: 'birth-control-methods', back: basics },
  { slug: 'communication-skills', back: basics },
  { slug: 'psychology-of-stigma', back: basics },
  { slug: 'sti-symptom-guide', back: stis },
  { slug: 'understanding-test-results', back: stis },
  { slug: 'treatment-options-timeline', back: stis },
  { slug: 'living-with-stis', back: stis },
  {
    slug: 'starting-sexual-health-conversations',
    back: relationships,
    extra: { text: 'Back to Relationship Health', path: '/resources/relationship-health' },
  },
  { slug: 'disclosure-guidelines', back: relationships },
  { slug: 'building-trust-transparency', back: relationships },
  { slug: 'couple-counseling-resources', back: relationships },
  {
    slug: 'condom-use-guide',
    back: prevention,
    cta: { text: 'Explore More Protection Methods', path: '/resources/prevention-protection' },
  },
  { slug: 'prep-guide', back: prevention, cta: { text: 'Explore More Prevention Methods', path: '/resources/prevention-protection' } },
  {
    slug: 'vaccination-guide',
    back: prevention,
    cta: { text: 'Explore More Prevention Methods', path: '/resources/prevention-protection' },
  },
  {
    slug: 'prevention-plan-guide',
    back: prevention,
    cta: { text: 'Explore More Prevention Methods', path: '/resources/prevention-protection' },
  },
  { slug: 'science-based-sti-info', back: { text: 'Back to All Resources', path: '/educational-resources' } },
  { slug: 'debunking-misconceptions', back: myths },
  { slug: 'educational-materials', back: myths },
  { slug: 'testing-schedule-best-practices', back: testing, extra: testingExtra },
  { slug: 'what-to-expect-during-testing', back: testing },
  { slug: 'understanding-different-types-of-tests', back: testing, extra: testingExtra },
  { slug: 'preparing-for-your-testing-visit', back: testing, extra: testingExtra },
];

const DEFAULT_CTA = { text: 'Get Your Kit Today', path: '/#pricing' };

let member: { email: string; password: string };

test.beforeAll(async () => {
  member = await createMember();
});

test('every guide: one h1, back link, 3 related resources, call to action', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, member.email, member.password);
  for (const guide of guides) {
    await page.goto(`/resources/${guide.slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, guide.slug).toBeVisible();
    await expect(h1).toHaveCount(1);
    const title = (await h1.textContent())?.trim() ?? '';
    await expect(page).toHaveTitle(`${title} | Candor`);
    await expect(page.getByRole('article')).toHaveCount(1);

    const back = page.getByRole('navigation', { name: 'Article' }).getByRole('link');
    await expect(back, guide.slug).toHaveText(guide.back.text);
    await expect(back).toHaveAttribute('href', guide.back.path);

    await expect(page.getByText('Reviewed by certified healthcare professionals')).toBeVisible();

    const related = page.getByRole('region', { name: 'Related Resources' });
    const readMore = related.getByRole('link', { name: /^Read More/ });
    await expect(readMore, guide.slug).toHaveCount(3);
    for (const href of await readMore.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/resources\/[a-z0-9-]+$/);
      expect(href).not.toBe(`/resources/${guide.slug}`);
    }

    const cta = guide.cta ?? DEFAULT_CTA;
    await expect(page.getByRole('button', { name: cta.text, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore More Resources' })).toHaveAttribute('href', '/educational-resources');
    if (guide.extra) {
      await expect(page.getByRole('article').getByRole('link', { name: guide.extra.text, exact: true })).toHaveAttribute(
        'href',
        guide.extra.path,
      );
    }
  }
});

test('the default call to action goes home and scrolls to pricing', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/resources/sexual-anatomy-101');
  await page.getByRole('button', { name: 'Get Your Kit Today' }).click();
  await expect(page).toHaveURL('http://localhost:3000/#pricing');
  await expect(page.locator('#pricing')).toBeInViewport({ timeout: 15_000 });
});

test('a hub call to action, the back link and body links navigate in the app', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/resources/prep-guide');
  await page.getByRole('button', { name: 'Explore More Prevention Methods' }).click();
  await expect(page).toHaveURL('http://localhost:3000/resources/prevention-protection');
  await expect(page.getByRole('heading', { level: 1, name: 'Prevention & Protection' })).toBeVisible();

  await page.goto('/resources/prep-guide');
  // An internal link in the body is routed client-side: no full page load.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const internal = page.getByRole('article').locator('a[data-internal-link]').first();
  const href = await internal.getAttribute('href');
  await internal.click();
  await expect(page).toHaveURL(`http://localhost:3000${href}`);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await page.goto('/resources/educational-materials');
  const outside = page.getByRole('article').locator('a[target="_blank"]');
  await expect(outside.first()).toBeVisible();
  for (const rel of await outside.evaluateAll((links) => links.map((l) => l.getAttribute('rel')))) {
    expect(rel).toBe('noopener noreferrer');
  }
  await page.getByRole('navigation', { name: 'Article' }).getByRole('link', { name: 'Back to Myths vs Facts' }).click();
  await expect(page).toHaveURL('http://localhost:3000/resources/myths-vs-facts');
});

test('opening a guide counts a view', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  const counted = page.waitForRequest(
    (request) => request.url().endsWith('/rest/v1/rpc/increment_article_view') && request.method() === 'POST',
  );
  await page.goto('/resources/living-with-stis');
  const request = await counted;
  expect(request.postDataJSON()).toEqual({ article_slug: 'living-with-stis' });
});

test('opening one guide does not download the other guides', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_ORIGINS.library)) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/resources/prep-guide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunkOf = (slug: string) => new RegExp(`^/assets/${slug}-[A-Za-z0-9_-]{8}\\.js$`);
  expect(
    requested.some((path) => chunkOf('prep-guide').test(path)),
    'the prep-guide chunk is loaded',
  ).toBe(true);
  for (const other of guides.filter((g) => g.slug !== 'prep-guide')) {
    expect(
      requested.filter((path) => chunkOf(other.slug).test(path)),
      other.slug,
    ).toEqual([]);
  }
});

test('a guide has no serious accessibility issues', async ({ page }) => {
  await signInThroughUi(page, member.email, member.password);
  await page.goto('/resources/testing-schedule-best-practices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
