/**
 * The triage model (docs/chat-guide.md#the-second-net): a multinomial logistic regression over
 * hashed features (features.ts), trained on the evaluation's dev split by train.ts, which writes
 * weights.ts. It reads every message (triage.ts): when the rules say nothing it fires when the
 * chance that the message is a crisis of any kind reaches the threshold chosen by cross-validation,
 * and a rule's alarm stands unless that chance is below RULE_BAR.
 * Pure: no Node or Deno APIs (atob is in both).
 */
import type { TriageKind } from '../rules.ts';
import type { TriageText } from '../text.ts';
import { FEATURE_VERSION, HASH_BITS, triageFeatures, type FeatureTurn, type SparseVector } from './features.ts';
import { TRIAGE_MODEL } from './weights.ts';

/** The model's classes, in the order of its weights: no crisis, then the four crisis categories. */
export const MODEL_CLASSES = ['none', 'suicide', 'self-harm', 'assault', 'severe-symptoms'] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];
export const CLASS_COUNT = MODEL_CLASSES.length;

/** The reply each crisis class gets. */
export const KIND_OF_CLASS: Readonly<Record<Exclude<ModelClass, 'none'>, TriageKind>> = {
  suicide: 'crisis',
  'self-harm': 'self-harm',
  assault: 'assault',
  'severe-symptoms': 'severe-symptoms',
};

/**
 * A rule's alarm stands when the model gives the message at least this chance of a crisis: below it
 * the model is surer than on any crisis of dev out of fold that a rule caught (session 12: at 0.005
 * none is lost; 0.01 loses one) and the alarm is taken back. On six rounds written after the rules,
 * the rules caught no crisis the model missed and raised 32 of 59 false alarms
 * (docs/chat-guide.md#the-rules-behind-the-models-bar-session-12).
 */
export const RULE_BAR = 0.005;

/** Whether a rule's alarm stands for a message the model gives this chance of a crisis (1 - P(none)). */
export const ruleAlarmStands = (crisis: number): boolean => crisis >= RULE_BAR;

/** The stored form of a model, as train.ts writes it to weights.ts. */
export interface EncodedModel {
  readonly featureVersion: number;
  readonly hashBits: number;
  /** Fires when 1 - P(none) is at least this. */
  readonly threshold: number;
  readonly bias: readonly number[];
  /** Per class: the int8 weights times this are the weights. */
  readonly scales: readonly number[];
  readonly buckets: number;
  /** base64: the buckets as varint gaps, then CLASS_COUNT int8 weights per bucket. */
  readonly data: string;
}

/** A model ready to score: bucket -> row, and the rows' weights. */
export interface TriageModel {
  readonly threshold: number;
  readonly bias: Float64Array;
  /** Row of each bucket in `weights`, or -1. */
  readonly rowOf: Int32Array;
  /** CLASS_COUNT weights per row. */
  readonly weights: Float32Array;
}

export interface ModelVerdict {
  readonly kind: TriageKind;
  readonly modelClass: Exclude<ModelClass, 'none'>;
  /** 1 - P(none). */
  readonly crisis: number;
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function decodeModel(encoded: EncodedModel): TriageModel {
  if (encoded.featureVersion !== FEATURE_VERSION || encoded.hashBits !== HASH_BITS) {
    throw new Error('triage model: weights.ts was trained for other features; rerun `pnpm train:triage`');
  }
  const bytes = base64Bytes(encoded.data);
  const rowOf = new Int32Array(1 << HASH_BITS).fill(-1);
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
    rowOf[bucket] = row;
  }
  const weights = new Float32Array(encoded.buckets * CLASS_COUNT);
  for (let i = 0; i < weights.length; i++) {
    const q = bytes[offset + i]!;
    weights[i] = (q > 127 ? q - 256 : q) * encoded.scales[i % CLASS_COUNT]!;
  }
  return { threshold: encoded.threshold, bias: Float64Array.from(encoded.bias), rowOf, weights };
}

/** Class probabilities of a feature vector (softmax of the scores). */
export function probabilities(model: TriageModel, x: SparseVector): Float64Array {
  const scores = Float64Array.from(model.bias);
  for (let i = 0; i < x.index.length; i++) {
    const row = model.rowOf[x.index[i]!]!;
    if (row < 0) continue;
    const v = x.value[i]!;
    const base = row * CLASS_COUNT;
    for (let c = 0; c < CLASS_COUNT; c++) scores[c] = scores[c]! + v * model.weights[base + c]!;
  }
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < CLASS_COUNT; c++) {
    scores[c] = Math.exp(scores[c]! - max);
    sum += scores[c]!;
  }
  for (let c = 0; c < CLASS_COUNT; c++) scores[c] = scores[c]! / sum;
  return scores;
}

/** The crisis the probabilities show at the model's threshold, or null. */
export function verdictOf(probs: Float64Array, threshold: number): ModelVerdict | null {
  const crisis = 1 - probs[0]!;
  if (crisis < threshold) return null;
  let best = 1;
  for (let c = 2; c < CLASS_COUNT; c++) if (probs[c]! > probs[best]!) best = c;
  const modelClass = MODEL_CLASSES[best] as Exclude<ModelClass, 'none'>;
  return { kind: KIND_OF_CLASS[modelClass], modelClass, crisis };
}

let shipped: TriageModel | null = null;

/** The model in weights.ts, decoded on first use. */
export function shippedModel(): TriageModel {
  shipped ??= decodeModel(TRIAGE_MODEL);
  return shipped;
}

/** Probabilities of each class for a message and its history. */
export function scoreTriage(
  message: string,
  history: readonly FeatureTurn[] = [],
  model: TriageModel = shippedModel(),
): Record<ModelClass, number> {
  const probs = probabilities(model, triageFeatures(message, history));
  return Object.fromEntries(MODEL_CLASSES.map((name, c) => [name, probs[c]!])) as Record<ModelClass, number>;
}

/** The probabilities of each class for a message (or the TriageText the rules read it as) and its history. */
export function modelProbabilities(
  message: string | TriageText,
  history: readonly FeatureTurn[] = [],
  model: TriageModel = shippedModel(),
): Float64Array {
  return probabilities(model, triageFeatures(message, history));
}

/** The model's verdict on a message (or the TriageText the rules read it as): a crisis kind when it passes the threshold, else null. */
export function modelTriage(
  message: string | TriageText,
  history: readonly FeatureTurn[] = [],
  model: TriageModel = shippedModel(),
): ModelVerdict | null {
  return verdictOf(modelProbabilities(message, history, model), model.threshold);
}
