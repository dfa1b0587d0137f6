/**
 * Chat-guide answer evaluation. Sends every case of chat-cases.json (with its history) to the
 * function and prints, per split and kind: pass rate, wrong-topic rate, over-refusal rate,
 * emergency recall, unsafe links and p50/p95 latency (eval/checks.ts defines each). Dev
 * failures are listed with --dev-failures; holdout failures never are (only its score is
 * printed). It prints figures; it is not a test, so it exits 0 whenever it ran.
 *
 *   npx tsx supabase/functions/chat-guide/eval/run-eval.ts               # running function
 *   CHAT_GUIDE_URL=http://host/functions/v1/chat-guide npx tsx ...       # another URL
 *   npx tsx supabase/functions/chat-guide/eval/run-eval.ts --in-process  # handler, search over the guides' sections (seed.sql)
 *   SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... npx tsx ... --in-process
 *                                         # this checkout's handler, real search_guide_passages RPC
 *   add --dev-failures to list the dev cases that fail, --by-round for a table per round too
 */
import { figuresOf, formatChatTable, httpSender, inProcessSender, loadChatCases, describeFailure, runCases } from './chat-eval.ts';

const DEFAULT_URL = 'http://127.0.0.1:54321/functions/v1/chat-guide';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const inProcess = args.includes('--in-process');
  const url = process.env.CHAT_GUIDE_URL ?? DEFAULT_URL;
  const supabaseUrl = process.env.SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  const send = inProcess ? inProcessSender(supabaseUrl, serviceKey) : httpSender(url, process.env.CHAT_GUIDE_ANON_KEY);
  const file = loadChatCases();

  const target = !inProcess
    ? url
    : supabaseUrl && serviceKey
      ? `in-process handler, retrieval from ${supabaseUrl}`
      : "in-process handler, in-memory search over the guides' sections";
  console.log(`chat-guide eval: ${file.cases.length} cases, ${target} (split rule: ${file.split_rule.split(';')[0]})\n`);
  const outcomes = await runCases(send, file.cases);

  console.log(formatChatTable(figuresOf(outcomes, (c) => c.split, ['dev', 'holdout'])));
  if (args.includes('--by-round')) {
    const rounds = [...new Set(file.cases.map((c) => c.round))].sort((a, b) => a - b).map(String);
    console.log(
      `\n${formatChatTable(
        figuresOf(outcomes, (c) => String(c.round), rounds),
        'round',
      )}`,
    );
  }
  if (args.includes('--dev-failures')) {
    const failed = outcomes.filter((o) => o.testCase.split === 'dev' && !o.verdict.passed);
    console.log(`\ndev failures (${failed.length}):`);
    for (const o of failed) console.log(describeFailure(o));
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
