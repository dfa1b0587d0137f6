/**
 * An in-memory stand-in for the `search_guide_passages` RPC: OR-semantics keyword search,
 * typo-tolerant, ranked by the query words a section contains, rarer words weighing more
 * and heading words counting double.
 */
import { normalizeText, stem, wordMatches } from '../normalize.ts';
import type { GuidePassage, RetrieveFn } from '../types.ts';
import { FIXTURE_PASSAGES } from './passages.ts';

type Row = Omit<GuidePassage, 'rank'>;

function words(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w.length > 1);
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
  const weightOf = (word: string): number => {
    const df = indexed.filter(({ heading, body }) => contains(heading, word) || contains(body, word)).length;
    return Math.log(1 + indexed.length / Math.max(1, df));
  };
  return async (query, limit) => {
    const queryWords = [...new Set(words(query))];
    if (queryWords.length === 0) return [];
    const weights = new Map(queryWords.map((w) => [w, weightOf(w)]));
    const maxScore = queryWords.reduce((sum, w) => sum + 3 * weights.get(w)!, 0);
    return indexed
      .map(({ row, heading, body }) => {
        const score = queryWords.reduce(
          (sum, w) => sum + ((contains(heading, w) ? 2 : 0) + (contains(body, w) ? 1 : 0)) * weights.get(w)!,
          0,
        );
        return { ...row, rank: score / maxScore };
      })
      .filter((p) => p.rank > 0)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit);
  };
}
