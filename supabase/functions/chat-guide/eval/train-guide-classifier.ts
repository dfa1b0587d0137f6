/**
 * Trains the guide classifier (../guide-classifier.ts; docs/chat-guide.md, "A guide classifier
 * (session 12)") and writes ../guide-classifier-weights.ts. Training data: every sentence of
 * every guide (as compose.ts quotes them, from the `guide_passages` rows of supabase/seed.sql,
 * which is generated from library/content/guides), each section's heading, each guide's title,
 * subtitle and keywords, labelled with the guide's slug; and the DEV cases of chat-cases.json
 * that name one guide (never holdout's). Deterministic: a seeded order, fixed epochs.
 *
 *   npx tsx supabase/functions/chat-guide/eval/train-guide-classifier.ts          # train and write
 *   npx tsx supabase/functions/chat-guide/eval/train-guide-classifier.ts --cv     # dev top-1, 5 folds over dev cases
 *   npx tsx supabase/functions/chat-guide/eval/train-guide-classifier.ts --check  # is the file current?
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionSentences } from '../compose.ts';
import {
  decodeGuideClassifier,
  GUIDE_FEATURE_VERSION,
  GUIDE_HASH_BITS,
  guideFeatures,
  guideScores,
  type EncodedGuideClassifier,
  type GuideFeatures,
} from '../guide-classifier.ts';
import { contentWords } from '../query.ts';
import { fnv1aString } from '../triage/model/features.ts';
import { loadChatCases } from './chat-eval.ts';
import { expectedGuide } from './checks.ts';
import { seedAbout, seedPassages } from './seed-passages.ts';

export const WEIGHTS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'guide-classifier-weights.ts');

/** Training settings, chosen on dev cases out of fold (docs/chat-guide.md). */
export const GUIDE_TRAIN = { epochs: 15, l2: 1e-4, rate: 0.5, biasRate: 0.05, devWeight: 3, seed: 17, folds: 5 } as const;

export interface GuideExample {
  words: string[];
  history: string[];
  label: string;
  weight: number;
  /** The dev case's message (for folds); '' for a guide sentence. */
  message: string;
}

/** The guides' own text, one example per sentence, heading, title line and keyword list. */
export function guideExamples(): GuideExample[] {
  const examples: GuideExample[] = [];
  const add = (text: string, label: string) => {
    const words = contentWords(text);
    if (words.length > 0) examples.push({ words, history: [], label, weight: 1, message: '' });
  };
  const titled = new Set<string>();
  for (const row of seedPassages()) {
    if (!titled.has(row.slug)) {
      titled.add(row.slug);
      add(row.guide_title, row.slug);
    }
    add(row.heading, row.slug);
    for (const { sentence, subheading } of sectionSentences(row.content)) add(`${subheading} ${sentence}`, row.slug);
  }
  for (const about of seedAbout()) {
    add(about.subtitle, about.slug);
    add(about.keywords.join(' '), about.slug);
  }
  return examples;
}

/** The dev cases that name one guide (the split is read; holdout cases are never returned). */
export function devExamples(slugs: readonly string[]): GuideExample[] {
  return loadChatCases()
    .cases.filter((c) => c.split === 'dev')
    .flatMap((c): GuideExample[] => {
      const slug = expectedGuide(c)?.replace(/^\/resources\//, '');
      if (!slug || !slugs.includes(slug)) return [];
      const history = (c.history ?? []).filter((t) => t.role === 'user').flatMap((t) => contentWords(t.content));
      return [{ words: contentWords(c.message), history, label: slug, weight: GUIDE_TRAIN.devWeight, message: c.message }];
    });
}

/** FNV-1a of the training material: the test checks guide-classifier-weights.ts records the current one. */
export function trainingHash(examples: readonly GuideExample[]): string {
  const text = examples.map((e) => `${e.label}\t${e.weight}\t${e.words.join(' ')}\t${e.history.join(' ')}`).join('\n');
  return fnv1aString(text).toString(16).padStart(8, '0');
}

/** mulberry32, the seeded generator of the triage's train.ts (a copy: the triage's files are its own). */
function seededGenerator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Featurised {
  x: GuideFeatures;
  label: number;
  weight: number;
}

/** Multinomial logistic regression by AdaGrad with L2; dense weights (bucket * classes + class). */
function train(data: readonly Featurised[], classes: number): { w: Float64Array; bias: Float64Array } {
  const size = (1 << GUIDE_HASH_BITS) * classes;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  const bias = new Float64Array(classes);
  const random = seededGenerator(GUIDE_TRAIN.seed);
  const order = data.map((_, i) => i);
  const scores = new Float64Array(classes);
  for (let epoch = 0; epoch < GUIDE_TRAIN.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const { x, label, weight } = data[i]!;
      softmax(w, bias, x, classes, scores);
      for (let c = 0; c < classes; c++) {
        const g = (scores[c]! - (c === label ? 1 : 0)) * weight;
        bias[c] = bias[c]! - GUIDE_TRAIN.biasRate * g;
        for (const [bucket, v] of x) {
          const at = bucket * classes + c;
          const grad = g * v + GUIDE_TRAIN.l2 * w[at]!;
          g2[at] = g2[at]! + grad * grad;
          w[at] = w[at]! - (GUIDE_TRAIN.rate * grad) / Math.sqrt(g2[at]! + 1e-8);
        }
      }
    }
  }
  return { w, bias };
}

function softmax(w: Float64Array, bias: Float64Array, x: GuideFeatures, classes: number, out: Float64Array): void {
  out.set(bias);
  for (const [bucket, v] of x) for (let c = 0; c < classes; c++) out[c] = out[c]! + v * w[bucket * classes + c]!;
  let max = -Infinity;
  for (const s of out) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < classes; c++) {
    out[c] = Math.exp(out[c]! - max);
    sum += out[c]!;
  }
  for (let c = 0; c < classes; c++) out[c] = out[c]! / sum;
}

function featurise(examples: readonly GuideExample[], slugs: readonly string[]): Featurised[] {
  return examples.map((e) => ({ x: guideFeatures(e.words, e.history), label: slugs.indexOf(e.label), weight: e.weight }));
}

/** The trained weights as int8 per guide (a scale per guide), only the buckets training touched. */
function encode(trained: { w: Float64Array; bias: Float64Array }, slugs: readonly string[]): EncodedGuideClassifier {
  const classes = slugs.length;
  const kept: number[] = [];
  for (let bucket = 0; bucket < 1 << GUIDE_HASH_BITS; bucket++) {
    let largest = 0;
    for (let c = 0; c < classes; c++) largest = Math.max(largest, Math.abs(trained.w[bucket * classes + c]!));
    if (largest > 1e-3) kept.push(bucket);
  }
  const scales = slugs.map((_, c) => {
    let largest = 0;
    for (const bucket of kept) largest = Math.max(largest, Math.abs(trained.w[bucket * classes + c]!));
    return largest > 0 ? Number((largest / 127).toPrecision(8)) : 1;
  });
  const bytes: number[] = [];
  let previous = -1;
  for (const bucket of kept) {
    let gap = bucket - previous;
    previous = bucket;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  for (const bucket of kept) {
    for (let c = 0; c < classes; c++) bytes.push(Math.round(trained.w[bucket * classes + c]! / scales[c]!) & 0xff);
  }
  return {
    featureVersion: GUIDE_FEATURE_VERSION,
    hashBits: GUIDE_HASH_BITS,
    slugs,
    bias: Array.from(trained.bias, (b) => Number(b.toPrecision(8))),
    scales,
    buckets: kept.length,
    data: Buffer.from(bytes).toString('base64'),
  };
}

/** The slugs of the guides, in seed order. */
export function guideSlugs(): string[] {
  return [...new Set(seedPassages().map((row) => row.slug))];
}

/** The whole training set and its hash. */
export function trainingSet(): { slugs: string[]; examples: GuideExample[]; hash: string } {
  const slugs = guideSlugs();
  const examples = [...guideExamples(), ...devExamples(slugs)];
  return { slugs, examples, hash: trainingHash(examples) };
}

/** A model trained on the given examples, encoded as the weights file stores it. */
export function trainEncoded(examples: readonly GuideExample[], slugs: readonly string[]): EncodedGuideClassifier {
  return encode(train(featurise(examples, slugs), slugs.length), slugs);
}

export function weightsModule(): string {
  const { slugs, examples, hash } = trainingSet();
  const encoded = encode(train(featurise(examples, slugs), slugs.length), slugs);
  const guides = examples.filter((e) => e.message === '').length;
  return (
    '// Generated by eval/train-guide-classifier.ts; do not edit. See docs/chat-guide.md, "A guide classifier (session 12)".\n' +
    `// Trained on ${guides} guide sentences, headings and title lines and ${examples.length - guides} dev cases naming one guide.\n` +
    "import type { EncodedGuideClassifier } from './guide-classifier.ts';\n\n" +
    '/** FNV-1a of the training material (train-guide-classifier.ts trainingHash): a test checks it is current. */\n' +
    `export const GUIDE_TRAINED_ON = '${hash}';\n\n` +
    `export const GUIDE_CLASSIFIER: EncodedGuideClassifier = ${JSON.stringify(encoded, null, 2)};\n`
  );
}

/** Top-1 accuracy on dev cases: a model of the guides alone, and 5 folds over the dev cases. */
function crossValidate(): void {
  const slugs = guideSlugs();
  const guides = featurise(guideExamples(), slugs);
  const dev = devExamples(slugs);
  const devData = featurise(dev, slugs);
  const top = (trained: { w: Float64Array; bias: Float64Array }, x: GuideFeatures) => {
    const out = new Float64Array(slugs.length);
    softmax(trained.w, trained.bias, x, slugs.length, out);
    return out.indexOf(Math.max(...out));
  };
  const alone = train(guides, slugs.length);
  const right = devData.filter((d) => top(alone, d.x) === d.label).length;
  let folded = 0;
  for (let fold = 0; fold < GUIDE_TRAIN.folds; fold++) {
    const inFold = (i: number) => fnv1aString(`fold:${dev[i]!.message}`) % GUIDE_TRAIN.folds === fold;
    const trained = train([...guides, ...devData.filter((_, i) => !inFold(i))], slugs.length);
    // Scored as the answer uses it: the question's words alone, no earlier turns.
    folded += dev.filter((e, i) => inFold(i) && top(trained, guideFeatures(e.words)) === devData[i]!.label).length;
  }
  const pct = (n: number) => `${((100 * n) / dev.length).toFixed(1)}% (${n}/${dev.length})`;
  console.log(`dev cases naming one guide: ${dev.length}`);
  console.log(`top-1, trained on the guides alone: ${pct(right)}`);
  console.log(`top-1, guides + dev cases out of fold (${GUIDE_TRAIN.folds} folds): ${pct(folded)}`);
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--cv')) return crossValidate();
  const text = weightsModule();
  if (args.includes('--check')) {
    const current = readFileSync(WEIGHTS_FILE, 'utf8') === text;
    console.log(current ? 'guide-classifier-weights.ts is current' : 'guide-classifier-weights.ts is stale');
    process.exitCode = current ? 0 : 1;
    return;
  }
  writeFileSync(WEIGHTS_FILE, text);
  const model = decodeGuideClassifier(JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf(';'))) as EncodedGuideClassifier);
  const sample = guideScores(model, guideFeatures(contentWords('how does prep work')));
  console.log(
    `wrote ${WEIGHTS_FILE} (${text.length} characters, ${model.rowOf.size} buckets); "how does prep work" -> ${model.slugs[sample.indexOf(Math.max(...sample))]}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
