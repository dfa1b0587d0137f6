// Lighthouse (mobile, simulated throttling) on the members' pages, signed in: a member signs in
// through /auth in one Chromium profile, and Lighthouse then measures each page in that same
// browser with its storage kept (the session lives in localStorage, where supabase-js put it;
// Lighthouse's own reset would sign the member out). Two cases per page:
//   warm  the HTTP cache as a returning member has it (each page was opened once before)
//   cold  the HTTP cache cleared before every run, as on a member's first visit
// Prints figures; asserts nothing. Serves the production build in */dist, as bench:landing does
// (build first: `pnpm build`).
//
//   pnpm bench:members                      3 runs per page
//   LIGHTHOUSE_RUNS=1 pnpm bench:members    1 run per page
//   MEMBERS_LHR_DIR=/tmp/lhr pnpm bench:members  also writes each page's last report (JSON)
//   MEMBERS_PAGES=guide pnpm bench:members  only the pages whose name contains one of the words
//   MEMBERS_CACHE=cold pnpm bench:members   only one of the two cases
//   MEMBERS_LCP_CHAIN=1 pnpm bench:members  also prints, for each page's last run, the chain of
//                                           requests and tasks Lighthouse's simulated LCP ends on
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { loadStackConfig } from '@app/supabase-local';
import { startComposedApp } from './composed-app';
import { simulatedLcpChain } from './lib/lcp-chain';
import { startDebuggingChromium, middleRun } from './lib/lighthouse-chromium';
import { isMain } from './lib/processes';
import { createConfirmedUser } from './lib/supabase-http';
import type { BudgetRow, Outcome } from './lib/budgets';
import { formatTable } from './lib/table';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SITE = 'http://localhost:3000';
const API_URL = 'http://127.0.0.1:54321';
/** supabase-js's storage key for API_URL (`sb-<first label of the host>-auth-token`). */
const STORAGE_KEY = 'sb-127-auth-token';

export const MEMBER_PAGES = [
  { name: 'a guide', path: '/resources/prep-guide' },
  { name: 'Education Center', path: '/educational-resources' },
  { name: 'search', path: '/search?q=chlamydia' },
] as const;

export const MEMBER_BUDGETS = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.02 } as const;

export type CacheState = 'warm' | 'cold';

export interface MemberPageFigures {
  name: string;
  path: string;
  cache: CacheState;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

export interface MembersFigures {
  pages: MemberPageFigures[];
  runs: number;
}

/** Measures the three pages signed in and answers the medians (printed by `printMembersFigures`). */
export async function runMembersBench(lighthouseRuns = RUNS): Promise<MembersFigures> {
  const app = await startComposedApp();
  const chrome = await startDebuggingChromium(9800, 150, 'candor-members-');
  const reportDir = process.env.MEMBERS_LHR_DIR;
  try {
    const config = loadStackConfig({ env: process.env });
    const email = `bench-member-${Date.now().toString(36)}@example.com`;
    const password = 'bench-members-42';
    await createConfirmedUser({ url: API_URL, anonKey: config.anonKey, serviceRoleKey: config.serviceRoleKey }, email, password);

    // Sign in as a person would, in the profile Lighthouse will use.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${SITE}/auth`);
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${SITE}/`, { timeout: 30_000 });
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, STORAGE_KEY);
    // Each page must be the member's page itself, not the 404 page or /auth.
    for (const target of MEMBER_PAGES) {
      await page.goto(`${SITE}${target.path}`);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      const title = await page.title();
      if (page.url() !== `${SITE}${target.path}` || title.startsWith('Page not found')) {
        throw new Error(`${target.path} showed '${title}' at ${page.url()}, not the member's page`);
      }
    }
    await page.goto(`${SITE}/`);
    const cdp = await context.newCDPSession(page);

    const pages: MemberPageFigures[] = [];
    const only = process.env.MEMBERS_PAGES?.split(',').filter(Boolean);
    const targets = MEMBER_PAGES.filter((p) => !only || only.some((word) => p.name.includes(word)));
    // Warm first: the pages were each opened once above.
    const caches = (['warm', 'cold'] as const).filter((c) => !process.env.MEMBERS_CACHE || process.env.MEMBERS_CACHE === c);
    for (const cache of caches)
      for (const target of targets) {
        const runs: Omit<MemberPageFigures, 'name' | 'path' | 'cache'>[] = [];
        for (let i = 0; i < lighthouseRuns; i += 1) {
          if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(`${SITE}${target.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          });
          const lhr = result!.lhr;
          if (lhr.finalDisplayedUrl !== `${SITE}${target.path}`) {
            throw new Error(`${target.path} ended on ${lhr.finalDisplayedUrl}: the member is not signed in`);
          }
          runs.push({
            performance: lhr.categories.performance!.score ?? 0,
            lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
            tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
            fcpMs: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
          });
          if (process.env.MEMBERS_LCP_CHAIN && i === lighthouseRuns - 1) {
            const { lcpMs, chain } = await simulatedLcpChain(result!.artifacts as unknown as Record<string, unknown>, lhr.configSettings);
            console.log(`\n${target.path}, ${cache} cache: simulated LCP ${Math.round(lcpMs)} ms, ends on (start-end ms):`);
            for (const step of chain)
              console.log(`  ${String(Math.round(step.start)).padStart(5)}-${String(Math.round(step.end)).padEnd(5)} ${step.what}`);
          }
          if (reportDir && i === lighthouseRuns - 1) {
            mkdirSync(reportDir, { recursive: true });
            writeFileSync(path.join(reportDir, `${cache}${target.path.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
          }
        }
        const m = (k: keyof (typeof runs)[number]) => middleRun(runs.map((r) => r[k]));
        pages.push({
          ...target,
          cache,
          performance: m('performance'),
          lcpMs: m('lcpMs'),
          tbtMs: m('tbtMs'),
          cls: m('cls'),
          fcpMs: m('fcpMs'),
        });
      }
    await browser.close().catch(() => undefined);
    return { pages, runs: lighthouseRuns };
  } finally {
    chrome.stop();
    await app.stop();
  }
}

export function printMembersFigures(figures: MembersFigures): void {
  const b = MEMBER_BUDGETS;
  console.log(`\nMembers' pages signed in, production build, Debian Chromium, Lighthouse mobile (median of ${figures.runs})\n`);
  console.log(
    formatTable(
      ['page', 'HTTP cache', 'performance', 'LCP', 'TBT', 'CLS', 'FCP'],
      [
        ...figures.pages.map((p) => [
          `${p.name} (${p.path})`,
          p.cache,
          p.performance.toFixed(2),
          `${(p.lcpMs / 1000).toFixed(2)} s`,
          `${Math.round(p.tbtMs)} ms`,
          p.cls.toFixed(3),
          `${(p.fcpMs / 1000).toFixed(2)} s`,
        ]),
        ['budget', '', `>= ${b.performance.toFixed(2)}`, `<= ${(b.lcpMs / 1000).toFixed(1)} s`, `<= ${b.tbtMs} ms`, `<= ${b.cls}`, ''],
      ],
      { left: [1] },
    ),
  );
}

/** Rows for `pnpm bench`'s table (e2e/bench/all.ts): each page's figures against its budget. */
export function membersBudgetRows(outcome: Outcome<MembersFigures>): BudgetRow[] {
  const b = MEMBER_BUDGETS;
  if (!outcome.ok) {
    return [
      {
        figure: "members' pages (Lighthouse mobile, signed in)",
        measured: `members failed: ${outcome.error.split('\n')[0]!.slice(0, 100)}`,
        budget: '',
        verdict: 'not measured',
      },
    ];
  }
  const verdict = (ok: boolean): BudgetRow['verdict'] => (ok ? 'met' : 'not met');
  return outcome.figures.pages.flatMap((p) => {
    const what = `${p.name}, signed in, ${p.cache} cache (median of ${outcome.figures.runs})`;
    return [
      {
        figure: `Lighthouse performance, ${what}`,
        measured: p.performance.toFixed(2),
        budget: `>= ${b.performance.toFixed(2)}`,
        verdict: verdict(p.performance >= b.performance),
      },
      {
        figure: `Lighthouse LCP, ${what}`,
        measured: `${(p.lcpMs / 1000).toFixed(2)} s`,
        budget: `<= ${(b.lcpMs / 1000).toFixed(1)} s`,
        verdict: verdict(p.lcpMs <= b.lcpMs),
      },
      {
        figure: `Lighthouse TBT, ${what}`,
        measured: `${Math.round(p.tbtMs)} ms`,
        budget: `<= ${b.tbtMs} ms`,
        verdict: verdict(p.tbtMs <= b.tbtMs),
      },
      { figure: `Lighthouse CLS, ${what}`, measured: p.cls.toFixed(3), budget: `<= ${b.cls}`, verdict: verdict(p.cls <= b.cls) },
    ];
  });
}

if (isMain(import.meta.url)) {
  printMembersFigures(await runMembersBench());
  // Playwright's CDP connection and Lighthouse may keep handles open: the figures are out.
  process.exit(0);
}
