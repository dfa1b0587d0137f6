/**
 * Keyword and phrase matching over a normalised message, tolerant of typos (see
 * normalize.ts). A term is one or more words; a word written "=word" must match exactly
 * (for short, loaded words such as "=rape" or "=pep"). Phrases allow one extra word
 * between their words ("end my own life" matches "end my life").
 */
import { normalizeText, tokenize, wordMatches } from './normalize.ts';

interface TermWord {
  readonly word: string;
  readonly exact: boolean;
}

const compiled = new Map<string, readonly TermWord[]>();

function compileTerm(spec: string): readonly TermWord[] {
  const cached = compiled.get(spec);
  if (cached) return cached;
  const words = spec
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((raw) => {
      const exact = raw.startsWith('=');
      return normalizeText(exact ? raw.slice(1) : raw)
        .split(' ')
        .filter(Boolean)
        .map((word) => ({ word, exact }));
    });
  compiled.set(spec, words);
  return words;
}

export class MessageView {
  readonly normalized: string;
  readonly tokens: readonly string[];

  constructor(readonly raw: string) {
    this.normalized = normalizeText(raw);
    this.tokens = tokenize(raw);
  }

  private tokenIs(index: number, word: TermWord): boolean {
    const token = this.tokens[index];
    return token !== undefined && wordMatches(token, word.word, word.exact);
  }

  /** Index just after a match of the phrase starting at `start`, or -1. */
  private matchFrom(start: number, words: readonly TermWord[]): number {
    if (!this.tokenIs(start, words[0]!)) return -1;
    let position = start;
    for (let w = 1; w < words.length; w++) {
      const word = words[w]!;
      if (this.tokenIs(position + 1, word)) position += 1;
      else if (this.tokenIs(position + 2, word)) position += 2;
      else return -1;
    }
    return position + 1;
  }

  has(term: string): boolean {
    const words = compileTerm(term);
    if (words.length === 0) return false;
    for (let i = 0; i < this.tokens.length; i++) {
      if (this.matchFrom(i, words) !== -1) return true;
    }
    return false;
  }

  hasAny(terms: readonly string[]): boolean {
    return terms.some((term) => this.has(term));
  }

  /** How many of the terms occur (each counted once). */
  countAny(terms: readonly string[]): number {
    return terms.reduce((count, term) => count + (this.has(term) ? 1 : 0), 0);
  }
}
