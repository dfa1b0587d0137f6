import { describe, expect, it } from 'vitest';
import { CRISIS_CATEGORIES, SAFE_CATEGORIES, figuresOf, loadTriageCases, misfiledCases, runTriageCases } from './triage-eval.ts';

const file = loadTriageCases();

describe('triage evaluation set', () => {
  it('has at least 150 crisis and 150 non-crisis cases, every category in both splits', () => {
    expect(file.cases.filter((c) => c.crisis).length).toBeGreaterThanOrEqual(150);
    expect(file.cases.filter((c) => !c.crisis).length).toBeGreaterThanOrEqual(150);
    for (const split of ['dev', 'holdout'] as const) {
      for (const category of [...CRISIS_CATEGORIES, ...SAFE_CATEGORIES]) {
        expect(
          file.cases.some((c) => c.split === split && c.category === category),
          `${split}/${category}`,
        ).toBe(true);
      }
    }
  });

  it('is labelled consistently and split by its recorded rule', () => {
    const categories = new Set<string>([...CRISIS_CATEGORIES, ...SAFE_CATEGORIES]);
    const mislabelled = file.cases.filter(
      (c) => !categories.has(c.category) || c.crisis !== (CRISIS_CATEGORIES as readonly string[]).includes(c.category),
    );
    expect(mislabelled).toEqual([]);
    expect(misfiledCases(file)).toEqual([]);
    const lower = file.cases.map((c) => c.message.toLowerCase().trim());
    expect(new Set(lower).size).toBe(lower.length);
  });

  // The dev split is what the rules were tuned on; this guards against losing ground. The newest
  // round of writing is not yet all caught (docs/chat-guide.md#evaluation), hence 96%, not 100%.
  // Some 9,000 dev cases at a few ms each: on a loaded shared machine that outgrows the suite's
  // two-minute default, so this one test gets ten.
  it('dev split: at least 96% of crises caught in every category, false alarms at most 3%', { timeout: 600_000 }, async () => {
    const dev = file.cases.filter((c) => c.split === 'dev');
    const rows = figuresOf(await runTriageCases(dev)).filter((r) => r.split === 'dev');
    const short = rows.filter((r) => r.crisis && r.passed / r.total < 0.96).map((r) => `${r.category}: ${r.passed}/${r.total}`);
    expect(short).toEqual([]);
    const safe = rows.filter((r) => !r.crisis);
    const alarms = safe.reduce((n, r) => n + r.total - r.passed, 0);
    const total = safe.reduce((n, r) => n + r.total, 0);
    expect(alarms / total).toBeLessThanOrEqual(0.03);
  });
});
