/**
 * How rare a word is in the guides (inverse sentence frequency, from guide-rarity.ts): a question's
 * rare words ("wallet", "throat", "douche") say which sentence answers it far better than its
 * common ones ("partner", "test", "plan").
 */
import { GUIDE_SENTENCES, STEM_SENTENCES } from './guide-rarity.ts';
import { stem } from './normalize.ts';

let table: Map<string, number> | undefined;

function sentencesWith(word: string): number {
  if (!table) {
    table = new Map();
    for (const pair of STEM_SENTENCES.split(' ')) {
      const colon = pair.lastIndexOf(':');
      table.set(pair.slice(0, colon), Number(pair.slice(colon + 1)));
    }
  }
  return table.get(stem(word)) ?? 0;
}

/** Inverse sentence frequency of a word, ln(N / n); a word no guide uses counts as n = 1/2, rarer than any. */
export function inverseFrequency(word: string): number {
  return Math.log(GUIDE_SENTENCES / Math.max(0.5, sentencesWith(word)));
}

/** ln(N / n) of the rarest word the guides use (in one sentence): above it, a word they never use. */
export const MAX_INVERSE_FREQUENCY = Math.log(GUIDE_SENTENCES);
