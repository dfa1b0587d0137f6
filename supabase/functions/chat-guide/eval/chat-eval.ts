/**
 * Running the chat-guide answer evaluation (chat-cases.json): sends each case (with its history)
 * to the function over HTTP or to this checkout's handler in process, judges the reply
 * (checks.ts) and sums the figures per split (or round) and kind. Used by run-eval.ts,
 * merge-chat-round.ts, eval.test.ts and e2e/bench/chat.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChatGuideHandler } from '../handler.ts';
import { judgeReply, KINDS, type ChatCase, type ChatCaseFile, type EvalCase, type Verdict } from './checks.ts';
import { createFakeRetrieve } from './fake-retrieve.ts';
import { seedPassages } from './seed-passages.ts';
import { splitOf } from './triage-split.ts';

export const CASES_FILE = join(dirname(fileURLToPath(import.meta.url)), 'chat-cases.json');

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function loadChatCases(): ChatCaseFile {
  return JSON.parse(readFileSync(CASES_FILE, 'utf8')) as ChatCaseFile;
}

/** Cases whose stored split no longer follows the recorded rule (must be none, moved cases aside). */
export function misfiledCases(file: ChatCaseFile): ChatCase[] {
  const moved = new Set(file.moved_to_dev);
  return file.cases.filter((c) => (moved.has(c.message) ? c.split !== 'dev' : c.split !== splitOf(c.message)));
}

export interface SendResult {
  status: number;
  body: unknown;
  retryAfter: number;
}

export type Send = (testCase: EvalCase, index: number) => Promise<SendResult>;

/** Distinct caller per case (TEST-NET addresses), so the per-caller rate limit is respected. */
function forwardedFor(index: number): string {
  return `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function request(url: string, testCase: EvalCase, index: number, anonKey: string): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      'x-forwarded-for': forwardedFor(index),
    },
    body: JSON.stringify({
      conversation_id: crypto.randomUUID(),
      message: testCase.message,
      ...(testCase.history?.length ? { history: testCase.history } : {}),
      meta: { source: 'eval', version: '1' },
    }),
  });
}

async function readAnswer(response: Response): Promise<SendResult> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the raw text for the report
  }
  return { status: response.status, body, retryAfter: Number(response.headers.get('retry-after') ?? '1') || 1 };
}

export function httpSender(url: string, anonKey = LOCAL_ANON_KEY): Send {
  return async (testCase, index) => {
    const response = await fetch(request(url, testCase, index, anonKey), { signal: AbortSignal.timeout(20_000) });
    return readAnswer(response);
  };
}

/**
 * This checkout's handler in process. Retrieval: the real `search_guide_passages` RPC when
 * `supabaseUrl` and `serviceKey` are given, else an in-memory search over the guides' real
 * sections (supabase/seed.sql, eval/seed-passages.ts).
 */
export function inProcessSender(supabaseUrl?: string, serviceKey?: string): Send {
  const realRpc = Boolean(supabaseUrl && serviceKey);
  const handler = createChatGuideHandler(
    {
      SUPABASE_URL: supabaseUrl ?? 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey ?? 'unused',
    },
    realRpc ? {} : { retrieve: createFakeRetrieve(seedPassages()) },
  );
  return async (testCase, index) => readAnswer(await handler(request('http://in-process/chat-guide', testCase, index, LOCAL_ANON_KEY)));
}

export interface Outcome<C extends EvalCase = ChatCase> {
  testCase: C;
  ms: number;
  reply: string;
  verdict: Verdict;
}

const failedVerdict = (reason: string): Verdict => ({
  passed: false,
  failures: [reason],
  wrongTopic: null,
  overRefusal: null,
  emergencyCaught: null,
  unsafe: false,
});

export async function runCase<C extends EvalCase>(send: Send, testCase: C, index: number): Promise<Outcome<C>> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const started = performance.now();
    let result: SendResult;
    try {
      result = await send(testCase, index);
    } catch (error) {
      return { testCase, ms: 0, reply: '', verdict: failedVerdict(`request failed: ${String(error)}`) };
    }
    const ms = performance.now() - started;
    if (result.status === 429) {
      // Respect the limit: wait as told, then retry (the wait is not counted as latency).
      await new Promise((resolve) => setTimeout(resolve, result.retryAfter * 1000));
      continue;
    }
    const body = result.body as { reply?: unknown };
    if (result.status !== 200 || typeof body?.reply !== 'string') {
      return { testCase, ms, reply: '', verdict: failedVerdict(`status ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`) };
    }
    return { testCase, ms, reply: body.reply, verdict: judgeReply(testCase, body.reply) };
  }
  return { testCase, ms: 0, reply: '', verdict: failedVerdict('still rate limited after 4 attempts') };
}

export async function runCases<C extends EvalCase>(
  send: Send,
  cases: readonly C[],
  onOutcome?: (outcome: Outcome<C>) => void,
): Promise<Outcome<C>[]> {
  // One warm-up request (not counted) so start-up cost doesn't skew latency.
  await send({ kind: 'fact', message: 'hello', expect: {} }, cases.length + 1).catch(() => undefined);
  const outcomes: Outcome<C>[] = [];
  for (const [index, testCase] of cases.entries()) {
    const outcome = await runCase(send, testCase, index);
    onOutcome?.(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}

export interface Ratio {
  n: number;
  of: number;
}

export interface RowFigures {
  group: string;
  kind: string;
  total: number;
  passed: number;
  wrongTopic: Ratio;
  overRefusal: Ratio;
  emergency: Ratio;
  unsafe: number;
  p50: number;
  p95: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function ratio(outcomes: readonly Outcome<EvalCase>[], pick: (v: Verdict) => boolean | null): Ratio {
  const counted = outcomes.map((o) => pick(o.verdict)).filter((x): x is boolean => x !== null);
  return { n: counted.filter(Boolean).length, of: counted.length };
}

export function rowOf(group: string, kind: string, outcomes: readonly Outcome<EvalCase>[]): RowFigures {
  const latencies = outcomes.map((o) => o.ms).filter((ms) => ms > 0);
  return {
    group,
    kind,
    total: outcomes.length,
    passed: outcomes.filter((o) => o.verdict.passed).length,
    wrongTopic: ratio(outcomes, (v) => v.wrongTopic),
    overRefusal: ratio(outcomes, (v) => v.overRefusal),
    emergency: ratio(outcomes, (v) => v.emergencyCaught),
    unsafe: outcomes.filter((o) => o.verdict.unsafe).length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** One row per group and kind that has cases, then an ALL row per group. */
export function figuresOf<C extends EvalCase>(
  outcomes: readonly Outcome<C>[],
  groupOf: (c: C) => string,
  groups: readonly string[],
): RowFigures[] {
  const rows: RowFigures[] = [];
  for (const group of groups) {
    const ofGroup = outcomes.filter((o) => groupOf(o.testCase) === group);
    for (const kind of KINDS) {
      const ofKind = ofGroup.filter((o) => o.testCase.kind === kind);
      if (ofKind.length > 0) rows.push(rowOf(group, kind, ofKind));
    }
    rows.push(rowOf(group, 'ALL', ofGroup));
  }
  return rows;
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)}% (${n}/${of})`);

/** The table run-eval, merge-chat-round and `pnpm bench:chat` print. */
export function formatChatTable(rows: readonly RowFigures[], groupLabel = 'split'): string {
  const header = [groupLabel, 'kind', 'cases', 'passed', 'wrong topic', 'over-refusal', 'emergency recall', 'unsafe', 'p50 ms', 'p95 ms'];
  const body = rows.map((r) => [
    r.group,
    r.kind,
    String(r.total),
    pct(r.passed, r.total),
    pct(r.wrongTopic.n, r.wrongTopic.of),
    pct(r.overRefusal.n, r.overRefusal.of),
    pct(r.emergency.n, r.emergency.of),
    String(r.unsafe),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...body.map(line)].join('\n');
}

/** A dev case's failure as one or two lines (never called for holdout cases). */
export function describeFailure(o: Outcome<EvalCase>): string {
  const history = o.testCase.history?.length ? ` [after ${o.testCase.history.length} turns]` : '';
  const marks = [o.verdict.wrongTopic ? 'WRONG TOPIC' : '', o.verdict.overRefusal ? 'OVER-REFUSAL' : ''].filter(Boolean).join(', ');
  return (
    `- [${o.testCase.kind}] ${JSON.stringify(o.testCase.message)}${history}: ${o.verdict.failures.join('; ')}${marks ? ` (${marks})` : ''}\n` +
    `    reply: ${JSON.stringify(o.reply.slice(0, 300))}`
  );
}
