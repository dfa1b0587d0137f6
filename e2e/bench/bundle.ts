// Prints the bytes (gzip) each route downloads and the landing page's critical
// path, measured in Chromium against the production builds. Figures, not tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { appNames, appPorts, remoteNames } from '@app/shared/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.shared';
import { createMember } from '../tests/support/stack';
import { repoRoot, startComposedApp } from './composed-app';
import { isMain } from './lib/processes';
import { readCriticalPath } from './lib/critical-path';
import { markHeroVisible } from './lib/hero-mark';

interface Asset {
  url: string;
  gzip: number;
  startedAt: number;
}

async function visit(page: Page, path: string, ready: () => Promise<void>): Promise<{ assets: Asset[]; readyAt: number }> {
  const assets: Asset[] = [];
  const t0 = Date.now();
  const onResponse = async (res: import('@playwright/test').Response) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      assets.push({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length, startedAt: res.request().timing().startTime });
    } catch {
      // a response that went away (navigation): not part of this route
    }
  };
  page.on('response', onResponse);
  await page.goto(path);
  await ready();
  const readyAt = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { assets, readyAt };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function byOrigin(assets: Asset[]) {
  const out: Record<string, number> = {};
  for (const a of assets) {
    const origin = new URL(a.url).port;
    const name = appNames.find((app) => String(appPorts[app]) === origin) ?? origin;
    out[name] = (out[name] ?? 0) + a.gzip;
  }
  return Object.entries(out)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
}

/** Static view: each remote's entry and what each exposed module needs, from its manifest. */
function staticRows(): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const name of remoteNames) {
    const dist = path.join(repoRoot, name, 'dist');
    const entry = gzipSync(readFileSync(path.join(dist, 'remoteEntry.js')), { level: 9 }).length;
    rows.push([`${name}/remoteEntry.js`, kb(entry), 'the container the shell loads first']);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    for (const expose of manifest.exposes) {
      const files = [...expose.assets.js.sync, ...expose.assets.css.sync];
      const bytes = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
      rows.push([`${name} ${expose.path}`, kb(bytes), `${files.length} files loaded with it (before shared singletons)`]);
    }
  }
  return rows;
}

export interface BundleFigures {
  /** gzip bytes of the JS and CSS fetched before the landing hero renders. */
  criticalPathBytes: number;
  criticalPathFiles: number;
}

/** Measures and prints the table; answers the landing page's critical path for `pnpm bench`. */
export async function runBundleBench(): Promise<BundleFigures> {
  const figures: BundleFigures = { criticalPathBytes: 0, criticalPathFiles: 0 };
  const app = await startComposedApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const rows: [string, string, string][] = staticRows();

    // The landing page: what is fetched before the hero heading is on screen is its critical path.
    {
      const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
      const page = await context.newPage();
      await markHeroVisible(page);
      const { assets } = await visit(page, '/', async () => {
        await page.locator('h1').first().waitFor();
        // A pre-rendered hero is there at once: wait for the live page as well.
        await page.waitForFunction(() => performance.getEntriesByName('candor:content-ready').length > 0);
      });
      // Resource timings and the hero mark share the page's clock.
      const path = await readCriticalPath(page, '/');
      const onPath = new Set(path.critical.map((f) => f.url));
      const critical = assets.filter((a) => onPath.has(a.url));
      const criticalBytes = critical.reduce((n, a) => n + a.gzip, 0);
      const total = assets.reduce((n, a) => n + a.gzip, 0);
      figures.criticalPathBytes = criticalBytes;
      figures.criticalPathFiles = critical.length;
      rows.push([
        `/ critical path (${path.heroInHtml ? 'hero in the HTML: render-blocking CSS' : 'JS+CSS before the hero renders'})`,
        kb(criticalBytes),
        `${critical.length} files; ${byOrigin(critical)}`,
      ]);
      const live = new Set(path.beforeLive.map((f) => f.url));
      const beforeLive = assets.filter((a) => live.has(a.url));
      rows.push([
        '/ until the live page took over (JS+CSS)',
        kb(beforeLive.reduce((n, a) => n + a.gzip, 0)),
        `${beforeLive.length} files; ${byOrigin(beforeLive)}`,
      ]);
      const heavy = beforeLive.filter((a) => /supabase|\/schemas-|\/env-|chat-widget/.test(a.url));
      rows.push(['/ everything after idle (chat, supabase-js)', kb(total), `${assets.length} files; ${byOrigin(assets)}`]);
      if (heavy.length) rows.push(['  ! heavy files before the live page', String(heavy.length), heavy.map((a) => a.url).join(' ')]);
      await context.close();
    }

    const anonymous = ['/auth', '/privacy-policy', '/analytics', '/no-such-page'];
    for (const path of anonymous) {
      const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
      const page = await context.newPage();
      const { assets } = await visit(page, path, async () => {
        await page.locator('h1').first().waitFor();
      });
      rows.push([path, kb(assets.reduce((n, a) => n + a.gzip, 0)), `${assets.length} files; ${byOrigin(assets)}`]);
      await context.close();
    }

    // Members' routes: a confirmed member signs in once, then each route is opened fresh.
    const member = await createMember();
    const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
    const page = await context.newPage();
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('http://localhost:3000/');
    for (const path of [
      '/educational-resources',
      '/resources/prevention-protection',
      '/resources/prep-guide',
      '/resources/psychology-of-stigma',
      '/search?q=testing',
    ]) {
      const fresh = await context.newPage();
      const { assets } = await visit(fresh, path, async () => {
        await fresh.locator('h1').first().waitFor();
      });
      rows.push([`${path} (member)`, kb(assets.reduce((n, a) => n + a.gzip, 0)), `${assets.length} files; ${byOrigin(assets)}`]);
      await fresh.close();
    }
    await context.close();

    const width = Math.max(...rows.map((r) => r[0].length));
    console.log('\nBytes downloaded per route (JS + CSS, gzip -9 of each file), production build, Chromium\n');
    console.log(`${'route'.padEnd(width)}  ${'bytes'.padStart(9)}  detail`);
    for (const [route, bytes, detail] of rows) console.log(`${route.padEnd(width)}  ${bytes.padStart(9)}  ${detail}`);
    console.log('\nBudget (docs/architecture.md#budgets): the critical path of / at most 150 KB.');
  } finally {
    await browser.close();
    await app.stop();
  }
  return figures;
}

if (isMain(import.meta.url)) await runBundleBench();
