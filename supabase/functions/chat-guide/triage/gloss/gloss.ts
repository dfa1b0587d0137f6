/**
 * A word-for-word English gloss of a message written in another language
 * (docs/chat-guide.md#a-gloss-into-english). The triage model has learnt English from some fifteen
 * thousand messages and each other language from a few hundred; read through its gloss, "me muero de
 * vergüenza" shares the features of "very embarrassed" and "quiero morir" those of "want to die",
 * so what the model knows of English carries over.
 *
 * Each language's glossary (glossaries.ts) maps a word or a phrase of up to five words, as people
 * type it, to plain English: idioms that only sound alarming to what they mean, euphemisms of a
 * crisis to what they say. A message is glossed with the one glossary that covers most of its
 * words, the longest phrase first; a word it does not know is a gap (GAP), except an English word
 * in a mixed message, which stays as it is. The gloss feeds the model only, never the rules.
 */
import { CLAUSE, SENTENCE, ofAnotherScript, triageTokens } from '../normalize.ts';
import { REAL_WORDS } from '../text.ts';

/** One language's glossary: [as typed, in plain English]. */
export interface Glossary {
  readonly language: string;
  readonly entries: ReadonlyArray<readonly [foreign: string, english: string]>;
}

/** Stands for a word the glossary does not know: no word, and no pair across it. */
export const GAP = '~';

/** The longest phrase a glossary may hold, in words (a Chinese or Japanese character is a word). */
export const LONGEST_PHRASE = 8;

export interface CompiledGlossary {
  readonly language: string;
  readonly table: ReadonlyMap<string, readonly string[]>;
  /** The first word of every key: most words start no phrase, and are passed over at once. */
  readonly firstWords: ReadonlySet<string>;
  readonly longest: number;
}

export interface Gloss {
  readonly language: string;
  /** The English words, with the message's own sentence and clause markers and GAP for a word not known. */
  readonly tokens: readonly string[];
  /** How many of the message's words the glossary knew. */
  readonly known: number;
}

const isMarker = (token: string) => token === SENTENCE || token === CLAUSE;

/** Reads a glossary as triage reads messages (normalize.ts), so accents and spelling match alike; the first entry of a key wins. */
export function compileGlossary(glossary: Glossary): CompiledGlossary {
  const table = new Map<string, readonly string[]>();
  const firstWords = new Set<string>();
  let longest = 1;
  for (const [foreign, english] of glossary.entries) {
    const words = triageTokens(foreign).filter((t) => !isMarker(t));
    const meaning = triageTokens(english).filter((t) => !isMarker(t));
    if (words.length === 0 || words.length > LONGEST_PHRASE || meaning.length === 0) continue;
    const key = words.join(' ');
    if (table.has(key)) continue;
    table.set(key, meaning);
    firstWords.add(words[0]!);
    longest = Math.max(longest, words.length);
  }
  return { language: glossary.language, table, firstWords, longest };
}

/** An English word, or the "lol" that normalize.ts makes of every language's laughter. */
const keptAsWritten = (token: string) => token === 'lol' || (!ofAnotherScript(token) && REAL_WORDS.has(token));

function glossWith(tokens: readonly string[], glossary: CompiledGlossary): Gloss {
  const out: string[] = [];
  let known = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (isMarker(token)) {
      out.push(token);
      i++;
      continue;
    }
    let matched = 0;
    const reach = glossary.firstWords.has(token) ? Math.min(glossary.longest, tokens.length - i) : 0;
    for (let n = reach; n >= 1; n--) {
      const words = tokens.slice(i, i + n);
      if (words.some(isMarker)) continue;
      const meaning = glossary.table.get(words.join(' '));
      if (!meaning) continue;
      out.push(...meaning);
      matched = n;
      break;
    }
    if (matched > 0) {
      known += matched;
      i += matched;
      continue;
    }
    out.push(keptAsWritten(token) ? token : GAP);
    i++;
  }
  return { language: glossary.language, tokens: out, known };
}

/**
 * The gloss of a message's tokens (triageTokens) by the glossary that knows most of its words,
 * or null when none knows any. Ties go to the earlier glossary.
 */
export function glossTokens(tokens: readonly string[], glossaries: readonly CompiledGlossary[]): Gloss | null {
  let best: Gloss | null = null;
  for (const glossary of glossaries) {
    const gloss = glossWith(tokens, glossary);
    if (gloss.known > 0 && (best === null || gloss.known > best.known)) best = gloss;
  }
  return best;
}
