/**
 * Text normalisation and tolerant word matching. Users type fast, on phones, in distress:
 * "wen shoud i tset after expsure" must read like "when should i test after exposure".
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A message pasted with stray HTML, reduced to its text: tags become spaces, a few entities
 * are decoded. `dropCode` also drops what script and style elements hold (for answering; the
 * safety triage reads every word, so it gets the text with only the tags removed).
 */
export function stripMarkup(input: string, dropCode = false): string {
  if (!/[<&]/.test(input)) return input;
  let text = input;
  if (dropCode) text = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Text-speak read as words for answering: "ok 2 use", "n", "w/", "u", "4 a friend". */
const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [
    /\b(how|want|need|have|going|ok|okay|safe|able|try|trying|supposed|wanna|fine|wants|needs) 2 (?!(?:doses?|days?|weeks?|hours?|months?|years?|times?|shots?|pills?|tests?|partners?|people|of|or|and|to)\b)(?=[a-z])/gi,
    '$1 to ',
  ],
  [/\b2 (use|get|take|tell|know|test|do|be|have|stop|start|ask|let|avoid|say|go|see|find|talk|keep)\b/gi, 'to $1'],
  [/\b4 (a|my|the|him|her|them|me|us|u|you)\b/gi, 'for $1'],
  [/\bb4\b/gi, 'before'],
  [/\bw\/o\b/gi, 'without'],
  [/(?<=\w) n (?=\w)/gi, ' and '],
  [/(?<=\w) w\/? (?=\w)/gi, ' with '],
  [/\bw\/(?=\w)/gi, 'with '],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bvaseline\b/gi, 'petroleum jelly'],
  [/\br (?=(?:u|you|they|we|i|there)\b)/gi, 'are '],
];

/**
 * Text-speak and sound-alike spellings of everyday words ("wen", "agen", "wks", "ppl"), each read
 * as the word: the typo tolerance of matching (one edit in a short word) does not reach them, and
 * the word they stand for is often the one a question hinges on ("when … test again").
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  wen: 'when',
  wenn: 'when',
  wat: 'what',
  wut: 'what',
  wht: 'what',
  agen: 'again',
  agin: 'again',
  wks: 'weeks',
  wk: 'week',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  yrs: 'years',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  tho: 'though',
  thru: 'through',
  abt: 'about',
  shud: 'should',
  shld: 'should',
  cud: 'could',
  wud: 'would',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'have to',
  prolly: 'probably',
  smth: 'something',
  sth: 'something',
  rn: 'right now',
  idk: "I don't know",
  dunno: "don't know",
  ya: 'you',
  yu: 'you',
  nd: 'and',
  tmrw: 'tomorrow',
  '2day': 'today',
  '2morrow': 'tomorrow',
  '2nite': 'tonight',
  til: 'until',
  till: 'until',
};
const SPELLING = new RegExp(`(?<![\\w'’])(${Object.keys(SPELLINGS).join('|')})(?![\\w'’])`, 'gi');

/** A message with text-speak spelled out (see SHORTHAND); triage reads the message as typed. */
export function spellOutShorthand(input: string): string {
  let text = input;
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  return text.replace(SPELLING, (word: string) => SPELLINGS[word.toLowerCase()] ?? word);
}

/** Lower case, accents and punctuation stripped, runs of 3+ equal letters cut to 2. */
export function normalizeText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '') // "don't" -> "dont" so contractions stay one word
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .trim();
}

export function tokenize(input: string): string[] {
  const normalized = normalizeText(input);
  return normalized === '' ? [] : normalized.split(' ');
}

/** Every run of a repeated letter collapsed to one: "gonorrhea" -> "gonorhea". */
export function squash(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

/** A light English stemmer: enough to fold plurals and -ing/-ed forms together. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), giving up
 * early once `max` is exceeded; returns max + 1 in that case.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diffs: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
  return diffs.length === 2 && diffs[1] === diffs[0]! + 1 && a[diffs[0]!] === b[diffs[1]!] && a[diffs[1]!] === b[diffs[0]!];
}

/**
 * Does a typed word match a known keyword? Equal after squashing or stemming, or within a
 * small edit distance that grows with the keyword's length. Short words need an exact
 * match (or a swap of two letters for four-letter words) and fuzzy matches must keep the
 * first letter, which keeps "rate" from reading as "rape" or "best" as "test".
 */
export function wordMatches(token: string, keyword: string, exactOnly = false): boolean {
  if (token === keyword) return true;
  // Every kind of match keeps the first letter, so this rejects most pairs for free.
  if (token[0] !== keyword[0]) return false;
  const cache = exactOnly ? exactCache : fuzzyCache;
  let byToken = cache.get(keyword);
  if (!byToken) {
    byToken = new Map();
    cache.set(keyword, byToken);
  }
  let result = byToken.get(token);
  if (result === undefined) {
    result = computeWordMatch(token, keyword, exactOnly);
    // A bounded memo: the same words recur across messages, and matching is the hot path.
    if (byToken.size >= MAX_CACHED_TOKENS) byToken.clear();
    byToken.set(token, result);
  }
  return result;
}

const MAX_CACHED_TOKENS = 2_000;
const fuzzyCache = new Map<string, Map<string, boolean>>();
const exactCache = new Map<string, Map<string, boolean>>();

function computeWordMatch(token: string, keyword: string, exactOnly: boolean): boolean {
  const t = squash(token);
  const k = squash(keyword);
  if (t === k) return true;
  if (exactOnly) return false;
  if (stem(token) === stem(keyword)) return true;
  return isClose(t, k) || isClose(squash(stem(token)), squash(stem(keyword)));
}

/** Typo distance allowed for a keyword of this length (see wordMatches). */
function isClose(typed: string, known: string): boolean {
  const len = known.length;
  if (len <= 3 || typed[0] !== known[0]) return false;
  if (len === 4) return isTransposition(typed, known);
  const max = len <= 8 ? 1 : 2;
  return editDistance(typed, known, max) <= max;
}
