// The one table of `pnpm bench`: each figure measured against its budget (docs/architecture.md#budgets).
// Pure: takes what the benchmarks answered (or why one could not run) and makes rows.
import type { BundleFigures } from '../bundle';
import type { ChatFigures } from '../chat';
import type { LandingFigures } from '../landing';
import type { LoadFigures } from '../load';
import type { SearchFigures } from '../search';
import { rate } from './eval-output';

export type Outcome<T> = { ok: true; figures: T } | { ok: false; error: string };

export interface BenchResults {
  bundle: Outcome<BundleFigures>;
  landing: Outcome<LandingFigures>;
  search: Outcome<SearchFigures>;
  chat: Outcome<ChatFigures>;
  load: Outcome<LoadFigures>;
}

export type Verdict = 'met' | 'not met' | 'not measured' | '';

export interface BudgetRow {
  figure: string;
  measured: string;
  budget: string;
  verdict: Verdict;
}

export const BUDGETS = {
  criticalPathKb: 150,
  performance: 0.95,
  lcpSeconds: 2.0,
  cls: 0.02,
  accessibility: 1,
  seo: 0.95,
  searchP95Ms: 15,
  searchArticles: 10_000,
  searchRatio: 2,
  chatP95Ms: 150,
  chatPassRate: 0.95,
  emergencyRate: 1,
  loadMembers: 50,
  loadSeconds: 60,
} as const;

const verdict = (ok: boolean): Verdict => (ok ? 'met' : 'not met');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function failed(what: string, outcome: { ok: false; error: string }, budgets: [string, string][]): BudgetRow[] {
  const reason = `${what} failed: ${outcome.error.split('\n')[0]!.slice(0, 100)}`;
  return budgets.map(([figure, budget], i) => ({ figure, measured: i === 0 ? reason : '', budget, verdict: 'not measured' }));
}

function bundleRows(o: Outcome<BundleFigures>): BudgetRow[] {
  const budget = `<= ${BUDGETS.criticalPathKb} KB`;
  if (!o.ok) return failed('bundle', o, [['critical path of / (JS+CSS gzip -9, bench:bundle)', budget]]);
  const f = o.figures;
  return [
    {
      figure: 'critical path of / (JS+CSS gzip -9, bench:bundle)',
      measured: `${kb(f.criticalPathBytes)} (${f.criticalPathFiles} files)`,
      budget,
      verdict: verdict(f.criticalPathBytes <= BUDGETS.criticalPathKb * 1024),
    },
  ];
}

function landingRows(o: Outcome<LandingFigures>): BudgetRow[] {
  const budgets: [string, string][] = [
    ['critical path of / (gzip on the wire, bench:landing)', `<= ${BUDGETS.criticalPathKb} KB`],
    ['Lighthouse mobile performance', `>= ${BUDGETS.performance.toFixed(2)}`],
    ['Lighthouse LCP', `<= ${BUDGETS.lcpSeconds.toFixed(1)} s`],
    ['Lighthouse CLS', `<= ${BUDGETS.cls}`],
    ['Lighthouse accessibility', BUDGETS.accessibility.toFixed(2)],
    ['Lighthouse SEO', `>= ${BUDGETS.seo.toFixed(2)}`],
  ];
  if (!o.ok) return failed('landing', o, budgets);
  const f = o.figures;
  const median = f.runs > 1 ? ` (median of ${f.runs})` : ' (1 run)';
  const values: [string, boolean][] = [
    [`${kb(f.criticalPathBytes)} (${f.criticalPathFiles} files)`, f.criticalPathBytes <= BUDGETS.criticalPathKb * 1024],
    [f.performance.toFixed(2), f.performance >= BUDGETS.performance],
    [`${(f.lcpMs / 1000).toFixed(2)} s`, f.lcpMs <= BUDGETS.lcpSeconds * 1000],
    [f.cls.toFixed(3), f.cls <= BUDGETS.cls],
    [f.accessibility.toFixed(2), f.accessibility >= BUDGETS.accessibility],
    [f.seo.toFixed(2), f.seo >= BUDGETS.seo],
  ];
  return budgets.map(([figure, budget], i) => ({
    figure: i === 0 ? figure : `${figure}${median}`,
    measured: values[i]![0],
    budget,
    verdict: verdict(values[i]![1]),
  }));
}

function searchRows(o: Outcome<SearchFigures>): BudgetRow[] {
  const p95Budget = `<= ${BUDGETS.searchP95Ms} ms`;
  if (!o.ok) return failed('search', o, [['search RPC p95 over HTTP', p95Budget]]);
  const rows: BudgetRow[] = [];
  for (const run of o.figures.runs) {
    const at10k = run.articles >= BUDGETS.searchArticles;
    const where = `${run.kind}, ${run.articles} articles`;
    rows.push({
      figure: `search RPC p95 over HTTP (${where})`,
      measured: `${run.http.p95.toFixed(2)} ms`,
      budget: p95Budget,
      verdict: at10k ? verdict(run.http.p95 <= BUDGETS.searchP95Ms) : 'not measured',
    });
    if (run.kind === 'PostgreSQL') {
      rows.push({
        figure: `search RPC p95, HTTP / SQL (${where})`,
        measured: `${run.ratioP95.toFixed(2)}x (SQL ${run.sql.p95.toFixed(2)} ms)`,
        budget: `<= ${BUDGETS.searchRatio}x`,
        verdict: at10k ? verdict(run.ratioP95 <= BUDGETS.searchRatio) : 'not measured',
      });
    }
  }
  for (const reason of o.figures.skipped)
    rows.push({ figure: 'search', measured: `skipped: ${reason}`, budget: '', verdict: 'not measured' });
  return rows;
}

function chatRows(o: Outcome<ChatFigures>): BudgetRow[] {
  const budgets: [string, string][] = [
    ['chat reply p95 (eval over HTTP)', `<= ${BUDGETS.chatP95Ms} ms`],
    ['chat eval pass rate', `>= ${pct(BUDGETS.chatPassRate)}`],
    ['chat eval emergencies', pct(BUDGETS.emergencyRate)],
  ];
  if (!o.ok) return failed('chat', o, budgets);
  const f = o.figures;
  const emergency = f.kinds.find((k) => k.kind === 'emergency') ?? { kind: 'emergency', passed: 0, total: 0 };
  return [
    {
      figure: budgets[0]![0],
      measured: `${f.p95.toFixed(1)} ms (p50 ${f.p50.toFixed(1)} ms)`,
      budget: budgets[0]![1],
      verdict: verdict(f.p95 <= BUDGETS.chatP95Ms),
    },
    {
      figure: budgets[1]![0],
      measured: `${pct(rate(f.overall))} (${f.overall.passed}/${f.overall.total})`,
      budget: budgets[1]![1],
      verdict: verdict(rate(f.overall) >= BUDGETS.chatPassRate),
    },
    {
      figure: budgets[2]![0],
      measured: `${pct(rate(emergency))} (${emergency.passed}/${emergency.total})`,
      budget: budgets[2]![1],
      verdict: emergency.total === 0 ? 'not measured' : verdict(rate(emergency) >= BUDGETS.emergencyRate),
    },
  ];
}

function loadRows(o: Outcome<LoadFigures>): BudgetRow[] {
  const budget = `0 errors at ${BUDGETS.loadMembers} members x ${BUDGETS.loadSeconds} s`;
  if (!o.ok) return failed('load', o, [['load and soak', budget]]);
  const f = o.figures;
  const fullSize = f.members >= BUDGETS.loadMembers && f.seconds >= BUDGETS.loadSeconds && f.stoppedBy === 'time';
  return [
    {
      figure: `load: ${f.members} members x ${f.seconds} s (${f.database})`,
      measured: `${f.errors} errors in ${f.requests} requests`,
      budget,
      // A smaller run says nothing about the goal's size, whatever its errors.
      verdict: f.errors > 0 ? 'not met' : fullSize ? 'met' : 'not measured',
    },
    { figure: 'load: throughput', measured: `${f.throughput.toFixed(1)} requests/s`, budget: '', verdict: '' },
  ];
}

export function budgetRows(results: BenchResults): BudgetRow[] {
  return [
    ...bundleRows(results.bundle),
    ...landingRows(results.landing),
    ...searchRows(results.search),
    ...chatRows(results.chat),
    ...loadRows(results.load),
  ];
}
