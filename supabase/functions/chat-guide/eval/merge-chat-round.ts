/**
 * Adds a new round of independently written cases to chat-cases.json. It first checks every
 * case against the format (eval/checks.ts caseProblems) and stops on any problem; then it prints
 * how today's answering code scores the new round per kind (the round has never been tuned on,
 * so both of its halves measure generalisation); then each case gets its split by the fixed rule
 * (triage-split.ts splitOf), exact repeats of existing messages are dropped, and the round is
 * described in the file's `written` line.
 *
 *   npx tsx supabase/functions/chat-guide/eval/merge-chat-round.ts <folder of *.json> "<description>" [--dry-run]
 *
 * Each file in the folder is a JSON array of { kind, message, history?, expect }. The round is
 * scored in process with an in-memory search over the guides' sections (seed.sql), or with the
 * real search_guide_passages RPC when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
 * No failure is listed: half of the round becomes holdout.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseProblems, type ChatCase, type EvalCase } from './checks.ts';
import { CASES_FILE, figuresOf, formatChatTable, inProcessSender, loadChatCases, runCases } from './chat-eval.ts';
import { splitOf } from './triage-split.ts';

/** The cases of a round folder, in file order; throws with every format problem found. */
function readRound(folder: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const problems: string[] = [];
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const rows = JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
    if (!Array.isArray(rows)) {
      problems.push(`${name}: not a JSON array of cases`);
      continue;
    }
    rows.forEach((row: unknown, i) => {
      const found = caseProblems(row, `${name}[${i}]`);
      if (found.length > 0) return problems.push(...found);
      const c = row as EvalCase;
      cases.push({ kind: c.kind, message: c.message, ...(c.history?.length ? { history: c.history } : {}), expect: c.expect });
    });
  }
  if (problems.length > 0) throw new Error(`the round has ${problems.length} format problems:\n${problems.join('\n')}`);
  return cases;
}

async function main(): Promise<void> {
  const [folder, description] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!folder || !description) throw new Error('usage: merge-chat-round.ts <folder> "<description>" [--dry-run]');
  const file = loadChatCases();
  const round = Math.max(0, ...file.cases.map((c) => c.round)) + 1;
  // A repeat differs at most in case and surrounding spaces, as eval.test.ts counts them.
  const key = (message: string) => message.toLowerCase().trim();
  const seen = new Set(file.cases.map((c) => key(c.message)));
  const fresh: ChatCase[] = [];
  let repeats = 0;
  for (const c of readRound(folder)) {
    if (seen.has(key(c.message))) {
      repeats++;
      continue;
    }
    seen.add(key(c.message));
    fresh.push({ split: splitOf(c.message), round, ...c });
  }
  console.log(
    `new round ${round}: ${fresh.length} cases (${repeats} exact repeats dropped); today's answering code on them, never tuned on (both halves are unseen):\n`,
  );
  const outcomes = await runCases(inProcessSender(process.env.SUPABASE_URL, process.env.SUPABASE_SERVICE_ROLE_KEY), fresh);
  console.log(
    formatChatTable(
      figuresOf(outcomes, () => `round ${round}`, [`round ${round}`]),
      'round',
    ),
  );
  const split = (s: string) => fresh.filter((c) => c.split === s).length;
  console.log(`\nsplit by the rule: ${split('dev')} dev, ${split('holdout')} holdout`);
  if (process.argv.includes('--dry-run')) return;
  const kinds = [...new Set(fresh.map((c) => c.kind))].join(', ');
  const updated = {
    ...file,
    written: `${file.written} Round ${round}, ${fresh.length} cases (${kinds}): ${description}.`,
    cases: [...file.cases, ...fresh],
  };
  writeFileSync(CASES_FILE, `${JSON.stringify(updated, null, 2)}\n`);
  console.log(`\nmerged: chat-cases.json now holds ${updated.cases.length} cases`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
