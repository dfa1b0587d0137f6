import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { createMember, serviceSelect } from './support/stack';

const ANCHORS = [
  ['How It Works', 'how-it-works'],
  ['Features', 'features'],
  ['Pricing', 'pricing'],
  ['Education', 'education'],
  ['FAQ', 'faq'],
] as const;

const ALLOWED_ORIGINS = new Set([
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://127.0.0.1:54321',
]);

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
  // The server's pre-rendered page is there at once; its buttons work once the live page has
  // taken its place (the shell marks that moment).
  await page.waitForFunction(() => performance.getEntriesByName('candor:content-ready').length > 0);
  // The session answer has come in once the header shows its buttons.
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: 'Join Waitlist' })
      .or(page.getByRole('banner').getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}

/** True when the element's top edge sits just below the sticky header, inside the viewport. */
async function expectScrolledTo(page: Page, id: string) {
  const section = page.locator(`section#${id}`);
  await expect(section).toBeInViewport();
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { message: `#${id} at the top, below the header` })
    .toBeGreaterThanOrEqual(60);
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? 999)).toBeLessThanOrEqual(70);
}

async function waitlistSources(): Promise<string[]> {
  const rows = await serviceSelect<{ metadata: { source?: string } | null }>(
    'analytics_events',
    'select=metadata&event_type=eq.waitlist_join',
  );
  return rows.map((r) => r.metadata?.source ?? '(none)');
}

test.describe('landing page on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every section with its key texts, in SPEC order', async ({ page }) => {
    await openLanding(page);
    const keyTexts = [
      page.getByRole('banner').getByRole('link', { name: /Candor/ }),
      page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' }),
      page.getByRole('heading', { level: 2, name: "Getting tested shouldn't be this hard" }),
      page.locator('#how-it-works').getByRole('heading', { name: 'Order the kit' }),
      page.locator('#how-it-works').getByRole('heading', { name: 'Test in 15 minutes' }),
      page.locator('#how-it-works').getByRole('heading', { name: 'Get care and support' }),
      page.locator('#features').getByRole('heading', { name: '6 conditions, one test' }),
      page.locator('#features').getByText('7 days a week', { exact: true }),
      page.locator('#pricing').getByText('Save $30 on your first test'),
      page.locator('#education').getByRole('link', { name: 'Sexual Health Basics' }),
      page.getByRole('heading', { level: 2, name: 'Join 10,000+ people on the waitlist' }),
      page.locator('#faq').getByRole('heading', { name: 'How accurate is the test?' }),
      page.getByRole('contentinfo').getByPlaceholder('Enter your email'),
    ];
    // In document order, and never higher on the page than the one before (steps sit side by side).
    let previous: Awaited<ReturnType<(typeof keyTexts)[number]['elementHandle']>> | null = null;
    let previousTop = -1;
    for (const locator of keyTexts) {
      await expect(locator).toHaveCount(1);
      const handle = await locator.elementHandle();
      const top = await handle!.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top, String(locator)).toBeGreaterThanOrEqual(previousTop);
      if (previous) {
        const follows = await previous.evaluate(
          (prev, next) => Boolean(prev.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING),
          handle!,
        );
        expect(follows, `${String(locator)} comes after the previous key text`).toBe(true);
      }
      previous = handle;
      previousTop = top;
    }

    const main = page.getByRole('main');
    for (const claim of [
      'Gonorrhea, Chlamydia, Mycoplasma, Trichomonas, Bacterial vaginosis (BV), Yeast infection',
      'urine sample and a cartridge',
      'with licensed providers, 7 days a week',
      'same-day options',
      'Discreet packaging',
      'Partner notification',
      'HIPAA-compliant',
      'Educational resource library',
      'FDA approval pending',
      'Q4 2025',
      'For adults 18 and over.',
    ]) {
      await expect(main).toContainText(claim);
    }
    await expect(page.locator('#pricing s')).toHaveText('Regular price $129');
    await expect(page.locator('#pricing')).toContainText('$99');
    for (const soon of ['Subscription plans', 'Bulk testing', 'Monthly plans', 'Couple testing', 'Group discounts']) {
      await expect(page.locator('#pricing').getByText(soon, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#education').getByText('Expert Reviewed')).toHaveCount(6);
    await expect(page.locator('#faq details')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'support@candor.example' })).toHaveAttribute('href', 'mailto:support@candor.example');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText(['Privacy Policy', 'Terms of Service', 'Medical Disclaimer']);
  });

  test('each header link scrolls its section into view, below the sticky header', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of ANCHORS) {
      await nav.getByRole('link', { name: label }).click();
      await expectScrolledTo(page, id);
      await expect(page).toHaveURL(`http://localhost:3000/#${id}`);
    }
  });

  test('arriving at /#pricing (a guide\u2019s call to action) lands on the pricing section', async ({ page }) => {
    await openLanding(page, '/#pricing');
    await expectScrolledTo(page, 'pricing');
  });

  test('the header is solid at the top and translucent once scrolled past 20 px', async ({ page }) => {
    await openLanding(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-translucent', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-translucent', 'true');
    const style = await header.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, blur: s.backdropFilter };
    });
    expect(style.blur).toContain('blur');
    expect(style.background).not.toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-translucent', 'false');
  });

  test('FAQ: one answer open at a time, operable with the keyboard', async ({ page }) => {
    await openLanding(page);
    // Native disclosures: <details name="faq">, the question a heading inside its <summary>.
    const faq = page.locator('#faq');
    const accuracy = faq.locator('details').filter({ hasText: 'How accurate is the test?' });
    const privacy = faq.locator('details').filter({ hasText: 'Is my information kept private?' });
    const isOpen = (details: typeof accuracy) => details.evaluate((el) => (el as HTMLDetailsElement).open);
    await accuracy.locator('summary').click();
    expect(await isOpen(accuracy)).toBe(true);
    for (const figure of ['Trichomonas: 100%', 'Yeast: 98.4%', 'BV: 98.46%', 'Gonorrhea: 93%', 'Mycoplasma: 90%', 'Chlamydia: 87%']) {
      await expect(accuracy.getByText(figure, { exact: true })).toBeVisible();
    }
    await privacy.locator('summary').click();
    await expect.poll(() => isOpen(privacy)).toBe(true);
    await expect.poll(() => isOpen(accuracy)).toBe(false);
    await privacy.locator('summary').click();
    await expect.poll(() => isOpen(privacy)).toBe(false);

    await accuracy.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(accuracy)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(privacy.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(privacy)).toBe(true);
    await expect.poll(() => isOpen(accuracy)).toBe(false);
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

  test('every waitlist button goes to /auth and records waitlist_join with its source only', async ({ page }) => {
    const buttons = [
      ['header', () => page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' })],
      ['hero', () => page.getByRole('link', { name: 'Join the Waitlist' })],
      ['pricing', () => page.getByRole('link', { name: 'Reserve Your Spot' })],
      ['footer', () => page.getByRole('contentinfo').getByRole('link', { name: 'Join Waitlist' })],
    ] as const;
    for (const [source, find] of buttons) {
      const before = (await waitlistSources()).filter((s) => s === source).length;
      await openLanding(page);
      await find().click();
      await expect(page).toHaveURL('http://localhost:3000/auth');
      await expect.poll(async () => (await waitlistSources()).filter((s) => s === source).length, { message: source }).toBe(before + 1);
    }
    const rows = await serviceSelect<{ metadata: Record<string, unknown> }>(
      'analytics_events',
      'select=metadata&event_type=eq.waitlist_join',
    );
    for (const row of rows) expect(Object.keys(row.metadata)).toEqual(['source']);
  });

  test('anonymous: education cards and their button lead to /auth', async ({ page }) => {
    await openLanding(page);
    const education = page.locator('#education');
    await expect(education.getByRole('link', { name: 'Sign Up to Explore Resources' })).toBeVisible();
    await expect(education.getByRole('link', { name: 'Explore All Resources' })).toHaveCount(0);
    await education.getByRole('link', { name: 'Understanding STIs' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth');
    await openLanding(page);
    await page.locator('#education').getByRole('link', { name: 'Sign Up to Explore Resources' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth');
  });

  test('signed in: the header shows the e-mail and Sign Out; cards open the topic hubs', async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: member.email })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const education = page.locator('#education');
    await expect(education.getByRole('link', { name: 'Sign Up to Explore Resources' })).toHaveCount(0);
    await expect(education.getByRole('link', { name: 'Explore All Resources' })).toHaveAttribute('href', '/educational-resources');
    await education.getByRole('link', { name: 'Understanding STIs' }).click();
    await expect(page).toHaveURL('http://localhost:3000/resources/understanding-stis');

    await page.goto('/');
    await page.locator('#education').getByRole('link', { name: 'Explore All Resources' }).click();
    await expect(page).toHaveURL('http://localhost:3000/educational-resources');

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#education').getByRole('link', { name: 'Understanding STIs' })).toHaveAttribute('href', '/auth');
  });

  test('no serious or critical accessibility violations, with an FAQ answer open', async ({ page }) => {
    await openLanding(page);
    await page.locator('#faq').getByRole('heading', { name: 'How accurate is the test?' }).click();
    await expectNoSeriousA11yIssues(page);
  });

  test('nothing shifts while the page loads (CLS at most 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openLanding(page);
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  test('a full visit talks only to the app\u2019s own origins', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    await openLanding(page);
    for (const [label, id] of ANCHORS) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expectScrolledTo(page, id);
    }
    await page.locator('#faq').getByRole('heading', { name: 'Is the kit FDA approved?' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Medical Disclaimer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Disclaimer' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('link', { name: 'Join the Waitlist' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth');
    await page.waitForLoadState('networkidle');
    expect([...origins].filter((o) => !ALLOWED_ORIGINS.has(o))).toEqual([]);
  });

  test('the server sends / with the page already in it; other routes get the plain shell', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('<div id="root"><div data-app="marketing">');
    expect(home).toContain('Private sexual health testing, right at home');
    expect(home).toContain('id="pricing"');
    // Only the shell's inline scripts in <head>: the early page view (docs/analytics.md), the early
    // waitlist note and the members' preload (the CSP names them by hash, security.spec.ts). The
    // fragment adds none, and every other script of the shell is a file.
    const inline = [...home.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(3);
    expect(inline[0]![1]).toContain('__candorEarlyPageView');
    for (const script of inline) expect(home.indexOf(script[0])).toBeLessThan(home.indexOf('</head>'));
    // Styled from the first paint: the stylesheet is linked in <head>, not added by script.
    expect(home).toMatch(/<head>[\s\S]*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[\s\S]*<\/head>/);
    for (const other of ['/auth', '/privacy-policy', '/no-such-page']) {
      expect(await (await request.get(other)).text()).toContain('<div id="root"></div>');
    }
  });

  test('the shell hydrates the pre-rendered page: one copy, no spinner, no console error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { __spinners: number }).__spinners = 0;
      new MutationObserver(() => {
        const spinner = Array.from(document.querySelectorAll('[role="status"]')).some((e) => e.textContent?.includes('Loading'));
        if (spinner) (window as unknown as { __spinners: number }).__spinners += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await openLanding(page);
    await page.waitForFunction(() => performance.getEntriesByName('candor:content-ready').length > 0);
    await expect(page.locator('[data-app="marketing"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The FAQ's disclosures and the shell's chat launcher, once each.
    await expect(page.locator('#faq details')).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Live Chat' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /chat/i }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spinners: number }).__spinners)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('without JavaScript the page still reads, and its links still lead somewhere', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: 'http://localhost:3000',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Private sexual health testing, right at home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    // FAQ answers are native disclosures in the HTML.
    const fda = page.locator('#faq details').filter({ hasText: 'Is the kit FDA approved?' });
    await expect(fda.getByText('launch expected in Q4 2025')).toBeHidden();
    await fda.getByRole('heading', { name: 'Is the kit FDA approved?' }).click();
    await expect(fda.getByText('launch expected in Q4 2025')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('section#pricing')).toBeInViewport();
    await context.close();
  });

  test('robots.txt and sitemap.xml describe the public routes', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(['/', '/auth', '/medical-disclaimer', '/privacy-policy', '/terms-of-service']);
    const og = await request.get('/og-image.svg');
    expect(og.ok()).toBe(true);
    expect(await og.text()).toContain('<svg');
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu button before the live page is there opens the menu once it is', async ({ page }) => {
    // A slow network for the marketing remote's code: the pre-rendered page is all there is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://localhost:3001/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => performance.getEntriesByName('candor:content-ready').length)).toBe(0);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How It Works' })).toBeVisible();
  });

  test('the menu opens from the right, and choosing a link closes it and scrolls to the section', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    for (const [label, id] of [ANCHORS[2], ANCHORS[4], ANCHORS[0]]) {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      const box = await sheet.boundingBox();
      expect(Math.round(box!.x + box!.width)).toBe(390);
      await sheet.getByRole('link', { name: label }).click();
      await expect(sheet).toBeHidden();
      await expectScrolledTo(page, id);
      await expect(page).toHaveURL(`http://localhost:3000/#${id}`);
    }
  });

  test('the menu offers Sign In and Join Waitlist to visitors, and Join Waitlist goes to /auth', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    const before = (await waitlistSources()).filter((s) => s === 'mobile-menu').length;
    await sheet.getByRole('link', { name: 'Join Waitlist' }).click();
    await expect(page).toHaveURL('http://localhost:3000/auth');
    await expect.poll(async () => (await waitlistSources()).filter((s) => s === 'mobile-menu').length).toBe(before + 1);
  });

  test('signed in, Sign Out in the menu signs out and closes the menu', async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('button', { name: member.email })).toBeVisible();
    await sheet.getByRole('button', { name: 'Sign Out' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('no serious or critical accessibility violations with the menu open', async ({ page }) => {
    await openLanding(page);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});
