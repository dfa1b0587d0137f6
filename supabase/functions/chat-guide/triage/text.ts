/**
 * A message as triage reads it: normalised words with boundary markers (see normalize.ts),
 * and the places where a concept's terms occur. A term is one or more words; "=word" must
 * match exactly, other words tolerate typos (normalize.ts `wordMatches`). A phrase may skip
 * one extra word between its words ("end my own life"), never a boundary.
 */
import { stem, wordMatches } from '../normalize.ts';
import { FOREIGN_NEGATORS, PLAIN_FOREIGN_NOT } from './other-languages.ts';
import { REAL_WORDS_TEXT } from './real-words.ts';
import { CLAUSE, SENTENCE, ofAnotherScript, triageTokens } from './normalize.ts';

export interface Span {
  /** Index of the first word. */
  readonly start: number;
  /** Index just after the last word. */
  readonly end: number;
  readonly term: string;
}

interface TermWord {
  readonly word: string;
  readonly exact: boolean;
  /** Equal as written, not even doubled letters folded ("feel" is not "fell"). */
  readonly literal?: boolean;
}

const compiled = new Map<string, readonly TermWord[]>();

function compile(term: string, literal = false): readonly TermWord[] {
  const key = literal ? `\u0001${term}` : term;
  let words = compiled.get(key);
  if (!words) {
    words = term
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((raw) => {
        const exact = raw.startsWith('=');
        // Words of three letters or fewer match exactly: a typo distance would read "of" as "off".
        // So do words of other scripts (other-languages.ts): the typo distance is tuned for English.
        return triageTokens(exact ? raw.slice(1) : raw)
          .filter((w) => w !== SENTENCE && w !== CLAUSE)
          .map((word) => ({ word, exact: exact || literal || word.length <= 3 || ofAnotherScript(word), literal }));
      });
    compiled.set(key, words);
  }
  return words;
}

export const isMarker = (token: string | undefined) => token === SENTENCE || token === CLAUSE;

/** A real English word is read as itself: "doing" is not a typo of "dying". */
export const REAL_WORDS: ReadonlySet<string> = new Set(REAL_WORDS_TEXT.split(' '));

/** A word's root for comparing forms of one word: "forces", "forced", "forcing" -> "forc". */
function root(word: string): string {
  const bare = word.replace(/(ing|ed|es|s)$/, '');
  const cut = bare.length >= 3 ? bare : word;
  return cut.replace(/e$/, '').replace(/(.)\1$/, '$1');
}

const SUFFIX = /(ing|ed|es|s)$/;

/** A word in -ed whose -e form is a word ("scared" from "scare") shares its root only with that form's -s. */
function sameBase(ed: string, s: string): boolean {
  if (!ed.endsWith('ed') || !s.endsWith('s') || s.endsWith('ed')) return true;
  const base = ed.slice(0, -1);
  if (!base.endsWith('e') || !REAL_WORDS.has(base)) return true;
  return s.slice(0, -1) === base;
}

/** Two inflected forms of one word ("forces", "forced"); a bare word and a short root never count ("load"/"loaded", "fits"/"fitting"). */
function sameRoot(a: string, b: string): boolean {
  if (!SUFFIX.test(a) || !SUFFIX.test(b)) return false;
  // "scared" is scare + d, "scars" is scar + s: not one word ("forced" and "forces" are both force).
  if (!sameBase(a, b) || !sameBase(b, a)) return false;
  const r = root(a);
  return r.length >= 4 && r === root(b);
}

function sameWord(token: string, word: TermWord): boolean {
  if (word.literal) return token === word.word;
  if (token === word.word) return true;
  // Short exact words still take a plural or a possessive: "guys", "hes" (he's).
  if (word.exact) {
    // Exact: the word, its plural, or the word with a letter doubled ("offf"); never a shorter one ("of" is not "off").
    if (token === word.word || token === `${word.word}s` || (token.length > word.word.length && wordMatches(token, word.word, true)))
      return true;
    // "logging" is "log": a long enough ending on a short word.
    return token.length >= word.word.length + 3 && root(token) === word.word;
  }
  if (REAL_WORDS.has(token)) {
    // A real word matches only a plural of itself or another inflection of the same root.
    const [w, t] = [word.word, token];
    if (t === `${w}s` || t === `${w}es` || w === `${t}s` || w === `${t}es` || sameRoot(t, w)) return true;
    const st = stem(t);
    return st.length >= 5 && st === stem(w);
  }
  return wordMatches(token, word.word);
}

/** Words a phrase may skip: "end my own life", "kill my fucking self". */
const FILLERS = new Set([
  'own',
  'really',
  'so',
  'just',
  'fucking',
  'literally',
  'actually',
  'even',
  'all',
  'the',
  'a',
  'damn',
  'freaking',
  'frickin',
  'truly',
  'honestly',
  'kinda',
  'totally',
  'completely',
  'seriously',
  'fully',
]);

/** A phrase of three words or more may skip any one word; a shorter one only a filler. */
function canSkip(token: string, phraseLength: number): boolean {
  if (isMarker(token) || NEGATORS.has(token) || FOREIGN_NEGATORS.has(token)) return false;
  return phraseLength >= 3 || FILLERS.has(token);
}

/** Words that turn what follows into its opposite. */
const NEGATORS = new Set<string>([
  'not',
  'non',
  'no',
  'never',
  'nothing',
  'nobody',
  'without',
  'nor',
  'neither',
  'none',
  // The plain "not" of other languages (other-languages.ts).
  ...PLAIN_FOREIGN_NOT,
]);
/** Hindi and Urdu say "not" after what they deny: "suicide nahi karunga", "marne ka koi plan nahi hai". */
const NEGATORS_AFTER = new Set(['nahi', 'nahin', 'nhi']);
const NEGATION_AFTER_REACH = 4;
/** These negate only the word right after them ("nobody forced me", not "nobody knows i want to die"). */
const NEAR_NEGATORS = new Set(['nothing', 'nobody', 'none', 'nor', 'neither']);
const BE_OR_HAVE = new Set(['is', 'was', 'has', 'had', 'been', 'are', 'were']);
/** Walking back from a word, negation stops at these: "doesnt change that i want out". */
const NEGATION_STOPS = new Set([
  'that',
  'because',
  'since',
  'if',
  'when',
  'so',
  'and',
  'until',
  'cause',
  'but',
  'after',
  'before',
  'while',
  'who',
  'which',
  'where',
]);
/**
 * Words a negation reaches through to a farther word: "not having any thoughts of harming
 * myself", "do not want to die". Any other word ends its reach beyond the nearest two words.
 */
const NEGATION_TRANSPARENT = new Set([
  'having',
  'have',
  'had',
  'any',
  'thoughts',
  'thought',
  'of',
  'about',
  'going',
  'to',
  'planning',
  'plan',
  'plans',
  'want',
  'wanted',
  'wanting',
  'intend',
  'intention',
  'trying',
  'try',
  'tried',
  'thinking',
  'think',
  'feel',
  'feeling',
  'like',
  'will',
  'would',
  'ever',
  'even',
  'really',
  'actually',
  'again',
  'a',
  'the',
  'been',
  'be',
  'being',
  'am',
  'is',
  'was',
  'currently',
  'at',
  'all',
  'in',
  'danger',
  'do',
  'did',
  'does',
  'i',
  'gonna',
  'wish',
  'urge',
  'urges',
  'anymore',
  'any',
  'more',
  'longer',
  'remotely',
  'slightly',
  'my',
  'can',
  'could',
  'able',
  'bear',
  'on',
  // "not at risk of hurting myself", "no risk of harming myself".
  'risk',
]);
/** "no i want to die": an interjection, not a negation. */
const INTERJECTION_NEXT = new Set(['i', 'you', 'it', 'honestly', 'really', 'seriously', 'im']);
/** A negator followed by one of these does not negate ("not sure I want to live"). */
const NOT_NEGATING_NEXT = new Set(['sure', 'certain', 'even', 'stop', 'help', 'only', 'just', 'anymore', 'matter', 'know']);
const NEGATION_REACH = 5;
/** "zero" negates as "no" only before an intention: "zero intention of", "zero plans to". */
const ZERO_NEGATES = new Set(['intention', 'intentions', 'plan', 'plans', 'desire', 'interest']);

/**
 * A negation carried over "or" to the next item: "i did not have a seizure or faint", the words
 * between the negator and the item being a first item of one word and its "or".
 */
function carriedOverOr(between: readonly string[]): boolean {
  const last = between[between.length - 1];
  if (last !== 'or' && last !== 'nor') return false;
  const head = between.slice(0, -2);
  return head.length <= 2 || head.every((w) => NEGATION_TRANSPARENT.has(w));
}

export class TriageText {
  readonly tokens: readonly string[];
  private readonly cache = new Map<string, readonly Span[]>();
  /** Where the words starting with each letter stand: every kind of word match keeps the first letter (sameWord). */
  private readonly byFirstLetter = new Map<string, number[]>();

  private joinedText: string | undefined;

  /** The words joined by single spaces, markers included, for the rules' regular expressions (read once). */
  get joined(): string {
    return (this.joinedText ??= this.tokens.join(' '));
  }

  /** `tokens` when the words are already read (the model's English gloss, gloss/gloss.ts); else triageTokens(raw). */
  constructor(
    readonly raw: string,
    tokens?: readonly string[],
  ) {
    this.tokens = tokens ?? triageTokens(raw);
    this.tokens.forEach((token, i) => {
      if (isMarker(token)) return;
      const at = this.byFirstLetter.get(token[0]!);
      if (at) at.push(i);
      else this.byFirstLetter.set(token[0]!, [i]);
    });
  }

  get wordCount(): number {
    return this.tokens.filter((t) => !isMarker(t)).length;
  }

  private wordAt(index: number, word: TermWord): boolean {
    const token = this.tokens[index];
    if (token === undefined || isMarker(token)) return false;
    return sameWord(token, word);
  }

  private matchFrom(start: number, words: readonly TermWord[]): number {
    if (!this.wordAt(start, words[0]!)) return -1;
    let position = start;
    let skips = 0;
    for (let w = 1; w < words.length; w++) {
      const word = words[w]!;
      const skipped = this.tokens[position + 1];
      if (this.wordAt(position + 1, word)) position += 1;
      else if (skips === 0 && skipped !== undefined && canSkip(skipped, words.length) && this.wordAt(position + 2, word)) {
        position += 2;
        skips += 1;
      } else return -1;
    }
    return position + 1;
  }

  /**
   * Every occurrence of every term, in message order. `exact` turns typo tolerance off: for
   * lists that excuse a message ("shaving", "kidding"), where a near miss must not excuse.
   */
  find(terms: readonly string[], exact = false): readonly Span[] {
    const key = `${exact ? '=' : ''}${terms.join('\u0000')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const spans: Span[] = [];
    for (const term of terms) {
      const words = compile(term, exact);
      if (words.length === 0) continue;
      for (const i of this.byFirstLetter.get(words[0]!.word[0]!) ?? []) {
        const end = this.matchFrom(i, words);
        if (end !== -1) spans.push({ start: i, end, term });
      }
    }
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    this.cache.set(key, spans);
    return spans;
  }

  has(terms: readonly string[], exact = false): boolean {
    return this.find(terms, exact).length > 0;
  }

  /** Words right after the span (up to `count`, stopping at a boundary). */
  after(span: Span, count: number): string[] {
    const out: string[] = [];
    for (let i = span.end; i < this.tokens.length && out.length < count; i++) {
      if (isMarker(this.tokens[i])) break;
      out.push(this.tokens[i]!);
    }
    return out;
  }

  /** Words right before the span (nearest first, up to `count`, stopping at a boundary). */
  before(span: Span, count: number): string[] {
    const out: string[] = [];
    for (let i = span.start - 1; i >= 0 && out.length < count; i--) {
      if (isMarker(this.tokens[i])) break;
      out.push(this.tokens[i]!);
    }
    return out;
  }

  /** Whether a negator stands just before the span in its clause ("not suicidal", "no fever"). */
  negated(span: Span): boolean {
    // A term that carries its own "not" ("not wake up") is not negated again.
    const own = compile(span.term).some((w) => w.word === 'not' || w.word === 'no' || w.word === 'never' || NEGATORS_AFTER.has(w.word));
    if (own) return false;
    for (let i = span.end; i < this.tokens.length && i - span.end < NEGATION_AFTER_REACH; i++) {
      const token = this.tokens[i]!;
      if (isMarker(token)) break;
      if (NEGATORS_AFTER.has(token)) return true;
    }
    for (let i = span.start - 1; i >= 0 && span.start - i <= NEGATION_REACH; i--) {
      const token = this.tokens[i]!;
      if (isMarker(token) || NEGATION_STOPS.has(token)) return false;
      // "zero intention of ending my life"
      if (NEGATORS.has(token) || (token === 'zero' && ZERO_NEGATES.has(this.tokens[i + 1] ?? ''))) {
        const next = this.tokens[i + 1];
        const between = this.tokens.slice(i + 1, span.start);
        if (between.length > 2 && !between.every((w) => NEGATION_TRANSPARENT.has(w)) && !carriedOverOr(between)) return false;
        if (next !== undefined && NOT_NEGATING_NEXT.has(next) && i + 1 < span.start) continue;
        // "nobody forced me", "nobody is forcing me"; not "nobody knows he forced me".
        if (NEAR_NEGATORS.has(token) && span.start - i > 1 && !between.every((w) => BE_OR_HAVE.has(w))) continue;
        if (token === 'no' && next !== undefined && INTERJECTION_NEXT.has(next)) continue;
        // "if not, i will end it": a condition, not a negation.
        if (token === 'not' && this.tokens[i - 1] === 'if') continue;
        // "can't stand up without everything going black": two negatives.
        if (token === 'without' && this.tokens.slice(Math.max(0, i - 4), i).includes('not')) continue;
        return true;
      }
    }
    return false;
  }

  /** Whether the two spans lie within `window` words of each other without a sentence end between. */
  near(a: Span, b: Span, window: number, crossSentences = false): boolean {
    const [first, second] = a.start <= b.start ? [a, b] : [b, a];
    const gap = second.start - first.end;
    if (gap > window) return false;
    if (crossSentences) return true;
    for (let i = first.end; i < second.start; i++) if (this.tokens[i] === SENTENCE) return false;
    return true;
  }

  /** Spans of `a` with a span of `b` within `window` words (neither negated unless allowed). */
  pairs(
    a: readonly string[],
    b: readonly string[],
    window: number,
    options: { crossSentences?: boolean; allowNegated?: boolean } = {},
  ): Span[] {
    const out: Span[] = [];
    const bs = this.find(b).filter((s) => options.allowNegated || !this.negated(s));
    for (const span of this.find(a)) {
      if (!options.allowNegated && this.negated(span)) continue;
      if (bs.some((other) => other !== span && this.near(span, other, window, options.crossSentences))) out.push(span);
    }
    return out;
  }
}
