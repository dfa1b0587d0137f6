/**
 * Trains the triage model (docs/chat-guide.md#the-second-net) and writes weights.ts. One command:
 *
 *   pnpm train:triage            # cross-validation on dev, then the final model -> weights.ts
 *   pnpm train:triage --no-write # cross-validation figures only
 *
 * Training material: the dev split of eval/triage-cases.json (never holdout), plus ordinary
 * non-crisis writing from the repo as extra examples of "none": sentences of the guides in
 * library/content/guides, the dev questions of the chat eval (eval/chat-cases.json, without its
 * emergencies; never its holdout) and hard-negatives.json (ordinary messages in the words of a crisis). Deterministic: fixed fold assignment, fixed seed, fixed order, so the same data gives
 * the same weights.ts byte for byte.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectTriageByRules, type Turn } from '../../triage.ts';
import {
  CLASS_COUNT,
  MODEL_CLASSES,
  decodeModel,
  probabilities,
  ruleAlarmStands,
  verdictOf,
  type EncodedModel,
  type ModelClass,
} from './classify.ts';
import { writtenInAnotherLanguage } from '../language.ts';
import { triageTokens } from '../normalize.ts';
import { TriageText } from '../text.ts';
import { explainedAway } from './explained.ts';
import { FEATURE_VERSION, HASH_BITS, fnv1aString, triageFeatures, type SparseVector } from './features.ts';

const here = dirname(fileURLToPath(import.meta.url));
const functionDir = join(here, '..', '..');
const repoRoot = join(functionDir, '..', '..', '..');
const CASES_FILE = join(functionDir, 'eval', 'triage-cases.json');
const CHAT_EVAL_FILE = join(functionDir, 'eval', 'chat-cases.json');
const GUIDES_DIR = join(repoRoot, 'library', 'content', 'guides');
const HARD_NEGATIVES_FILE = join(here, 'hard-negatives.json');
const WEIGHTS_FILE = join(here, 'weights.ts');

export interface TrainOptions {
  epochs: number;
  /** AdaGrad step size. */
  rate: number;
  l2: number;
  seed: number;
  /** Buckets kept after training (largest weights first), to keep weights.ts small. */
  keepBuckets: number;
  /** Weight of one guide sentence as an example of "none" (a dev case weighs 1). */
  guideWeight: number;
  folds: number;
  /**
   * Out-of-fold false alarms of rules and model together, as a share of dev non-crisis cases: the
   * model may add what the rules leave of it (at least modelBudgetFloor). A false alarm the rules
   * stop raising is spent on recall, which comes first (docs/chat-guide.md#the-second-net).
   */
  falseAlarmBudget: number;
  /** The model may always add at least this share, however many the rules raise. */
  modelBudgetFloor: number;
}

export const TRAIN_OPTIONS: TrainOptions = {
  // 20 epochs with L2 1e-5 (10 and 1e-6 until session 10): at three seeds, dev out of fold, the model
  // alone catches 25-35 more crises at 1% false alarms and rules + model reach the same recall with
  // 5-8 fewer false alarms (docs/chat-guide.md#training-and-thresholds-session-10).
  epochs: 20,
  rate: 0.2,
  l2: 1e-5,
  seed: 20240611,
  keepBuckets: 150000,
  guideWeight: 0.25,
  folds: 5,
  // Recall first: 0.04 until session 9, when each new round of hard non-crisis writing raised the
  // threshold (0.24 -> 0.31) and cost crises; 0.045 keeps dev out-of-fold recall at its earlier
  // 99.4% (docs/chat-guide.md#the-second-net).
  falseAlarmBudget: 0.045,
  // 2% until session 11, when rounds 37-38 (dev out of fold 99.27% at 2%) pushed the threshold from
  // 0.29 to 0.32; 2.5% was the smallest floor that brought dev out-of-fold recall back to 99.4%
  // (docs/chat-guide.md#session-11-four-more-rounds-and-the-rules-false-alarms). By the same rule,
  // 2.75% after rounds 45-50 (99.35% at 2.5%) and 3.6% after rounds 51-56 (99.18% at 2.75%)
  // (docs/chat-guide.md#the-rules-behind-the-models-bar-session-12). After rounds 57-60, written in
  // other languages, 99.4% took 7% (98.36% at 3.6%), which put ordinary English questions over the
  // threshold and the chat's dev answers under their level: 5% (98.95%) for now, the gap left to a
  // threshold of their own for other languages (docs/chat-guide.md#other-languages). Since session 14
  // (rounds 61-65 merged) budget and floor count English cases only (see `englishOutcomes`). The same
  // rule asked for 3.3% (99.41% of dev English crises out of fold, threshold 0.190), where an ordinary
  // question of the unit tests crossed it ("I'm ready to go to the clinic tomorrow", 0.190): 3%
  // (99.36%, threshold 0.208) for now (docs/chat-guide.md#other-languages). Session 15 (the gloss,
  // rounds 66-73): the rule asked for 3.3% again (99.40%, threshold 0.190), where the same question
  // scored 0.197; 3% (99.31%, 0.206) (docs/chat-guide.md#a-gloss-into-english).
  modelBudgetFloor: 0.03,
};

export interface Example {
  message: string;
  history: readonly Turn[];
  /** Index in MODEL_CLASSES. */
  label: number;
  weight: number;
  /** Evaluation category, or the source of an extra example. */
  category: string;
}

export interface TrainingSet {
  /** The dev cases, in file order. */
  dev: Example[];
  /** Extra non-crisis material from the repo. */
  extra: Example[];
  /** FNV-1a of the dev cases as trained on (category, message, history). */
  devHash: string;
  extraHash: string;
}

interface RawCase {
  split: string;
  category: string;
  crisis: boolean;
  message: string;
  history?: Turn[];
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

function labelOf(category: string, crisis: boolean): number {
  if (!crisis) return 0;
  const label = MODEL_CLASSES.indexOf(category as ModelClass);
  if (label <= 0) throw new Error(`triage model: unknown crisis category ${category}`);
  return label;
}

/** Plain sentences of a guide: front matter, markup and links dropped, 4 to 60 words. */
export function guideSentences(markdown: string): string[] {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*([#>*-]+|\d+\.)\s*/gm, '')
    .replace(/[*_`|]/g, ' ');
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => {
      const words = s.split(' ').length;
      return words >= 4 && words <= 60;
    });
}

/** Everything the model is trained on, with the hashes weights.ts records. */
export function loadTrainingSet(): TrainingSet {
  const file = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as { cases: RawCase[] };
  // Only dev: the holdout split is never read here.
  const dev = file.cases
    .filter((c) => c.split === 'dev')
    .map((c): Example => ({
      message: c.message,
      history: c.history ?? [],
      label: labelOf(c.category, c.crisis),
      weight: 1,
      category: c.category,
    }));
  const extra: Example[] = [];
  for (const name of readdirSync(GUIDES_DIR)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    for (const sentence of guideSentences(readFileSync(join(GUIDES_DIR, name), 'utf8'))) {
      extra.push({ message: sentence, history: [], label: 0, weight: TRAIN_OPTIONS.guideWeight, category: 'guide' });
    }
  }
  // The chat evaluation's dev questions (not its emergencies) are ordinary questions as people ask
  // the guide: the model is trained to leave them alone. Its holdout is never read here (until
  // session 14 its first round was read whole, holdout included).
  const chatEval = JSON.parse(readFileSync(CHAT_EVAL_FILE, 'utf8')) as {
    cases: { split: string; kind: string; message: string; history?: Turn[] }[];
  };
  for (const c of chatEval.cases)
    if (c.split === 'dev' && c.kind !== 'emergency')
      extra.push({ message: c.message, history: c.history ?? [], label: 0, weight: 1, category: 'chat-eval' });
  const hard = JSON.parse(readFileSync(HARD_NEGATIVES_FILE, 'utf8')) as {
    messages: string[];
    follow_ups: { after_ordinary_turns: { history: Turn[]; message: string }[] };
  };
  for (const message of hard.messages) extra.push({ message, history: [], label: 0, weight: 1, category: 'hard-negative' });
  for (const { history, message } of hard.follow_ups.after_ordinary_turns)
    extra.push({ message, history, label: 0, weight: 1, category: 'hard-negative' });
  return { dev, extra, devHash: hashExamples(dev), extraHash: hashExamples(extra) };
}

export function hashExamples(examples: readonly Example[]): string {
  return hex(fnv1aString(JSON.stringify(examples.map((e) => [e.category, e.weight, e.message, e.history]))));
}

/**
 * FNV-1a of the features of the first dev cases: changes when normalisation (triage/normalize.ts)
 * or features.ts read a message differently, so a test notices weights trained on other features.
 */
export function featuresHash(set: TrainingSet): string {
  return hex(
    fnv1aString(
      set.dev
        .slice(0, 400)
        .map((e) => Array.from(triageFeatures(e.message, e.history).index).join(','))
        .join(';'),
    ),
  );
}

/**
 * mulberry32: a small seeded generator, so training order is fixed. The same generator as
 * supabase-local/src/testing/seeded-random.ts, kept as a copy: this file lives in supabase/functions,
 * which the ESLint boundary ("an Edge Function is deployed alone") keeps from importing supabase-local.
 */
export function seededGenerator(seed: number): () => number {
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
  x: SparseVector;
  label: number;
  weight: number;
}

const featurise = (examples: readonly Example[]): Featurised[] =>
  examples.map((e) => ({ x: triageFeatures(e.message, e.history), label: e.label, weight: e.weight }));

/** Multinomial logistic regression by AdaGrad with L2, then the largest weights kept and stored as int8. */
export function trainModel(data: readonly Featurised[], options: TrainOptions = TRAIN_OPTIONS, threshold = 0.5): EncodedModel {
  const size = (1 << HASH_BITS) * CLASS_COUNT;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  const bias = new Float64Array(CLASS_COUNT);
  const biasG2 = new Float64Array(CLASS_COUNT);
  const next = seededGenerator(options.seed);
  const order = data.map((_, i) => i);
  const scores = new Float64Array(CLASS_COUNT);
  const eps = 1e-8;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const { x, label, weight } = data[n]!;
      scores.set(bias);
      for (let k = 0; k < x.index.length; k++) {
        const base = x.index[k]! * CLASS_COUNT;
        const v = x.value[k]!;
        for (let c = 0; c < CLASS_COUNT; c++) scores[c] = scores[c]! + v * w[base + c]!;
      }
      let max = -Infinity;
      for (let c = 0; c < CLASS_COUNT; c++) max = Math.max(max, scores[c]!);
      let sum = 0;
      for (let c = 0; c < CLASS_COUNT; c++) sum += scores[c] = Math.exp(scores[c]! - max);
      for (let c = 0; c < CLASS_COUNT; c++) {
        const gradient = weight * (scores[c]! / sum - (c === label ? 1 : 0));
        biasG2[c] = biasG2[c]! + gradient * gradient;
        bias[c] = bias[c]! - (options.rate * gradient) / (Math.sqrt(biasG2[c]!) + eps);
        for (let k = 0; k < x.index.length; k++) {
          const at = x.index[k]! * CLASS_COUNT + c;
          const step = gradient * x.value[k]! + options.l2 * w[at]!;
          g2[at] = g2[at]! + step * step;
          w[at] = w[at]! - (options.rate * step) / (Math.sqrt(g2[at]!) + eps);
        }
      }
    }
  }
  return encode(w, bias, options.keepBuckets, threshold);
}

function encode(w: Float64Array, bias: Float64Array, keepBuckets: number, threshold: number): EncodedModel {
  const buckets = 1 << HASH_BITS;
  const importance: [number, number][] = [];
  for (let b = 0; b < buckets; b++) {
    let m = 0;
    for (let c = 0; c < CLASS_COUNT; c++) m = Math.max(m, Math.abs(w[b * CLASS_COUNT + c]!));
    if (m > 0) importance.push([b, m]);
  }
  importance.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const kept = importance
    .slice(0, keepBuckets)
    .map(([b]) => b)
    .sort((a, b) => a - b);
  const scales: number[] = [];
  for (let c = 0; c < CLASS_COUNT; c++) {
    let m = 0;
    for (const b of kept) m = Math.max(m, Math.abs(w[b * CLASS_COUNT + c]!));
    scales.push(m > 0 ? Number((m / 127).toPrecision(8)) : 1);
  }
  const bytes: number[] = [];
  let previous = -1;
  for (const b of kept) {
    let gap = b - previous;
    previous = b;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  for (const b of kept) {
    for (let c = 0; c < CLASS_COUNT; c++) {
      const q = Math.max(-127, Math.min(127, Math.round(w[b * CLASS_COUNT + c]! / scales[c]!)));
      bytes.push(q & 0xff);
    }
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return {
    featureVersion: FEATURE_VERSION,
    hashBits: HASH_BITS,
    threshold,
    bias: [...bias].map((v) => Number(v.toPrecision(8))),
    scales,
    buckets: kept.length,
    data: btoa(binary),
  };
}

/** One dev case's out-of-fold result. */
export interface FoldOutcome {
  example: Example;
  /** 1 - P(none) from the model trained without this case's fold. */
  crisis: number;
  probs: Float64Array;
  /** What the rules alone decided. */
  rules: string | null;
  /** The rule that decided, when the rules fired. */
  rule: string | null;
}

export const foldOf = (message: string, folds: number) => fnv1aString(`fold:${message}`) % folds;

/** Out-of-fold model scores for every dev case (each scored by a model trained on the other folds and the extra material). */
export function crossValidate(set: TrainingSet, options: TrainOptions = TRAIN_OPTIONS): FoldOutcome[] {
  const dev = featurise(set.dev);
  const extra = featurise(set.extra);
  const folds = set.dev.map((e) => foldOf(e.message, options.folds));
  const outcomes: FoldOutcome[] = new Array<FoldOutcome>(set.dev.length);
  for (let fold = 0; fold < options.folds; fold++) {
    const train = [...dev.filter((_, i) => folds[i] !== fold), ...extra];
    const model = decodeModel(trainModel(train, options));
    set.dev.forEach((example, i) => {
      if (folds[i] !== fold) return;
      const probs = probabilities(model, dev[i]!.x);
      const rules = detectTriageByRules(example.message, example.history);
      outcomes[i] = { example, crisis: 1 - probs[0]!, probs, rules: rules?.kind ?? null, rule: rules?.rule ?? null };
    });
  }
  return outcomes;
}

/**
 * The lowest threshold at which the model adds at most `budget` false alarms out of fold (a
 * share of all dev non-crisis cases, counting only those the rules let through; the rules' alarms
 * that stand below the bar are theirs): the most recall the budget allows.
 */
export function chooseThreshold(outcomes: readonly FoldOutcome[], budget: number, floor = 0): number {
  const safe = outcomes.filter((o) => o.example.label === 0);
  const byRules = safe.filter(ruleStands).length;
  const allowed = Math.max(Math.floor(floor * safe.length), Math.floor(budget * safe.length) - byRules);
  const scores = safe
    .filter((o) => !ruleStands(o))
    .map((o) => o.crisis)
    .sort((a, b) => b - a);
  if (allowed >= scores.length) return 0.5;
  // Halfway between the last alarm allowed and the first one that is not.
  const above = allowed === 0 ? Math.min(1, scores[0]! + 0.05) : scores[allowed - 1]!;
  return Number(((above + scores[allowed]!) / 2).toPrecision(6));
}

/**
 * The outcomes of messages written in English (language.ts), on which the threshold is chosen. The
 * model hardly separates writing in other languages (docs/chat-guide.md#other-languages): counted in
 * the false-alarm budget, their ordinary questions, scored near the threshold whatever they say,
 * would raise it for everyone and cost crises in every language. One threshold serves all.
 */
export function englishOutcomes(outcomes: readonly FoldOutcome[]): FoldOutcome[] {
  return outcomes.filter((o) => !writtenInAnotherLanguage(triageTokens(o.example.message)));
}

/** Whether a decision passes a case as the evaluation scores it (eval/triage-eval.ts). */
export function passes(example: Example, kind: string | null): boolean {
  if (example.label === 0) return kind === null;
  // Every triage reply names 911 and 988 (triage/replies.ts), so any kind answers any crisis.
  return kind !== null;
}

/** A rule fired and the model (out of fold) does not take its alarm back (triage.ts, classify.ts RULE_BAR). */
export const ruleStands = (o: FoldOutcome): boolean => o.rules !== null && ruleAlarmStands(o.crisis);

/** The kind rules and model decide together for an out-of-fold outcome, as triage.ts decides. */
export function combined(o: FoldOutcome, threshold: number): string | null {
  if (o.rules) return ruleStands(o) ? o.rules : null;
  const verdict = verdictOf(o.probs, threshold);
  // As triage.ts decides: a message that explains itself away needs a surer model.
  if (!verdict || explainedAway(new TriageText(o.example.message), verdict.crisis)) return null;
  return verdict.kind;
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

/** The model's floors the floor table compares (TRAIN_OPTIONS.modelBudgetFloor among them). */
export const FLOORS_COMPARED = [0.02, 0.025, 0.03, 0.033, 0.036, 0.04, 0.05] as const;

/**
 * Dev out of fold, rules and model together, by the model's floor (the budget and the floor counted
 * on English cases, as `main` chooses the threshold): the threshold each floor gives and what it
 * catches and raises in English and in other languages (docs/chat-guide.md#other-languages).
 */
export function formatFloorTable(outcomes: readonly FoldOutcome[], budget = TRAIN_OPTIONS.falseAlarmBudget): string {
  const english = new Set(englishOutcomes(outcomes));
  const other = outcomes.filter((o) => !english.has(o));
  const cell = (selection: readonly FoldOutcome[], threshold: number) => {
    const crises = selection.filter((o) => o.example.label !== 0);
    const safe = selection.filter((o) => o.example.label === 0);
    const caught = crises.filter((o) => passes(o.example, combined(o, threshold))).length;
    const alarms = safe.filter((o) => !passes(o.example, combined(o, threshold))).length;
    const recall = crises.length === 0 ? 'n/a' : `${((100 * caught) / crises.length).toFixed(2)}%`;
    return `${recall.padEnd(8)} ${pct(alarms, safe.length).padEnd(7)}`;
  };
  const lines = ['floor  threshold  English: caught, false alarms  other languages: caught, false alarms'];
  for (const floor of FLOORS_COMPARED) {
    const threshold = chooseThreshold([...english], budget, floor);
    const mark = floor === TRAIN_OPTIONS.modelBudgetFloor ? ' (kept)' : '';
    lines.push(
      `${`${(floor * 100).toFixed(1)}%`.padEnd(6)} ${String(threshold).padEnd(10)} ${cell([...english], threshold)}                ${cell(other, threshold)}${mark}`,
    );
  }
  return lines.join('\n');
}

/** The out-of-fold table: per category, rules alone, model alone, and both. */
export function formatFoldTable(outcomes: readonly FoldOutcome[], threshold: number): string {
  const categories = [...new Set(outcomes.map((o) => o.example.category))];
  const order = [
    'suicide',
    'self-harm',
    'assault',
    'severe-symptoms',
    'figure-of-speech',
    'negation',
    'near-miss',
    'ordinary',
    'emotional-not-crisis',
  ];
  categories.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const lines = [
    `dev out-of-fold (${TRAIN_OPTIONS.folds} folds), model threshold ${threshold}`,
    'category               cases  measure       rules           model alone     rules + model',
  ];
  const row = (name: string, of: readonly FoldOutcome[], crisis: boolean) => {
    const count = (decide: (o: FoldOutcome) => string | null) => {
      const n = of.filter((o) => passes(o.example, decide(o))).length;
      return crisis ? `${pct(n, of.length)} (${n}/${of.length})` : `${pct(of.length - n, of.length)} (${of.length - n}/${of.length})`;
    };
    const rules = count((o) => o.rules);
    const model = count((o) => verdictOf(o.probs, threshold)?.kind ?? null);
    const both = count((o) => combined(o, threshold));
    lines.push(
      `${name.padEnd(22)} ${String(of.length).padStart(5)}  ${(crisis ? 'recall' : 'false alarms').padEnd(13)} ${rules.padEnd(15)} ${model.padEnd(15)} ${both}`,
    );
  };
  for (const category of categories) {
    const of = outcomes.filter((o) => o.example.category === category);
    row(category, of, of[0]!.example.label !== 0);
  }
  row(
    'ALL crisis',
    outcomes.filter((o) => o.example.label !== 0),
    true,
  );
  row(
    'ALL non-crisis',
    outcomes.filter((o) => o.example.label === 0),
    false,
  );
  return lines.join('\n');
}

/** Rules counted as strong in the veto study: the crisis said in so many words. */
export const STRONG_RULE = /said outright|said in another language/;

/**
 * The veto study (docs/chat-guide.md#a-model-veto-on-the-rules-alarms-measured-not-adopted): what
 * would happen out of fold if a rule's alarm were withdrawn whenever the model is very sure there
 * is no crisis (P(none) >= t), for every rule or only for the rules not counted as strong. Per t:
 * the crises lost (a rule caught them, the veto would not) and the false alarms removed.
 */
export function formatVetoTable(
  outcomes: readonly FoldOutcome[],
  threshold: number,
  cuts: readonly number[] = [0.999, 0.995, 0.99, 0.98, 0.95, 0.9, 0.8],
): string {
  const crisisCategories = ['suicide', 'self-harm', 'assault', 'severe-symptoms'];
  const decide = (o: FoldOutcome, vetoed: (o: FoldOutcome) => boolean) =>
    o.rules !== null && !vetoed(o) ? o.rules : (verdictOf(o.probs, threshold)?.kind ?? null);
  const score = (vetoed: (o: FoldOutcome) => boolean) => {
    const caught = crisisCategories.map(
      (c) => outcomes.filter((o) => o.example.category === c && passes(o.example, decide(o, vetoed))).length,
    );
    const alarms = outcomes.filter((o) => o.example.label === 0 && !passes(o.example, decide(o, vetoed))).length;
    return { caught, alarms };
  };
  const base = score(() => false);
  const crises = outcomes.filter((o) => o.example.label !== 0).length;
  const safe = outcomes.filter((o) => o.example.label === 0).length;
  const ruleAlarms = outcomes.filter((o) => o.example.label === 0 && o.rules !== null).length;
  const lines = [
    `veto study, dev out of fold: a rule's alarm withdrawn when P(none) >= t (model threshold ${threshold})`,
    `before: ${base.caught.reduce((a, b) => a + b, 0)}/${crises} crises caught, ${base.alarms}/${safe} false alarms (${ruleAlarms} of them the rules')`,
    'rules vetoed   t       crises lost (suicide/self-harm/assault/severe)   recall lost   false alarms removed',
  ];
  for (const scope of ['all', 'weak'] as const) {
    for (const t of cuts) {
      const { caught, alarms } = score((o) => o.probs[0]! >= t && (scope === 'all' || !STRONG_RULE.test(o.rule ?? '')));
      const lost = base.caught.map((n, i) => n - caught[i]!);
      const total = lost.reduce((a, b) => a + b, 0);
      lines.push(
        `${(scope === 'all' ? 'every rule' : 'weak only').padEnd(14)} ${String(t).padEnd(7)} ${`${total} (${lost.join('/')})`.padEnd(48)} ${`${((100 * total) / crises).toFixed(2)} pt`.padEnd(13)} ${base.alarms - alarms} of ${base.alarms}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Per rule, dev out of fold: the crises it is the first rule to catch, how many of those the model
 * (trained without the case's fold) would not have caught at the threshold (what the rule adds),
 * and its false alarms. A rule's dev catches were tuned on dev, so what it adds is an upper bound;
 * a rule that adds nothing and still raises false alarms is a candidate to widen into a concept
 * or to drop (`pnpm eval:triage --cv --rule-study`).
 */
export function formatRuleTable(outcomes: readonly FoldOutcome[], threshold: number): string {
  const stats = new Map<string, { caught: number; added: number; alarms: number }>();
  for (const o of outcomes) {
    if (!o.rule) continue;
    const s = stats.get(o.rule) ?? { caught: 0, added: 0, alarms: 0 };
    if (o.example.label === 0) s.alarms++;
    else {
      s.caught++;
      if (verdictOf(o.probs, threshold) === null) s.added++;
    }
    stats.set(o.rule, s);
  }
  const rows = [...stats].sort(([a, x], [b, y]) => x.added - x.alarms - (y.added - y.alarms) || (a < b ? -1 : 1));
  const lines = [
    `rule study, dev out of fold (model threshold ${threshold}): crises caught first by the rule, of them not caught by the model, false alarms`,
    'caught  model missed  false alarms  rule',
  ];
  for (const [rule, s] of rows) {
    lines.push(`${String(s.caught).padStart(6)}  ${String(s.added).padStart(12)}  ${String(s.alarms).padStart(12)}  ${rule}`);
  }
  return lines.join('\n');
}

function weightsSource(model: EncodedModel, set: TrainingSet, summary: string): string {
  const lines = [
    `// Generated by train.ts (\`pnpm train:triage\`); do not edit. See docs/chat-guide.md#the-second-net.`,
    `// Trained on ${set.dev.length} dev cases and ${set.extra.length} extra non-crisis sentences.`,
    ...summary.split('\n').map((l) => `// ${l}`),
    `import type { EncodedModel } from './classify.ts';`,
    '',
    '/** FNV-1a of the training material (train.ts hashExamples): a test checks these are current. */',
    `export const TRAINED_ON = { devHash: '${set.devHash}', extraHash: '${set.extraHash}', featuresHash: '${featuresHash(set)}', featureVersion: ${FEATURE_VERSION} } as const;`,
    '',
    `export const TRIAGE_MODEL: EncodedModel = {`,
    `  featureVersion: ${model.featureVersion},`,
    `  hashBits: ${model.hashBits},`,
    `  threshold: ${model.threshold},`,
    `  bias: [${model.bias.join(', ')}],`,
    `  scales: [${model.scales.join(', ')}],`,
    `  buckets: ${model.buckets},`,
    `  data: '${model.data}',`,
    `};`,
    '',
  ];
  return lines.join('\n');
}

function main(): void {
  const started = Date.now();
  const set = loadTrainingSet();
  console.log(`triage model: ${set.dev.length} dev cases, ${set.extra.length} extra non-crisis sentences`);
  const outcomes = crossValidate(set);
  const threshold = chooseThreshold(englishOutcomes(outcomes), TRAIN_OPTIONS.falseAlarmBudget, TRAIN_OPTIONS.modelBudgetFloor);
  const table = formatFoldTable(outcomes, threshold);
  console.log(table);
  console.log(`\nby the model's floor (dev out of fold, budget and floor on English cases):\n${formatFloorTable(outcomes)}`);
  if (process.argv.includes('--no-write')) return;
  const model = trainModel([...featurise(set.dev), ...featurise(set.extra)], TRAIN_OPTIONS, threshold);
  const source = weightsSource(model, set, table);
  writeFileSync(WEIGHTS_FILE, source);
  console.log(
    `\nwrote ${relative(process.cwd(), WEIGHTS_FILE)} (${Math.round(source.length / 1024)} KB, ${model.buckets} buckets) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
