/**
 * How rare a word is in the guides (inverse sentence frequency, from guide-rarity.ts): a question's
 * rare words ("wallet", "throat", "douche") say which sentence answers it far better than its
 * common ones ("partner", "test", "plan").
 */
import { GUIDE_SENTENCES, STEM_SENTENCES } from './guide-rarity.ts';
import { STEM_SECTIONS } from './guide-sections.ts';
import { editDistance, stem } from './normalize.ts';

let table: Map<string, number> | undefined;

function sentencesWith(word: string): number {
  if (!table) {
    table = new Map();
    for (const pair of STEM_SENTENCES.split(' ')) {
      const colon = pair.lastIndexOf(':');
      table.set(pair.slice(0, colon), Number(pair.slice(colon + 1)));
    }
  }
  return lookup(table, word) ?? 0;
}

/**
 * A word's entry by its stem; for a word ending in "e" whose stem has none, by the stem without
 * it: the light stemmer makes "douche" "douche" but "douching" "douch" (the guides say "douching").
 */
function lookup<T>(map: ReadonlyMap<string, T>, word: string): T | undefined {
  const found = map.get(stem(word));
  if (found !== undefined || word.length < 5 || !word.endsWith('e')) return found;
  return map.get(word.slice(0, -1));
}

/** Whether any sentence of the guides uses the word (by its stem): the guides' medical words are English too. */
export function inGuides(word: string): boolean {
  return sentencesWith(word) > 0;
}

/** Inverse sentence frequency of a word, ln(N / n); a word no guide uses counts as n = 1/2, rarer than any. */
export function inverseFrequency(word: string): number {
  return Math.log(GUIDE_SENTENCES / Math.max(0.5, sentencesWith(word)));
}

/** ln(N / n) of the rarest word the guides use (in one sentence): above it, a word they never use. */
export const MAX_INVERSE_FREQUENCY = Math.log(GUIDE_SENTENCES);

let sections: Map<string, readonly number[]> | undefined;

/** The sections (numbered as in guide-sections.ts) whose heading or text has the word's stem; empty when none. */
export function sectionsWith(word: string): readonly number[] {
  if (!sections) {
    sections = new Map();
    for (const pair of STEM_SECTIONS.split(' ')) {
      const colon = pair.lastIndexOf(':');
      sections.set(
        pair.slice(0, colon),
        pair
          .slice(colon + 1)
          .split(',')
          .map((id) => parseInt(id, 36)),
      );
    }
  }
  return lookup(sections, word) ?? [];
}

/** Whether some guide section uses the word (its stem), or a word one letter away from it (a typo). */
export function guidesUse(word: string): boolean {
  if (sectionsWith(word).length > 0) return true;
  if (word.length < 5) return false;
  for (const known of sections!.keys()) if (known[0] === word[0] && editDistance(known, word, 1) <= 1) return true;
  return false;
}

/**
 * The words of a search, kept in order while some one section has them all: search_guide_passages
 * answers a query whose words all sit in one section from its full-text index at once, and any
 * other by its slow, typo-tolerant path (supabase/migrations/20250901090800_search_rpcs.sql). A word
 * no section has, or one that no section has together with the words before it, is left out; the
 * query is kept whole when no word of it is in the guides.
 */
export function matchableQuery(query: string, rarestFirst = false): string {
  const words = query.split(' ').filter(Boolean);
  let common: Set<number> | null = null;
  const kept = new Set<string>();
  // In the query's order, or the rarest word first (the one that says most about which section).
  const order = rarestFirst ? [...words].sort((a, b) => sectionsWith(a).length - sectionsWith(b).length) : words;
  for (const word of order) {
    const ids = sectionsWith(word);
    if (ids.length === 0) continue;
    const next: Set<number> = common === null ? new Set(ids) : new Set(ids.filter((id) => common!.has(id)));
    if (next.size === 0) continue;
    common = next;
    kept.add(word);
  }
  return kept.size > 0 ? words.filter((word) => kept.has(word)).join(' ') : query;
}
