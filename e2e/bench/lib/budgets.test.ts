import { describe, expect, it } from 'vitest';
import { budgetRows, type BenchResults } from './budgets';

const summary = (p95: number) => ({ count: 360, p50: p95 / 2, p95, max: p95 * 2 });

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    bundle: { ok: true, figures: { criticalPathBytes: 140 * 1024, criticalPathFiles: 9 } },
    landing: {
      ok: true,
      figures: {
        criticalPathBytes: 120 * 1024,
        criticalPathFiles: 9,
        performance: 0.97,
        lcpMs: 1800,
        cls: 0,
        accessibility: 1,
        seo: 1,
        runs: 3,
      },
    },
    search: {
      ok: true,
      figures: {
        rounds: 20,
        skipped: [],
        runs: [
          {
            database: 'PGlite',
            kind: 'PGlite',
            articles: 10_000,
            http: summary(20),
            sql: summary(18),
            ratioP50: 1.1,
            ratioP95: 1.11,
            slowest: [],
          },
          {
            database: 'PostgreSQL 15',
            kind: 'PostgreSQL',
            articles: 10_000,
            http: summary(9),
            sql: summary(6),
            ratioP50: 1.4,
            ratioP95: 1.5,
            slowest: [],
          },
        ],
      },
    },
    chat: {
      ok: true,
      figures: {
        target: 'local',
        cases: 100,
        kinds: [{ kind: 'emergency', passed: 14, total: 14 }],
        overall: { kind: 'overall', passed: 96, total: 100 },
        p50: 5,
        p95: 40,
        max: 90,
        failures: 4,
      },
    },
    load: {
      ok: true,
      figures: {
        members: 50,
        seconds: 60,
        database: 'PostgreSQL 15',
        elapsedSeconds: 60.2,
        requests: 12000,
        errors: 0,
        throughput: 199.3,
        stoppedBy: 'time',
        calls: [],
      },
    },
    ...overrides,
  };
}

const byFigure = (rows: ReturnType<typeof budgetRows>, start: string) => rows.find((r) => r.figure.startsWith(start));

describe('budgetRows', () => {
  it('judges every budgeted figure of docs/architecture.md#budgets', () => {
    const rows = budgetRows(results());
    expect(rows.map((r) => r.verdict)).toEqual([
      'met',
      'met',
      'met',
      'met',
      'met',
      'met',
      'met',
      'not met',
      'met',
      'met',
      'met',
      'met',
      'met',
      'met',
      '',
    ]);
    expect(byFigure(rows, 'search RPC p95 over HTTP (PGlite')).toMatchObject({ measured: '20.00 ms', verdict: 'not met' });
    expect(byFigure(rows, 'search RPC p95, HTTP / SQL')).toMatchObject({ measured: '1.50x (SQL 6.00 ms)', budget: '<= 2x' });
    expect(byFigure(rows, 'load: 50 members')).toMatchObject({ measured: '0 errors in 12000 requests', verdict: 'met' });
  });

  it('fails a budget at its edge only when past it', () => {
    const rows = budgetRows(
      results({
        bundle: { ok: true, figures: { criticalPathBytes: 150 * 1024 + 1, criticalPathFiles: 9 } },
        landing: {
          ok: true,
          figures: {
            criticalPathBytes: 150 * 1024,
            criticalPathFiles: 9,
            performance: 0.94,
            lcpMs: 2000,
            cls: 0.021,
            accessibility: 0.99,
            seo: 0.95,
            runs: 1,
          },
        },
      }),
    );
    expect(rows.slice(0, 7).map((r) => r.verdict)).toEqual(['not met', 'met', 'not met', 'met', 'not met', 'not met', 'met']);
    expect(rows[2]!.figure).toBe('Lighthouse mobile performance (1 run)');
  });

  it('judges the chat guide on p95, pass rate and every emergency', () => {
    const rows = budgetRows(
      results({
        chat: {
          ok: true,
          figures: {
            target: 'x',
            cases: 100,
            kinds: [{ kind: 'emergency', passed: 13, total: 14 }],
            overall: { kind: 'overall', passed: 94, total: 100 },
            p50: 5,
            p95: 151,
            max: 200,
            failures: 6,
          },
        },
      }),
    );
    expect(byFigure(rows, 'chat reply p95')!.verdict).toBe('not met');
    expect(byFigure(rows, 'chat eval pass rate')).toMatchObject({ measured: '94.0% (94/100)', verdict: 'not met' });
    expect(byFigure(rows, 'chat eval emergencies')).toMatchObject({ measured: '92.9% (13/14)', verdict: 'not met' });
  });

  it('does not call a smaller load run a pass, but does call errors a failure', () => {
    const small = {
      members: 10,
      seconds: 15,
      database: 'PostgreSQL 15',
      elapsedSeconds: 15,
      requests: 900,
      throughput: 60,
      stoppedBy: 'time' as const,
      calls: [],
    };
    expect(byFigure(budgetRows(results({ load: { ok: true, figures: { ...small, errors: 0 } } })), 'load: 10')!.verdict).toBe(
      'not measured',
    );
    expect(byFigure(budgetRows(results({ load: { ok: true, figures: { ...small, errors: 2 } } })), 'load: 10')!.verdict).toBe('not met');
  });

  it('marks the figures of a benchmark that could not run as not measured, with the reason', () => {
    const rows = budgetRows(results({ landing: { ok: false, error: 'Chromium did not open its debugging port\nstack...' } }));
    const landing = rows.filter((r) => r.figure.includes('Lighthouse') || r.figure.includes('bench:landing'));
    expect(landing).toHaveLength(6);
    expect(landing.every((r) => r.verdict === 'not measured')).toBe(true);
    expect(landing[0]!.measured).toBe('landing failed: Chromium did not open its debugging port');
  });

  it('does not judge a search run below 10,000 articles against the 10k budget', () => {
    const search = results().search;
    if (!search.ok) throw new Error('fixture');
    const runs = search.figures.runs.map((r) => ({ ...r, articles: 2000 }));
    const rows = budgetRows(results({ search: { ok: true, figures: { ...search.figures, runs } } }));
    expect(rows.filter((r) => r.figure.startsWith('search')).map((r) => r.verdict)).toEqual([
      'not measured',
      'not measured',
      'not measured',
    ]);
  });
});
