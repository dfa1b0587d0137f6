/**
 * A small learned guide classifier (docs/chat-guide.md, "A guide classifier (session 12)"): the
 * probability of each of the 24 guides given a question's content words (query.ts contentWords).
 * Multinomial logistic regression over hashed features, trained by eval/train-guide-classifier.ts
 * on the guides' own sentences (and dev cases that name one guide); the weights are generated
 * into guide-classifier-weights.ts. Pure and deterministic; runs in Deno and Node.
 *
 * Features: `w:` each word's stem, `b:` two neighbouring words' stems, `g:` each word's cluster of
 * meaning (the triage's word-clusters.ts table, so a word no guide uses reads like its cluster),
 * `h:` the stems of earlier user turns (training only). Each counts once; the vector has unit length.
 */
import { stem } from './normalize.ts';
import { fnv1aString, wordCluster } from './triage/model/features.ts';
import { GUIDE_CLASSIFIER } from './guide-classifier-weights.ts';

/** Changing anything here that changes a feature must bump this (the weights record it). */
export const GUIDE_FEATURE_VERSION = 1;
export const GUIDE_HASH_BITS = 18;
const MASK = (1 << GUIDE_HASH_BITS) - 1;

/** Relative weight of each feature group before the vector is scaled to unit length. */
export const GUIDE_GROUP_WEIGHT: Readonly<Record<string, number>> = { w: 1, b: 0.7, g: 0.4, h: 0.8 };

/** A sparse vector: bucket -> value. */
export type GuideFeatures = Map<number, number>;

/** The hashed features of a question's content words (and, in training, earlier user turns' words). */
export function guideFeatures(words: readonly string[], historyWords: readonly string[] = []): GuideFeatures {
  const x: GuideFeatures = new Map();
  const add = (name: string) => x.set(fnv1aString(name) & MASK, GUIDE_GROUP_WEIGHT[name[0]!]!);
  let previous = '';
  for (const word of words) {
    const s = stem(word);
    add(`w:${s}`);
    if (previous) add(`b:${previous} ${s}`);
    previous = s;
    const cluster = wordCluster(word);
    if (cluster !== undefined) add(`g:${cluster}`);
  }
  for (const word of historyWords) add(`h:${stem(word)}`);
  let norm = 0;
  for (const v of x.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of x) x.set(k, v / norm);
  return x;
}

/** The weights as generated: guides, bias, per-guide scales, and rows of int8 weights (base64). */
export interface EncodedGuideClassifier {
  featureVersion: number;
  hashBits: number;
  slugs: readonly string[];
  bias: readonly number[];
  scales: readonly number[];
  buckets: number;
  /** Varint gaps between the kept buckets, then `buckets` rows of one int8 per guide. */
  data: string;
}

export interface GuideClassifier {
  slugs: readonly string[];
  bias: Float64Array;
  rowOf: Map<number, number>;
  weights: Float32Array;
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function decodeGuideClassifier(encoded: EncodedGuideClassifier): GuideClassifier {
  if (encoded.featureVersion !== GUIDE_FEATURE_VERSION || encoded.hashBits !== GUIDE_HASH_BITS) {
    throw new Error('guide classifier: weights were trained for other features; rerun eval/train-guide-classifier.ts');
  }
  const classes = encoded.slugs.length;
  const bytes = base64Bytes(encoded.data);
  const rowOf = new Map<number, number>();
  let offset = 0;
  let bucket = -1;
  for (let row = 0; row < encoded.buckets; row++) {
    let gap = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[offset++]!;
      gap |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
      shift += 7;
    }
    bucket += gap;
    rowOf.set(bucket, row);
  }
  const weights = new Float32Array(encoded.buckets * classes);
  for (let i = 0; i < weights.length; i++) {
    const q = bytes[offset + i]!;
    weights[i] = (q > 127 ? q - 256 : q) * encoded.scales[i % classes]!;
  }
  return { slugs: encoded.slugs, bias: Float64Array.from(encoded.bias), rowOf, weights };
}

/** Softmax over the guides of a feature vector. */
export function guideScores(model: GuideClassifier, x: GuideFeatures): Float64Array {
  const classes = model.slugs.length;
  const scores = Float64Array.from(model.bias);
  for (const [bucket, v] of x) {
    const row = model.rowOf.get(bucket);
    if (row === undefined) continue;
    const base = row * classes;
    for (let c = 0; c < classes; c++) scores[c] = scores[c]! + v * model.weights[base + c]!;
  }
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < classes; c++) {
    scores[c] = Math.exp(scores[c]! - max);
    sum += scores[c]!;
  }
  for (let c = 0; c < classes; c++) scores[c] = scores[c]! / sum;
  return scores;
}

let shipped: GuideClassifier | null = null;

/** Each guide's probability (by slug) for a question's content words, from the shipped weights. */
export function guideProbabilities(words: readonly string[]): ReadonlyMap<string, number> {
  shipped ??= decodeGuideClassifier(GUIDE_CLASSIFIER);
  const probs = guideScores(shipped, guideFeatures(words));
  return new Map(shipped.slugs.map((slug, i) => [slug, probs[i]!]));
}
