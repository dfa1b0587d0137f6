/**
 * Chat-guide evaluation. Sends every case of cases.json to the function and prints the pass
 * rate per kind and overall, p50/p95 latency and the failures. It prints figures; it is not a
 * test, so it exits 0 whenever it ran.
 *
 *   npx tsx supabase/functions/chat-guide/eval/run-eval.ts               # running function
 *   CHAT_GUIDE_URL=http://host/functions/v1/chat-guide npx tsx ...       # another URL
 *   npx tsx supabase/functions/chat-guide/eval/run-eval.ts --in-process  # handler + fake retrieval
 *   SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... npx tsx ... --in-process
 *                                         # this checkout's handler, real search_guide_passages RPC
 *   add --verbose to print every reply
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChatGuideHandler } from '../handler.ts';
import { checkReply, KINDS, type EvalCase } from './checks.ts';
import { createFakeRetrieve } from './fake-retrieve.ts';

const DEFAULT_URL = 'http://127.0.0.1:54321/functions/v1/chat-guide';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
interface Outcome {
  testCase: EvalCase;
  ms: number;
  reply: string;
  failures: string[];
}

type Send = (message: string, index: number) => Promise<{ status: number; body: unknown; retryAfter: number }>;

function loadCases(): EvalCase[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return JSON.parse(readFileSync(join(here, 'cases.json'), 'utf8')) as EvalCase[];
}

/** Distinct caller per case (TEST-NET addresses), so the per-caller rate limit is respected. */
function forwardedFor(index: number): string {
  return `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function request(url: string, message: string, index: number): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${process.env.CHAT_GUIDE_ANON_KEY ?? LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': forwardedFor(index),
    },
    body: JSON.stringify({
      conversation_id: crypto.randomUUID(),
      message,
      meta: { source: 'eval', version: '1' },
    }),
  });
}

async function readAnswer(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the raw text for the report
  }
  return { status: response.status, body, retryAfter: Number(response.headers.get('retry-after') ?? '1') || 1 };
}

function inProcessSender(): Send {
  const supabaseUrl = process.env.SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  const realRpc = Boolean(supabaseUrl && serviceKey);
  const handler = createChatGuideHandler(
    {
      SUPABASE_URL: supabaseUrl ?? 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey ?? 'unused',
    },
    realRpc ? {} : { retrieve: createFakeRetrieve() },
  );
  return async (message, index) => readAnswer(await handler(request('http://in-process/chat-guide', message, index)));
}

function httpSender(url: string): Send {
  return async (message, index) => {
    const response = await fetch(request(url, message, index), { signal: AbortSignal.timeout(20_000) });
    return readAnswer(response);
  };
}

async function runCase(send: Send, testCase: EvalCase, index: number): Promise<Outcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const started = performance.now();
    let result: Awaited<ReturnType<Send>>;
    try {
      result = await send(testCase.message, index);
    } catch (error) {
      return { testCase, ms: performance.now() - started, reply: '', failures: [`request failed: ${String(error)}`] };
    }
    const ms = performance.now() - started;
    if (result.status === 429) {
      // Respect the limit: wait as told, then retry (the wait is not counted as latency).
      await new Promise((resolve) => setTimeout(resolve, result.retryAfter * 1000));
      continue;
    }
    const body = result.body as { reply?: unknown };
    if (result.status !== 200 || typeof body?.reply !== 'string') {
      return { testCase, ms, reply: '', failures: [`status ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`] };
    }
    return { testCase, ms, reply: body.reply, failures: checkReply(testCase, body.reply) };
  }
  return { testCase, ms: 0, reply: '', failures: ['still rate limited after 4 attempts'] };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function pct(passed: number, total: number): string {
  return total === 0 ? '  n/a' : `${((100 * passed) / total).toFixed(1).padStart(5)}%`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const inProcess = args.includes('--in-process');
  const verbose = args.includes('--verbose');
  const url = process.env.CHAT_GUIDE_URL ?? DEFAULT_URL;
  const send = inProcess ? inProcessSender() : httpSender(url);
  const cases = loadCases();

  const target = !inProcess
    ? url
    : process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY
      ? `in-process handler, retrieval from ${process.env.SUPABASE_URL}`
      : 'in-process handler with fake retrieval';
  console.log(`chat-guide eval: ${cases.length} cases, ${target}`);
  // One warm-up request (not counted) so start-up cost doesn't skew latency.
  await send('hello', cases.length + 1).catch(() => undefined);

  const outcomes: Outcome[] = [];
  for (const [index, testCase] of cases.entries()) {
    const outcome = await runCase(send, testCase, index);
    outcomes.push(outcome);
    if (verbose) console.log(`\n[${testCase.kind}] ${testCase.message} (${outcome.ms.toFixed(1)} ms)\n${outcome.reply}`);
  }

  console.log('\nkind           passed  total   rate');
  for (const kind of KINDS) {
    const ofKind = outcomes.filter((o) => o.testCase.kind === kind);
    const passed = ofKind.filter((o) => o.failures.length === 0).length;
    console.log(`${kind.padEnd(14)} ${String(passed).padStart(6)} ${String(ofKind.length).padStart(6)}  ${pct(passed, ofKind.length)}`);
  }
  const passed = outcomes.filter((o) => o.failures.length === 0).length;
  console.log(
    `${'overall'.padEnd(14)} ${String(passed).padStart(6)} ${String(outcomes.length).padStart(6)}  ${pct(passed, outcomes.length)}`,
  );

  const latencies = outcomes.map((o) => o.ms).filter((ms) => ms > 0);
  console.log(
    `\nlatency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  max ${Math.max(0, ...latencies).toFixed(1)}`,
  );

  const failed = outcomes.filter((o) => o.failures.length > 0);
  if (failed.length > 0) {
    console.log(`\nfailures (${failed.length}):`);
    for (const o of failed) {
      console.log(`- [${o.testCase.kind}] ${JSON.stringify(o.testCase.message)}: ${o.failures.join('; ')}`);
      console.log(`    reply: ${JSON.stringify(o.reply.slice(0, 240))}`);
    }
  }
}

main()
  .catch((error: unknown) => {
    console.error('eval could not run:', error);
    process.exitCode = 1;
  })
  .finally(() => {
    if (process.exitCode === undefined) process.exitCode = 0;
  });
