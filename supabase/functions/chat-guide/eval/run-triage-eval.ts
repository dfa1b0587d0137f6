/**
 * Prints the triage evaluation: recall per crisis category and false alarms per other
 * category, for dev and holdout, and both for messages in English and in another language. Dev failures are listed with --dev-failures; holdout
 * failures never are (only its score is reported). The model behind the rules is trained on
 * dev, so its dev figures say nothing by themselves: --cv also prints dev out of fold (each
 * dev case scored by a model trained without it; docs/chat-guide.md#the-second-net).
 *
 * --rules-only prints the same table for the rules without the model, for comparison.
 * --cv --veto-study also prints what withdrawing a rule's alarm when the model is very sure there
 * is no crisis would cost and save on dev out of fold (the veto is not used; see the docs).
 * --cv --rule-study prints, per rule, the dev crises it catches that the model out of fold would
 * not, and its false alarms (train.ts formatRuleTable).
 *
 *   npx tsx supabase/functions/chat-guide/eval/run-triage-eval.ts [--dev-failures] [--cv] [--rules-only]
 *
 * With both flags, the dev cases that rules and model together miss out of fold are listed too.
 */
import {
  TRAIN_OPTIONS,
  chooseThreshold,
  combined,
  crossValidate,
  formatFoldTable,
  formatRuleTable,
  formatVetoTable,
  loadTrainingSet,
  passes,
} from '../triage/model/train.ts';
import { detectTriage, detectTriageByRules } from '../triage.ts';
import { MODEL_CLASSES, modelTriage, type ModelClass } from '../triage/model/classify.ts';
import {
  figuresOf,
  formatLanguageTable,
  formatTriageTable,
  languageFiguresOf,
  loadTriageCases,
  runTriageCases,
  type CaseOutcome,
} from './triage-eval.ts';

/** Time per message of the whole triage and of the model alone, over every case (a figure, never a test). */
function timingLine(cases: ReadonlyArray<{ message: string; history?: { role: 'user' | 'agent'; content: string }[] }>): string {
  const perMessage = (run: (c: (typeof cases)[number]) => unknown) => {
    run(cases[0]!);
    const started = performance.now();
    for (const c of cases) run(c);
    return ((performance.now() - started) / cases.length).toFixed(2);
  };
  const triage = perMessage((c) => detectTriage(c.message, c.history ?? []));
  const model = perMessage((c) => modelTriage(c.message, c.history ?? []));
  return `time per message over ${cases.length} cases: triage ${triage} ms, model alone ${model} ms`;
}

async function main(): Promise<void> {
  const file = loadTriageCases();
  const outcomes = await runTriageCases(file.cases);
  console.log(`triage eval: ${file.cases.length} cases (split rule: ${file.split_rule.split(';')[0]})\n`);
  console.log(formatTriageTable(figuresOf(outcomes)));
  console.log(`\nby the message's language (triage/language.ts):\n${formatLanguageTable(languageFiguresOf(outcomes))}`);
  console.log(`\n${timingLine(file.cases)}`);
  if (process.argv.includes('--dev-failures')) {
    const failed = outcomes.filter((o) => o.testCase.split === 'dev' && !o.passed);
    console.log(`\ndev failures (${failed.length}):`);
    for (const o of failed) {
      const history = o.testCase.history?.length ? ` [after ${o.testCase.history.length} turns]` : '';
      console.log(`- [${o.testCase.category}] ${JSON.stringify(o.testCase.message)}${history} -> ${o.route}`);
    }
  }
  if (process.argv.includes('--rules-only')) {
    // The same pass rule as runTriageCases, read from the kind (eval/triage-eval.ts requiredLinks; train.ts passes).
    const byRules: CaseOutcome[] = file.cases.map((testCase) => {
      const kind = detectTriageByRules(testCase.message, testCase.history ?? [])?.kind ?? null;
      const example = {
        message: testCase.message,
        history: [],
        weight: 1,
        category: testCase.category,
        label: testCase.crisis ? MODEL_CLASSES.indexOf(testCase.category as ModelClass) : 0,
      };
      return { testCase, passed: passes(example, kind), route: kind ? `triage:${kind}` : 'answered' };
    });
    console.log(`\nrules alone (without the model):\n${formatTriageTable(figuresOf(byRules))}`);
  }
  if (process.argv.includes('--cv')) {
    const folds = crossValidate(loadTrainingSet());
    const threshold = chooseThreshold(folds, TRAIN_OPTIONS.falseAlarmBudget, TRAIN_OPTIONS.modelBudgetFloor);
    console.log(`\n${formatFoldTable(folds, threshold)}`);
    if (process.argv.includes('--veto-study')) console.log(`\n${formatVetoTable(folds, threshold)}`);
    if (process.argv.includes('--rule-study')) console.log(`\n${formatRuleTable(folds, threshold)}`);
    if (process.argv.includes('--dev-failures')) {
      const failed = folds.filter((o) => !passes(o.example, combined(o, threshold)));
      console.log(`\ndev failures out of fold, rules + model (${failed.length}):`);
      for (const o of failed) {
        const history = o.example.history.length ? ` [after ${o.example.history.length} turns]` : '';
        console.log(
          `- [${o.example.category}] ${JSON.stringify(o.example.message)}${history} -> ${combined(o, threshold) ?? 'answered'} (model ${o.crisis.toFixed(2)})`,
        );
      }
    }
  }
}

void main();
