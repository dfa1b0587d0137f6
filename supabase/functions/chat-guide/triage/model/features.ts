/**
 * Features of the triage model (the second net behind the rules, docs/chat-guide.md#the-second-net):
 * the message as triage reads it (triageTokens, so text-speak and leetspeak are already words),
 * hashed into a fixed number of buckets. Pure and deterministic; runs in Deno and Node.
 *
 * - `w:` each word, `b:` each pair of neighbouring words within a clause (with `^` for the
 *   start of a clause and `$` for its end), `r:` the same pair with each word's stem ("killing
 *   myself" and "killed myself" share `r:kill myself`), `s:` each pair one word apart;
 * - `c:` character 3- to 5-grams of each word with its boundaries (`<kms>`), so a misspelling
 *   or a new form of a known word still shares most of its features;
 * - `n:` the few words after a negator within the clause ("not suicidal" -> `n:suicidal`);
 * - `k:` the concepts of the triage lexicons the message names (lexicon.ts: desire, death,
 *   method, time, force, bleeding…), `kn:` a concept under negation, `kk:` two concepts
 *   within a few words of each other in one sentence, so a sentence the model never saw still
 *   shares the features of the concepts it is built from, and `kb:`/`ka:` a concept with the
 *   word just before and just after it ("i METHOD", "METHOD tonight"), which tells "my arm"
 *   from "his arm" and "cut myself" from "cut it short" whatever term of the concept was used;
 * - `g:` the cluster of meaning of each word (word-clusters.ts, from GloVe vectors, built by
 *   build-word-clusters.ts) at two sizes (`g:9` one of 512, `g:12` one of 4,096), `p:` the pair of
 *   clusters of two neighbouring words, `qb:`/`qa:` a concept with the cluster of the word before
 *   and after it: a word never seen in training ("paracetamol", "overdosing") reads like the words
 *   of its cluster that were;
 * - `h:` the words of the earlier user turns, `a:` what the earlier agent turns were (one of our
 *   crisis replies, a question whether the writer is safe), and whether the message is a short
 *   answer to such a turn; `x:` how long the message is;
 * - a message written in another language (language.ts) has its words, pairs, spelling, clusters
 *   and length apart (`w:@…`, `c:@…`) and `x:language other`, sharing only concepts and history.
 *
 * Each feature counts once; the vector is scaled to unit length with word features weighted
 * more than character n-grams and history.
 */
import { stem } from '../../normalize.ts';
import * as L from '../lexicon.ts';
import { OTHER_FEVER, OTHER_LANGUAGES, OTHER_SEVERE_PAIN } from '../other-languages.ts';
import { writtenInAnotherLanguage } from '../language.ts';
import { GAP, glossTokens } from '../gloss/gloss.ts';
import { glossaries } from '../gloss/glossaries.ts';
import { CLAUSE, SENTENCE, triageTokens } from '../normalize.ts';
import { TriageText, type Span } from '../text.ts';
import { WORD_CLUSTERS_TEXT } from './word-clusters.ts';

/** One earlier turn (the same shape as triage.ts `Turn`, repeated here to keep this module free of it). */
export interface FeatureTurn {
  role: 'user' | 'agent';
  content: string;
}

/** A sparse vector: bucket indices in increasing order and their values. */
export interface SparseVector {
  readonly index: Int32Array;
  readonly value: Float32Array;
}

/** Changing anything in this file that changes a feature must bump this (the weights record it). */
export const FEATURE_VERSION = 7;
/** 2^20 buckets: fewer collisions than 2^18 (dev out of fold, model alone, a point more recall at 1-3% false alarms). */
export const HASH_BITS = 20;
const HASH_MASK = (1 << HASH_BITS) - 1;

/** Relative weight of each feature group before the vector is scaled to unit length. */
export const GROUP_WEIGHT: Readonly<Record<string, number>> = {
  w: 1,
  b: 1,
  r: 0.7,
  s: 0.6,
  c: 0.3,
  n: 1,
  k: 1,
  h: 0.5,
  a: 1,
  x: 1,
  // Clusters at 0.5: dev out of fold, weight 1 (with concepts' clusters at 1) did no better.
  g: 0.5,
  p: 0.5,
  q: 0.5,
};

/**
 * The weight of a gloss's features against the message's own (gloss/gloss.ts). They share their
 * names with English features, so other languages' crises also move what the model knows of
 * English frames ("going to"); a lighter gloss moves them less.
 */
export const GLOSS_WEIGHT = 0.75;

/** The lexicon lists that name a concept (the word lists of single rules and exceptions are left out). */
const CONCEPTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...Object.entries(L).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((t) => typeof t === 'string'),
  ),
  // The other languages' ways of saying each kind of crisis (other-languages.ts), a concept each.
  ...Object.entries(OTHER_LANGUAGES).map(([kind, terms]) => [`OTHER_LANGUAGES_${kind}`, terms] as [string, readonly string[]]),
  ['OTHER_FEVER', OTHER_FEVER] as [string, readonly string[]],
  ['OTHER_SEVERE_PAIN', OTHER_SEVERE_PAIN] as [string, readonly string[]],
].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
/** How far apart two concepts may be, in words, to count as said together. */
const CONCEPT_WINDOW = 6;

const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nothing', 'nobody', 'none', 'nor', 'neither']);
const NEGATION_REACH = 3;
const SHORT_ANSWER_WORDS = 6;

/** Our own replies, recognised in the history (the markers triage.ts reads). */
const AGENT_MARKERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/tel:988|sms:988|\b988\b/, 'crisis-reply'],
  [/PEP to prevent HIV|not your fault/i, 'assault-reply'],
  [/\b911\b/, 'emergency-reply'],
  [/\b(are you safe|do you feel safe|are you somewhere safe|safe right now)\b/i, 'asked-safe'],
  [/\b(ending your life|thinking about suicide|hurt yourself|hurting yourself|thoughts of)\b/i, 'asked-crisis'],
];

/** FNV-1a 32-bit over UTF-16 code units (feature names are ASCII after normalisation). */
export function fnv1aString(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const isMarker = (token: string) => token === SENTENCE || token === CLAUSE;

let clusterOf: Map<string, number> | null = null;

/** The word -> leaf table of a clusters text (word-clusters.ts format: leaves separated by "|", words by " "). */
export function parseWordClusters(text: string): Map<string, number> {
  const table = new Map<string, number>();
  text.split('|').forEach((list, leaf) => {
    if (list) for (const w of list.split(' ')) table.set(w, leaf);
  });
  return table;
}

/** Reads another clusters text (train.ts experiments and tests); null goes back to word-clusters.ts. */
export function useWordClusters(text: string | null): void {
  clusterOf = text === null ? null : parseWordClusters(text);
}

/** The leaf cluster (0-4095) of a word or of its stem, from word-clusters.ts, or undefined. */
export function wordCluster(word: string): number | undefined {
  clusterOf ??= parseWordClusters(WORD_CLUSTERS_TEXT);
  return clusterOf.get(word) ?? clusterOf.get(stem(word));
}

/** Named features of one message with its history, each with its group weight (for tests and inspection). */
export function featureNames(
  message: string | TriageText,
  history: readonly FeatureTurn[] = [],
  groupWeight: Readonly<Record<string, number>> = GROUP_WEIGHT,
): Map<string, number> {
  const text = typeof message === 'string' ? new TriageText(message) : message;
  const out = new Map<string, number>();
  const add = (name: string, scale = 1) => {
    const weight = (groupWeight[name[0]!] ?? 1) * scale;
    if (weight > 0 && !out.has(name)) out.set(name, weight);
  };
  const tokens = text.tokens;
  // A message in another language (language.ts) has words, pairs, spelling, clusters and length of
  // its own ("w:@", "c:@"…) and `x:language other`: what the model learns from other languages'
  // crises does not move an English question ("who won the last world cup?"). The concepts (and the
  // history) are shared: the lexicons name each language's crisis words (other-languages.ts).
  const otherLanguage = writtenInAnotherLanguage(tokens);
  const own = otherLanguage ? '@' : '';
  if (otherLanguage) add('x:language other');
  const words = addWords(tokens, own, add, true);
  addConcepts(text, add);
  if (otherLanguage) {
    // Its English gloss (gloss/gloss.ts) shares the English words, pairs, clusters and concepts:
    // what the model learnt of "want to die" or "very embarrassed" in English carries over.
    const gloss = glossTokens(tokens, glossaries());
    if (gloss) {
      const addGloss = (name: string) => add(name, GLOSS_WEIGHT);
      addWords(gloss.tokens, '', addGloss, false);
      addConcepts(new TriageText(gloss.tokens.join(' '), gloss.tokens), addGloss);
    }
  }
  add(`x:${own}words ${words < 4 ? String(words) : words <= 8 ? '4-8' : words <= 25 ? '9-25' : '26+'}`);

  if (history.length > 0) {
    add('a:history');
    for (const turn of history) {
      if (turn.role === 'user') {
        for (const token of triageTokens(turn.content)) if (!isMarker(token)) add(`h:${token}`);
      }
    }
    const last = history[history.length - 1]!;
    if (last.role === 'agent') {
      for (const [pattern, name] of AGENT_MARKERS) {
        if (!pattern.test(last.content)) continue;
        add(`a:${name}`);
        if (words <= SHORT_ANSWER_WORDS) add(`a:${name} short-answer`);
      }
    }
    for (const turn of history.slice(0, -1)) {
      if (turn.role !== 'agent') continue;
      for (const [pattern, name] of AGENT_MARKERS) if (pattern.test(turn.content)) add(`a:earlier ${name}`);
    }
  }
  return out;
}

/**
 * The word features of a list of tokens (`w: b: r: s: n: g: p:`, and with `spelling` the `c:`
 * n-grams), under the prefix `own`; a GAP of a gloss is no word and ends a pair. Returns the number
 * of words.
 */
function addWords(tokens: readonly string[], own: string, add: (name: string) => void, spelling: boolean): number {
  let words = 0;
  let previous = '^';
  let beforePrevious = '';
  let negation = 0;
  let previousCluster: number | undefined;
  for (const token of tokens) {
    if (isMarker(token)) {
      previousCluster = undefined;
      if (previous !== '^' && previous !== GAP) add(`b:${own}${previous} $`);
      previous = '^';
      beforePrevious = '';
      negation = 0;
      continue;
    }
    if (token === GAP) {
      previousCluster = undefined;
      beforePrevious = previous === '^' ? '' : previous;
      previous = GAP;
      if (negation > 0) negation--;
      continue;
    }
    words++;
    add(`w:${own}${token}`);
    const cluster = wordCluster(token);
    if (cluster !== undefined) {
      add(`g:${own}9 ${cluster >> 3}`);
      add(`g:${own}12 ${cluster}`);
      if (previousCluster !== undefined) add(`p:${own}${previousCluster >> 3} ${cluster >> 3}`);
    }
    previousCluster = cluster;
    if (previous !== GAP) {
      add(`b:${own}${previous} ${token}`);
      add(`r:${own}${previous === '^' ? '^' : stem(previous)} ${stem(token)}`);
    }
    if (beforePrevious && beforePrevious !== GAP) add(`s:${own}${beforePrevious} ${token}`);
    if (negation > 0) {
      add(`n:${own}${token}`);
      negation--;
    }
    if (NEGATORS.has(token)) negation = NEGATION_REACH;
    if (spelling && token.length >= 3) {
      const padded = `<${token}>`;
      for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) add(`c:${own}${padded.slice(i, i + n)}`);
    }
    beforePrevious = previous === '^' ? '' : previous;
    previous = token;
  }
  if (previous !== '^' && previous !== GAP) add(`b:${own}${previous} $`);
  return words;
}

function addConcepts(text: TriageText, add: (name: string) => void): void {
  const found: Array<{ name: string; span: Span }> = [];
  for (const [name, terms] of CONCEPTS) {
    for (const span of text.find(terms)) {
      if (text.negated(span)) add(`kn:${name}`);
      else {
        add(`k:${name}`);
        const before = text.tokens[span.start - 1];
        const after = text.tokens[span.end];
        add(`kb:${name} ${before === undefined || isMarker(before) ? '^' : before}`);
        add(`ka:${name} ${after === undefined || isMarker(after) ? '$' : after}`);
        const beforeCluster = before === undefined || isMarker(before) ? undefined : wordCluster(before);
        const afterCluster = after === undefined || isMarker(after) ? undefined : wordCluster(after);
        if (beforeCluster !== undefined) add(`qb:${name} ${beforeCluster >> 3}`);
        if (afterCluster !== undefined) add(`qa:${name} ${afterCluster >> 3}`);
        found.push({ name, span });
      }
    }
  }
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i]!;
      const b = found[j]!;
      if (a.name === b.name || !text.near(a.span, b.span, CONCEPT_WINDOW)) continue;
      add(`kk:${a.name < b.name ? `${a.name} ${b.name}` : `${b.name} ${a.name}`}`);
    }
  }
}

/** The hashed, unit-length feature vector. */
export function triageFeatures(
  message: string | TriageText,
  history: readonly FeatureTurn[] = [],
  groupWeight: Readonly<Record<string, number>> = GROUP_WEIGHT,
): SparseVector {
  const buckets = new Map<number, number>();
  for (const [name, weight] of featureNames(message, history, groupWeight)) {
    const bucket = fnv1aString(name) & HASH_MASK;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + weight);
  }
  const index = Int32Array.from([...buckets.keys()].sort((a, b) => a - b));
  const value = new Float32Array(index.length);
  let norm = 0;
  for (let i = 0; i < index.length; i++) {
    const v = buckets.get(index[i]!)!;
    value[i] = v;
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < value.length; i++) value[i] = value[i]! * scale;
  return { index, value };
}
