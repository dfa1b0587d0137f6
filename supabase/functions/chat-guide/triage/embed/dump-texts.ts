/**
 * Scratch (issue 16, sentence-embedding study): writes the texts the triage model trains on
 * (dev cases and the extra non-crisis material, in loadTrainingSet order; never holdout) to a
 * JSON file, so an embedding model outside the repo can embed them once.
 *
 *   npx tsx supabase/functions/chat-guide/triage/embed/dump-texts.ts /tmp/texts.json
 */
import { writeFileSync } from 'node:fs';
import { loadTrainingSet } from '../model/train.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: dump-texts.ts <out.json>');
const set = loadTrainingSet();
const text = (e: (typeof set.dev)[number]) => ({
  message: e.message,
  // The earlier user turns and the message, for cases read with their conversation.
  context: [...e.history.filter((t) => t.role === 'user').map((t) => t.content), e.message].join(' \n '),
});
writeFileSync(out, JSON.stringify({ dev: set.dev.map(text), extra: set.extra.map(text) }));
console.log(`${set.dev.length} dev, ${set.extra.length} extra -> ${out}`);
