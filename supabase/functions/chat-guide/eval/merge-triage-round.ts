/**
 * Adds a new round of independently written cases to triage-cases.json. Before merging, it
 * prints how today's triage scores the new round on its own (the round has never been tuned
 * on, so both of its halves measure generalisation); then each case gets its split by the
 * fixed rule, exact repeats of existing messages are dropped, and the round is described in
 * the file's `written` line.
 *
 *   npx tsx supabase/functions/chat-guide/eval/merge-triage-round.ts <folder of *.json> "<description>" [--dry-run]
 *
 * Each file in the folder is a JSON array of { crisis, category, message, history? }.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CRISIS_CATEGORIES,
  SAFE_CATEGORIES,
  figuresOf,
  formatTriageTable,
  loadTriageCases,
  runTriageCases,
  type TriageCase,
} from './triage-eval.ts';
import { splitOf } from './triage-split.ts';

type Written = Omit<TriageCase, 'split'>;

function readRound(folder: string): Written[] {
  const cases: Written[] = [];
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const rows = JSON.parse(readFileSync(join(folder, name), 'utf8')) as Written[];
    for (const row of rows) {
      const known = (row.crisis ? CRISIS_CATEGORIES : SAFE_CATEGORIES) as readonly string[];
      if (typeof row.message !== 'string' || !row.message.trim()) throw new Error(`${name}: a case without a message`);
      if (!known.includes(row.category))
        throw new Error(`${name}: "${row.category}" is not a ${row.crisis ? 'crisis' : 'non-crisis'} category`);
      cases.push({
        crisis: row.crisis,
        category: row.category,
        message: row.message,
        ...(row.history?.length ? { history: row.history } : {}),
      });
    }
  }
  return cases;
}

async function main(): Promise<void> {
  const [folder, description] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!folder || !description) throw new Error('usage: merge-triage-round.ts <folder> "<description>" [--dry-run]');
  const file = loadTriageCases();
  // A repeat differs at most in case and surrounding spaces ("Do you ship…" / "do you ship…").
  const key = (message: string) => message.toLowerCase().trim();
  const seen = new Set(file.cases.map((c) => key(c.message)));
  const fresh: TriageCase[] = [];
  for (const c of readRound(folder)) {
    if (seen.has(key(c.message))) continue;
    seen.add(key(c.message));
    fresh.push({ split: splitOf(c.message), ...c });
  }
  console.log(`new round: ${fresh.length} cases; today's triage on them, never tuned on (both halves are unseen):\n`);
  console.log(formatTriageTable(figuresOf(await runTriageCases(fresh))));
  if (process.argv.includes('--dry-run')) return;
  const crisis = fresh.filter((c) => c.crisis).length;
  file.cases.push(...fresh);
  const round = (file as { written?: string }).written ?? '';
  const updated = {
    ...file,
    written: `${round.replace(/\.\s*Categories:/, `; next round, ${crisis} crisis and ${fresh.length - crisis} non-crisis (${description}). Categories:`)}`,
  };
  const here = dirname(fileURLToPath(import.meta.url));
  writeFileSync(join(here, 'triage-cases.json'), `${JSON.stringify(updated, null, 2)}\n`);
  console.log(`\nmerged: triage-cases.json now holds ${file.cases.length} cases`);
}

void main();
