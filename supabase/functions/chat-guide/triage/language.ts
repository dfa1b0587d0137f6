/**
 * Whether a message is written mostly in another language than English (docs/chat-guide.md#other-languages).
 * The triage model reads the spelling of such a message in a space of its own, so that words it has
 * never seen in one language do not teach it about words it has never seen in the other.
 *
 * A message is in another language when half or more of its words are of another script, or when
 * at least two of its words of four letters or more are neither English (real-words.ts) nor used by
 * the guides, and they outnumber those that are. Short words are left out: "me", "no" and "la" are
 * words in many languages. A misspelt English message keeps more real words than misspelt ones.
 */
import { inGuides } from '../rarity.ts';
import { CLAUSE, SENTENCE, ofAnotherScript } from './normalize.ts';
import { REAL_WORDS } from './text.ts';

export function writtenInAnotherLanguage(tokens: readonly string[]): boolean {
  let words = 0;
  let otherScript = 0;
  let english = 0;
  let unknown = 0;
  for (const token of tokens) {
    if (token === SENTENCE || token === CLAUSE || /^[0-9]+$/.test(token)) continue;
    words++;
    if (ofAnotherScript(token)) otherScript++;
    else if (token.length < 4) continue;
    else if (REAL_WORDS.has(token) || inGuides(token)) english++;
    else unknown++;
  }
  return (otherScript > 0 && otherScript * 2 >= words) || (unknown >= 2 && unknown > english);
}
