// `pnpm bench`: the bundle, landing and members' pages (Lighthouse), search, chat and load benchmarks one after
// another (never side by side: they would measure each other), then one table of the figures
// against the budgets of docs/architecture.md#budgets. A benchmark that cannot run is reported,
// not fatal.
//
//   pnpm bench            full size: 3 Lighthouse runs, 20 search rounds, 50 members x 60 s
//   pnpm bench -- --quick smaller: 1 Lighthouse run, 5 search rounds, 10 members x 15 s
import { runBundleBench } from './bundle';
import { printChatFigures, runChatBench } from './chat';
import { runLandingBench } from './landing';
import { parseFlags, runCli, type FlagSpec } from './lib/args';
import { budgetRows, type BenchResults, type Outcome } from './lib/budgets';
import { machineNote } from './lib/machine';
import { isMain } from './lib/processes';
import { formatTable } from './lib/table';
import { LOAD_FLAGS, printLoadFigures, runLoadBench } from './load';
import { membersBudgetRows, printMembersFigures, runMembersBench, type MembersFigures } from './members';
import { printSearchFigures, runSearchBench } from './search';

export const ALL_FLAGS = {
  quick: { kind: 'bool', help: 'smaller runs (1 Lighthouse run, 5 search rounds, 10 members x 15 s)' },
} satisfies Record<string, FlagSpec>;

async function step<T>(name: string, run: () => Promise<T>, print?: (figures: T) => void): Promise<Outcome<T>> {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(0, 70 - name.length))}`);
  const started = performance.now();
  try {
    const figures = await run();
    print?.(figures);
    console.log(`\n(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    return { ok: true, figures };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${name} could not run: ${message}`);
    return { ok: false, error: message };
  }
}

export async function runAll(quick: boolean): Promise<BenchResults & { members: Outcome<MembersFigures> }> {
  const loadDefaults = parseFlags([], LOAD_FLAGS);
  const bundle = await step('bundle (bytes per route)', runBundleBench);
  const landing = await step('landing (Lighthouse, mobile)', () => runLandingBench(quick ? 1 : 3));
  const members = await step("members' pages signed in (Lighthouse, mobile)", () => runMembersBench(quick ? 1 : 3), printMembersFigures);
  const search = await step(
    'search (search_articles at 10,000 articles)',
    () => runSearchBench({ count: 10_000, rounds: quick ? 5 : 20, database: 'both' }),
    printSearchFigures,
  );
  const chat = await step('chat (chat-guide eval over HTTP)', () => runChatBench({ database: 'pglite' }), printChatFigures);
  const load = await step(
    'load (simulated members)',
    () => runLoadBench({ ...loadDefaults, ...(quick ? { members: 10, seconds: 15 } : {}) }),
    printLoadFigures,
  );
  return { bundle, landing, members, search, chat, load };
}

if (isMain(import.meta.url)) {
  runCli('bench', ALL_FLAGS, async () => {
    const { quick } = parseFlags(process.argv.slice(2), ALL_FLAGS);
    console.log(machineNote());
    const started = performance.now();
    const results = await runAll(quick);
    const rows = [...budgetRows(results), ...membersBudgetRows(results.members)];
    console.log(
      `\n=== Candor benchmarks against the budgets${quick ? ' (--quick)' : ''}, ${((performance.now() - started) / 60_000).toFixed(1)} min\n`,
    );
    console.log(
      formatTable(
        ['figure', 'measured', 'budget', 'result'],
        rows.map((r) => [r.figure, r.measured, r.budget, r.verdict]),
        { left: [3] },
      ),
    );
    const counts = { met: 0, 'not met': 0, 'not measured': 0 };
    for (const r of rows) if (r.verdict) counts[r.verdict] += 1;
    console.log(`\n${counts.met} met, ${counts['not met']} not met, ${counts['not measured']} not measured.`);
    // Playwright, Lighthouse and fetch may keep handles open: the figures are out, so end here.
    process.exit(0);
  });
}
