// Lighthouse (mobile, simulated throttling) on the production landing page, plus the
// bytes on its critical path and in its first 5 seconds. Prints figures; asserts nothing.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.shared';
import { startComposedApp } from './composed-app';
import { startDebuggingChromium, middleRun } from './lib/lighthouse-chromium';
import { isMain } from './lib/processes';
import { readCriticalPath, type TimedFile } from './lib/critical-path';
import { markHeroVisible } from './lib/hero-mark';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const URL_UNDER_TEST = 'http://localhost:3000/';

/** Bytes actually transferred (gzip on the wire): the hero's critical path, until the live page, in the first 5 s. */
async function transferFigures() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage();
  await markHeroVisible(page);
  await page.goto(URL_UNDER_TEST);
  await page.waitForTimeout(5000);
  const path = await readCriticalPath(page, URL_UNDER_TEST);
  const firstFiveSeconds = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming;
    return entries.filter((e) => e.responseEnd <= 5000).reduce((n, e) => n + e.transferSize, 0) + (nav?.transferSize ?? 0);
  });
  await browser.close();
  const sum = (files: TimedFile[]) => files.reduce((n, f) => n + f.transferSize, 0);
  return {
    heroInHtml: path.heroInHtml,
    criticalBytes: sum(path.critical),
    criticalFiles: path.critical.length,
    beforeLiveBytes: sum(path.beforeLive),
    beforeLiveFiles: path.beforeLive.length,
    firstFiveSeconds,
    // Stricter than the hero's path: none of these may load before the live page either.
    heavy: path.beforeLive.map((f) => f.url).filter((url) => /supabase|\/schemas-|\/env-|chat-widget/.test(url)),
  };
}

export interface LandingFigures {
  /** gzip bytes on the wire before the hero shows. */
  criticalPathBytes: number;
  criticalPathFiles: number;
  /** Medians over the Lighthouse runs. */
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  runs: number;
}

/** Measures and prints the table; answers the medians for `pnpm bench`. */
export async function runLandingBench(lighthouseRuns = RUNS): Promise<LandingFigures> {
  let figures: LandingFigures | undefined; // set once every run finished
  const app = await startComposedApp();
  try {
    const t = await transferFigures();
    const chrome = await startDebuggingChromium(9300, 500, 'candor-lh-');
    const runs: { perf: number; a11y: number; seo: number; bp: number; lcp: number; tbt: number; cls: number; fcp: number }[] = [];
    try {
      for (let i = 0; i < lighthouseRuns; i += 1) {
        const result = await lighthouse(URL_UNDER_TEST, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        const lhr = result!.lhr;
        runs.push({
          perf: lhr.categories.performance!.score ?? 0,
          a11y: lhr.categories.accessibility!.score ?? 0,
          seo: lhr.categories.seo!.score ?? 0,
          bp: lhr.categories['best-practices']!.score ?? 0,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
          fcp: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
        });
        if (i === lighthouseRuns - 1) {
          const failing = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
            .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
          if (failing.length) console.log(`Audits below 0.9 in the last run: ${failing.join(', ')}`);
        }
      }
    } finally {
      chrome.stop();
    }
    const m = (k: keyof (typeof runs)[number]) => middleRun(runs.map((r) => r[k]));
    const rows: [string, string, string][] = [
      [
        `critical path of / (gzip on the wire; hero ${t.heroInHtml ? 'in the HTML: render-blocking CSS' : 'from script: JS+CSS before it'})`,
        `${(t.criticalBytes / 1024).toFixed(1)} KB (${t.criticalFiles} files)`,
        '≤ 150 KB',
      ],
      ['JS+CSS until the live page took over', `${(t.beforeLiveBytes / 1024).toFixed(1)} KB (${t.beforeLiveFiles} files)`, ''],
      ['bytes transferred in the first 5 s', `${(t.firstFiveSeconds / 1024).toFixed(1)} KB`, ''],
      [`Lighthouse performance (median of ${lighthouseRuns}, mobile)`, m('perf').toFixed(2), '≥ 0.95'],
      ['LCP', `${(m('lcp') / 1000).toFixed(2)} s`, '≤ 2.0 s'],
      ['TBT', `${Math.round(m('tbt'))} ms`, ''],
      ['CLS', m('cls').toFixed(3), '≤ 0.02'],
      ['FCP', `${(m('fcp') / 1000).toFixed(2)} s`, ''],
      ['accessibility', m('a11y').toFixed(2), '1.00'],
      ['SEO', m('seo').toFixed(2), '≥ 0.95'],
      ['best practices', m('bp').toFixed(2), ''],
    ];
    figures = {
      criticalPathBytes: t.criticalBytes,
      criticalPathFiles: t.criticalFiles,
      performance: m('perf'),
      lcpMs: m('lcp'),
      cls: m('cls'),
      accessibility: m('a11y'),
      seo: m('seo'),
      runs: lighthouseRuns,
    };
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log('\nLanding page (/), production build, Debian Chromium\n');
    for (const [what, value, budget] of rows) console.log(`${what.padEnd(width)}  ${value.padStart(18)}  ${budget}`);
    if (t.heavy.length) console.log(`\n! loaded before the live page but should wait: ${t.heavy.join(', ')}`);
  } finally {
    await app.stop();
  }
  return figures!;
}

if (isMain(import.meta.url)) await runLandingBench();
