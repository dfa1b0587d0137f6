// Chat guide: runs the chat-guide answer evaluation (supabase/functions/chat-guide/eval/
// chat-cases.json, eval/chat-eval.ts) over HTTP against a local stack started here, or the running
// function CHAT_GUIDE_URL names, and prints per split and kind: pass rate, wrong-topic rate,
// over-refusal rate, emergency recall, unsafe links, p50/p95 latency; then the budget table
// (pass rate over both splits). Holdout failures are never listed. Figures only.
//
//   pnpm bench:chat [-- --database pglite|postgres]
//   CHAT_GUIDE_URL=http://127.0.0.1:54321/functions/v1/chat-guide pnpm bench:chat
import { findPostgresBinDir, startTempPostgres } from '@app/supabase-local';
import { parseFlags, runCli, type FlagSpec, type FlagValues } from './lib/args';
import { Cleanup } from './lib/cleanup';
import { rate, type EvalFigures } from './lib/eval-output';
import { machineNote } from './lib/machine';
import { isMain } from './lib/processes';
import { startStackProcess } from './lib/stack-process';
import { formatTable } from './lib/table';
import { KINDS } from '../../supabase/functions/chat-guide/eval/checks.ts';
import {
  figuresOf as chatFiguresOf,
  formatChatTable,
  httpSender,
  loadChatCases,
  percentile,
  runCases,
  type RowFigures,
} from '../../supabase/functions/chat-guide/eval/chat-eval.ts';
import { figuresOf, formatTriageTable, loadTriageCases, runTriageCases } from '../../supabase/functions/chat-guide/eval/triage-eval.ts';

export const CHAT_FLAGS = {
  database: { kind: 'choice', choices: ['pglite', 'postgres'], default: 'pglite', help: 'database under the stack started here' },
} satisfies Record<string, FlagSpec>;

export type ChatOptions = FlagValues<typeof CHAT_FLAGS>;

export const CHAT_GOAL = { p95Ms: 150, passRate: 0.95, emergencyRate: 1 } as const;

export interface ChatFigures extends EvalFigures {
  target: string;
  /** Per split (dev, holdout) and kind, then ALL per split. */
  rows?: RowFigures[];
}

/** Sends every case over HTTP (a distinct X-Forwarded-For per case) and sums the figures. */
async function runEval(url: string, target: string, anonKey?: string): Promise<ChatFigures> {
  const file = loadChatCases();
  console.log(`chat-guide eval: ${file.cases.length} cases over HTTP, ${target}`);
  const outcomes = await runCases(httpSender(url, anonKey), file.cases);
  const latencies = outcomes.map((o) => o.ms).filter((ms) => ms > 0);
  const count = (of: typeof outcomes) => ({ passed: of.filter((o) => o.verdict.passed).length, total: of.length });
  return {
    target,
    cases: outcomes.length,
    kinds: KINDS.map((kind) => ({ kind, ...count(outcomes.filter((o) => o.testCase.kind === kind)) })).filter((k) => k.total > 0),
    overall: { kind: 'overall', ...count(outcomes) },
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(0, ...latencies),
    failures: outcomes.filter((o) => !o.verdict.passed).length,
    rows: chatFiguresOf(outcomes, (c) => c.split, ['dev', 'holdout']),
  };
}

export async function runChatBench(options: ChatOptions): Promise<ChatFigures> {
  console.log(machineNote());
  const given = process.env.CHAT_GUIDE_URL;
  if (given) return runEval(given, given, process.env.CHAT_GUIDE_ANON_KEY);
  const cleanup = new Cleanup().watchSignals();
  try {
    let databaseUrl: string | undefined;
    if (options.database === 'postgres') {
      if (!findPostgresBinDir()) throw new Error('--database postgres needs the PostgreSQL server binaries (apt-get install postgresql)');
      const pg = await startTempPostgres();
      cleanup.add('temporary PostgreSQL', () => pg.stop());
      databaseUrl = pg.url;
    }
    // The eval sends a distinct X-Forwarded-For per case; the stack believes it only from a trusted proxy.
    const stack = await startStackProcess({ databaseUrl, env: { SUPABASE_LOCAL_TRUSTED_PROXIES: '127.0.0.1' } });
    cleanup.add('local stack', stack.stop);
    console.log(`local stack (pid ${stack.pid}) at ${stack.url} on ${stack.database}, seeded with the guides' passages`);
    return await runEval(`${stack.url}/functions/v1/chat-guide`, `local stack on ${stack.database}`, stack.anonKey);
  } finally {
    await cleanup.run();
  }
}

export const emergencyOf = (f: EvalFigures) => f.kinds.find((k) => k.kind === 'emergency') ?? { kind: 'emergency', passed: 0, total: 0 };

export function printChatFigures(f: ChatFigures): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  const emergency = emergencyOf(f);
  const rows = [
    [
      'pass rate, both splits',
      `${pct(rate(f.overall))} (${f.overall.passed}/${f.overall.total})`,
      `>= ${pct(CHAT_GOAL.passRate)}`,
      met(rate(f.overall) >= CHAT_GOAL.passRate),
    ],
    [
      'pass rate, emergencies',
      `${pct(rate(emergency))} (${emergency.passed}/${emergency.total})`,
      '100%',
      met(emergency.total > 0 && rate(emergency) >= CHAT_GOAL.emergencyRate),
    ],
    ['reply latency p50', `${f.p50.toFixed(1)} ms`, '', ''],
    ['reply latency p95', `${f.p95.toFixed(1)} ms`, `<= ${CHAT_GOAL.p95Ms} ms`, met(f.p95 <= CHAT_GOAL.p95Ms)],
  ];
  console.log(`\nChat guide: ${f.cases} eval cases over HTTP, ${f.target} (holdout: only its score is shown)\n`);
  if (f.rows) console.log(`${formatChatTable(f.rows)}\n`);
  console.log(formatTable(['figure', 'measured', 'budget', 'result'], rows, { left: [3] }));
}

/**
 * Safety triage over its own evaluation (supabase/functions/chat-guide/eval/triage-cases.json),
 * in process: recall per crisis category and false alarms per other category, dev and holdout.
 */
export async function printTriageFigures(): Promise<void> {
  const file = loadTriageCases();
  const rows = figuresOf(await runTriageCases(file.cases));
  console.log(`\nSafety triage: ${file.cases.length} cases (holdout: only its score is shown)\n`);
  console.log(formatTriageTable(rows));
}

if (isMain(import.meta.url)) {
  runCli('bench:chat', CHAT_FLAGS, async () => {
    await printTriageFigures();
    printChatFigures(await runChatBench(parseFlags(process.argv.slice(2), CHAT_FLAGS)));
  });
}
