import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { appNames } from '@app/shared/contracts';
import { guideSlugs, topicIds } from './support/routes';
import { expect, REMOTE_ORIGINS, signInThroughUi, test } from './support/fixtures';
import { API_URL, createMember } from './support/stack';

const SHELL = 'http://localhost:3000';
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Records every Content-Security-Policy violation of a page, in two ways: the
 * DOM's securitypolicyviolation event (exact directive and URL, kept across
 * navigations through an exposed function) and Chromium's console line.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__candorReportCsp', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __candorReportCsp: (line: string) => void }).__candorReportCsp;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to|Content Security Policy|Permissions-Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

/** Navigates client-side, the way a visitor moves around after the first load. */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(res: APIResponse, where: string) {
  const h = res.headers();
  expect(h['content-security-policy'], `${where}: CSP`).toBeTruthy();
  expect(h['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(h['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  return h;
}

const ownOrigins = [SHELL, ...Object.values(REMOTE_ORIGINS)];

/** The CSP hashes of a page's inline scripts (`<script>` without src), as browsers compute them. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);

test.describe('security headers of the production servers', () => {
  test('every response carries the CSP and the other headers, with the cache rules of a deployment', async ({ request }) => {
    const shellPage = await request.get(`${SHELL}/educational-resources`);
    const h = expectSecurityHeaders(shellPage, 'shell page');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['cache-control']).toBe('no-cache');

    const csp = directives(h['content-security-policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The shell's inline scripts (its early page view, docs/analytics.md; the early waitlist note; the members' preload) by the hash of the built page's text.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...ownOrigins,
      ...inlineScriptHashes(readFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8')),
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...ownOrigins, API_URL]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...ownOrigins]);
    expect(csp.get('font-src')).toEqual(["'self'", ...ownOrigins]);
    // Scripts never get inline or eval; only styles do (run-time <style> of Radix's scroll lock).
    expect(csp.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
    expect(csp.get('style-src')).toEqual(["'self'", ...ownOrigins, "'unsafe-inline'"]);

    // Errors carry them too.
    expectSecurityHeaders(await request.get(`${SHELL}/assets/no-such-file.js`), 'shell 404');
    expectSecurityHeaders(await request.fetch(`${SHELL}/`, { method: 'POST' }), 'shell 405');

    for (const [name, origin] of Object.entries(REMOTE_ORIGINS)) {
      const entry = await request.get(`${origin}/remoteEntry.js`);
      const eh = expectSecurityHeaders(entry, `${name} remoteEntry.js`);
      expect(eh['cache-control'], `${name} remoteEntry.js`).toBe('no-cache');
      expect(eh['cross-origin-resource-policy'], `${name}: loaded by the shell's origin`).toBe('cross-origin');
      expect(eh['access-control-allow-origin']).toBe('*');
      const manifest = await request.get(`${origin}/mf-manifest.json`);
      expect(manifest.headers()['cache-control'], `${name} mf-manifest.json`).toBe('no-cache');
      const firstAsset =
        /\.\/(assets\/[^"]+\.js)/.exec(await entry.text())?.[1] ?? /"(assets\/[^"]+\.js)"/.exec(await manifest.text())?.[1];
      expect(firstAsset, `${name}: an asset named by its entry`).toBeTruthy();
      const asset = await request.get(`${origin}/${firstAsset}`);
      const ah = expectSecurityHeaders(asset, `${name} ${firstAsset}`);
      expect(ah['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(ah['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  test('no built index.html holds an inline script the CSP does not name by hash, or an inline event handler', async ({ request }) => {
    for (const app of appNames) {
      const html = readFileSync(path.join(repoRoot, app, 'dist', 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.filter((tag) => /\bsrc=/.test(tag)).length, `${app}: loads its entry`).toBeGreaterThan(0);
      // Only the shell has any: its early page view (docs/analytics.md), its early waitlist note and its members' preload, which the shell's CSP names.
      const inline = inlineScriptHashes(html);
      expect(inline.length, `${app}: inline <script>`).toBe(app === 'shell' ? 3 : 0);
      if (app === 'shell') {
        const csp = directives((await request.get(`${SHELL}/`)).headers()['content-security-policy'] ?? '');
        for (const hash of inline) expect(csp.get('script-src'), 'the inline script allowed by its hash').toContain(hash);
      }
      expect(html, `${app}: inline handlers`).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

test.describe('the CSP breaks nothing', () => {
  test('an anonymous visit of the whole route table, the chat and the 404 page', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The phone menu is a Radix dialog: its scroll lock is a run-time <style> (needs style-src 'unsafe-inline').
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Live Chat' }).first().click();
    const chat = page.getByRole('dialog', { name: 'Candor Guide' });
    await expect(chat).toBeVisible();
    await chat.getByLabel('Your message').fill('How private is the kit?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByRole('log', { name: 'Conversation' }).locator('[data-role="agent"]')).toHaveCount(2, { timeout: 15_000 });

    for (const [route, title] of [
      ['/medical-disclaimer', 'Medical Disclaimer'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/analytics', 'Analytics Dashboard'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    for (const route of ['/educational-resources', `/resources/${topicIds[0]}`, `/resources/${guideSlugs[0]}`, '/search?q=herpes']) {
      await page.goto(route);
      await expect(page, `${route} sends an anonymous visitor to /auth`).toHaveURL(`${SHELL}/auth`);
    }
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a member visits every route, searches, chats and opens the member menu', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchCsp(page);
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);

    const routes = [
      '/',
      '/educational-resources',
      ...topicIds.map((t) => `/resources/${t}`),
      ...guideSlugs.map((g) => `/resources/${g}`),
      '/search',
      '/medical-disclaimer',
      '/privacy-policy',
      '/terms-of-service',
      '/analytics',
    ];
    // Half by full load, half client-side: both paths load remotes under the CSP.
    for (const [i, route] of routes.entries()) {
      if (i % 2 === 0) await page.goto(route);
      else await clientNavigate(page, route);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: 'You must be an admin to view analytics.' })).toBeVisible();

    // Search: typed, debounced, answered by the RPC.
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('herpes');
    await expect(page.getByText(/^Showing \d+ results?$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    // Chat as a member: the reply comes from the edge function and is saved.
    await page.goto('/');
    await page.getByRole('button', { name: 'Live Chat' }).first().click();
    const chat = page.getByRole('dialog', { name: 'Candor Guide' });
    await chat.getByLabel('Your message').fill('When should I test after exposure?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByRole('log', { name: 'Conversation' }).locator('[data-role="agent"]')).toHaveCount(2, { timeout: 15_000 });
    await page.keyboard.press('Escape');

    // Radix menus and dialogs lock scrolling with a run-time <style>: the CSP must allow it.
    await page.goto('/analytics');
    const memberButton = page.getByRole('banner').getByRole('button', { name: member.email });
    await memberButton.click();
    await page.getByRole('menuitem', { name: 'Delete my chat history' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your chat history?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    expect(violations).toEqual([]);
  });
});
