/**
 * An in-memory stand-in for the `search_guide_passages` RPC: OR-semantics keyword search,
 * typo-tolerant, ranked by how many query words a section contains (heading counts double).
 */
import { normalizeText, stem, wordMatches } from '../normalize.ts';
import type { GuidePassage, RetrieveFn } from '../types.ts';
import { FIXTURE_PASSAGES } from './passages.ts';

type Row = Omit<GuidePassage, 'rank'>;

function words(text: string): string[] {
  return normalizeText(text).split(' ').filter((w) => w.length > 1);
}

function contains(haystack: readonly string[], word: string): boolean {
  const s = stem(word);
  return haystack.some((w) => stem(w) === s || wordMatches(w, word));
}

export function createFakeRetrieve(rows: readonly Row[] = FIXTURE_PASSAGES): RetrieveFn {
  const indexed = rows.map((row) => ({
    row,
    heading: words(`${row.guide_title} ${row.heading}`),
    body: words(row.content),
  }));
  return async (query, limit) => {
    const queryWords = [...new Set(words(query))];
    if (queryWords.length === 0) return [];
    return indexed
      .map(({ row, heading, body }) => {
        const score = queryWords.reduce(
          (sum, w) => sum + (contains(heading, w) ? 2 : 0) + (contains(body, w) ? 1 : 0),
          0,
        );
        return { ...row, rank: score / (queryWords.length * 3) };
      })
      .filter((p) => p.rank > 0)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit);
  };
}
