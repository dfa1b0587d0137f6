import { describe, expect, it } from 'vitest';
import {
  CRISIS_CATEGORIES,
  SAFE_CATEGORIES,
  figuresOf,
  languageFiguresOf,
  loadTriageCases,
  misfiledCases,
  runTriageCases,
} from './triage-eval.ts';

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
  // False alarms are counted apart for messages written in another language (triage/language.ts):
  // the model hardly separates them and its threshold is chosen on English alone, recall first
  // (docs/chat-guide.md#other-languages); 3% for English, 20% for the others (15.4% in session 14).
  // Some 10,000 dev cases at a few ms each: on a loaded shared machine that outgrows the suite's
  // two-minute default, so this one test gets ten.
  it(
    'dev split: at least 96% of crises caught in every category, false alarms at most 3% in English and 20% in other languages',
    { timeout: 600_000 },
    async () => {
      const dev = file.cases.filter((c) => c.split === 'dev');
      const outcomes = await runTriageCases(dev);
      const rows = figuresOf(outcomes).filter((r) => r.split === 'dev');
      const short = rows.filter((r) => r.crisis && r.passed / r.total < 0.96).map((r) => `${r.category}: ${r.passed}/${r.total}`);
      expect(short).toEqual([]);
      const [english, other] = languageFiguresOf(outcomes).filter((r) => r.split === 'dev');
      expect(english!.alarms / english!.safe).toBeLessThanOrEqual(0.03);
      expect(other!.alarms / other!.safe).toBeLessThanOrEqual(0.2);
    },
  );
});
