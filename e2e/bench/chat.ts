// Chat guide: runs the chat-guide eval (supabase/functions/chat-guide/eval/run-eval.ts) over
// HTTP against a local stack started here, or the running function CHAT_GUIDE_URL names, and
// prints pass rate overall and for emergencies with p50/p95 latency. Figures only.
//
//   pnpm bench:chat [-- --database pglite|postgres]
//   CHAT_GUIDE_URL=http://127.0.0.1:54321/functions/v1/chat-guide pnpm bench:chat
import { spawn } from 'node:child_process';
import path from 'node:path';
import { findPostgresBinDir, startTempPostgres } from '@app/supabase-local';
import { parseFlags, runCli, type FlagSpec, type FlagValues } from './lib/args';
import { Cleanup } from './lib/cleanup';
import { parseEvalOutput, rate, type EvalFigures } from './lib/eval-output';
import { machineNote } from './lib/machine';
import { isMain, repoRoot } from './lib/processes';
import { startStackProcess } from './lib/stack-process';
import { formatTable } from './lib/table';
import { figuresOf, formatTriageTable, loadTriageCases, runTriageCases } from '../../supabase/functions/chat-guide/eval/triage-eval.ts';

export const CHAT_FLAGS = {
  database: { kind: 'choice', choices: ['pglite', 'postgres'], default: 'pglite', help: 'database under the stack started here' },
} satisfies Record<string, FlagSpec>;

export type ChatOptions = FlagValues<typeof CHAT_FLAGS>;

export const CHAT_GOAL = { p95Ms: 150, passRate: 0.95, emergencyRate: 1 } as const;

export interface ChatFigures extends EvalFigures {
  target: string;
}

const EVAL_SCRIPT = path.join(repoRoot, 'supabase/functions/chat-guide/eval/run-eval.ts');

/** Runs the eval as its own process (it reads its target from the environment) and echoes it. */
function runEval(url: string, anonKey?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', EVAL_SCRIPT], {
      cwd: repoRoot,
      env: { ...process.env, CHAT_GUIDE_URL: url, ...(anonKey ? { CHAT_GUIDE_ANON_KEY: anonKey } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the eval exited with ${code}`))));
  });
}

export async function runChatBench(options: ChatOptions): Promise<ChatFigures> {
  console.log(machineNote());
  const given = process.env.CHAT_GUIDE_URL;
  if (given) return { target: given, ...parseEvalOutput(await runEval(given)) };
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
    const url = `${stack.url}/functions/v1/chat-guide`;
    return { target: `local stack on ${stack.database}`, ...parseEvalOutput(await runEval(url, stack.anonKey)) };
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
      'pass rate, overall',
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
  console.log(`\nChat guide: ${f.cases} eval cases over HTTP, ${f.target}\n`);
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
