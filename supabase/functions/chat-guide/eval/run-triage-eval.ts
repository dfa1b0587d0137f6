/**
 * Prints the triage evaluation: recall per crisis category and false alarms per other
 * category, for dev and holdout. Dev failures are listed with --dev-failures; holdout
 * failures never are (only its score is reported).
 *
 *   npx tsx supabase/functions/chat-guide/eval/run-triage-eval.ts [--dev-failures]
 */
import { figuresOf, formatTriageTable, loadTriageCases, runTriageCases } from './triage-eval.ts';

async function main(): Promise<void> {
  const file = loadTriageCases();
  const outcomes = await runTriageCases(file.cases);
  console.log(`triage eval: ${file.cases.length} cases (split rule: ${file.split_rule.split(';')[0]})\n`);
  console.log(formatTriageTable(figuresOf(outcomes)));
  if (process.argv.includes('--dev-failures')) {
    const failed = outcomes.filter((o) => o.testCase.split === 'dev' && !o.passed);
    console.log(`\ndev failures (${failed.length}):`);
    for (const o of failed) {
      const history = o.testCase.history?.length ? ` [after ${o.testCase.history.length} turns]` : '';
      console.log(`- [${o.testCase.category}] ${JSON.stringify(o.testCase.message)}${history} -> ${o.route}`);
    }
  }
}

void main();
