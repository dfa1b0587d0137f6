import { describe, expect, it } from 'vitest';
import { detectTriage, detectTriageByRules } from '../../triage.ts';
import { MODEL_CLASSES, decodeModel, modelTriage, scoreTriage, shippedModel } from './classify.ts';
import { FEATURE_VERSION, featureNames, fnv1aString, triageFeatures } from './features.ts';
import { TRAIN_OPTIONS, chooseThreshold, featuresHash, loadTrainingSet, trainModel, type FoldOutcome } from './train.ts';
import { TRAINED_ON, TRIAGE_MODEL } from './weights.ts';

const set = loadTrainingSet();

describe('triage model weights', () => {
  it('were trained on the current dev split, extra material and features (else run `pnpm train:triage`)', () => {
    const now = { devHash: set.devHash, extraHash: set.extraHash, featuresHash: featuresHash(set), featureVersion: FEATURE_VERSION };
    expect(now, 'weights.ts is stale: run `pnpm train:triage`').toEqual(TRAINED_ON);
  });

  it('stay small: under 400 KB of base64', () => {
    expect(TRIAGE_MODEL.data.length).toBeLessThan(400_000);
    expect(TRIAGE_MODEL.buckets).toBeLessThanOrEqual(TRAIN_OPTIONS.keepBuckets);
  });

  it('are trained on dev only, never holdout', () => {
    expect(set.dev.length).toBeGreaterThan(0);
    // loadTrainingSet reads the split field; a dev case is one the split rule put in dev.
    expect(new Set(set.dev.map((e) => e.message)).size).toBe(set.dev.length);
  });
});

describe('triage model features', () => {
  it('are deterministic', () => {
    const message = 'ngl i dont wanna be here anymore, not after this result';
    const history = [
      { role: 'user' as const, content: 'my test came back positive' },
      { role: 'agent' as const, content: 'Please call or text 988. Are you safe right now?' },
    ];
    const a = triageFeatures(message, history);
    const b = triageFeatures(message, history);
    expect([...a.index]).toEqual([...b.index]);
    expect([...a.value]).toEqual([...b.value]);
    expect(fnv1aString('w:die')).toBe(fnv1aString('w:die'));
    expect(fnv1aString('')).toBe(0x811c9dc5);
  });

  it('read the message as triage does, with negation, history and our replies', () => {
    const names = featureNames("i don't want to die lol", [{ role: 'agent', content: 'call or text 988. Are you safe right now?' }]);
    expect(names.has('w:want')).toBe(true);
    expect(names.has('b:do not')).toBe(true);
    expect(names.has('n:want')).toBe(true);
    expect(names.has('c:<die>')).toBe(true);
    expect(names.has('a:crisis-reply')).toBe(true);
    expect(names.has('a:asked-safe short-answer')).toBe(false);
    expect(featureNames('no', [{ role: 'agent', content: 'Are you safe right now?' }]).has('a:asked-safe short-answer')).toBe(true);
  });

  it('are a unit vector with sorted buckets', () => {
    const { index, value } = triageFeatures('i keep picturing the bridge near my work');
    for (let i = 1; i < index.length; i++) expect(index[i]!).toBeGreaterThan(index[i - 1]!);
    expect(value.reduce((s, v) => s + v * v, 0)).toBeCloseTo(1, 5);
  });
});

describe('triage model training', () => {
  it('is deterministic: the same data gives the same weights', () => {
    const data = [...set.dev.slice(0, 120), ...set.extra.slice(0, 40)].map((e) => ({
      x: triageFeatures(e.message, e.history),
      label: e.label,
      weight: e.weight,
    }));
    const options = { ...TRAIN_OPTIONS, epochs: 2, keepBuckets: 2000 };
    expect(trainModel(data, options)).toEqual(trainModel(data, options));
  });

  it('stores what it learned: the decoded model scores as the training data says', () => {
    const data = set.dev.slice(0, 200).map((e) => ({ x: triageFeatures(e.message, e.history), label: e.label, weight: e.weight }));
    const model = decodeModel(trainModel(data, { ...TRAIN_OPTIONS, epochs: 5 }, 0.5));
    const right = set.dev.slice(0, 200).filter((e) => (modelTriage(e.message, e.history, model) === null) === (e.label === 0)).length;
    expect(right / 200).toBeGreaterThan(0.9);
  });

  it('chooses the lowest threshold within the false-alarm budget', () => {
    const safe = (crisis: number, rules: string | null = null): FoldOutcome => ({
      example: { message: '', history: [], label: 0, weight: 1, category: 'ordinary' },
      crisis,
      probs: new Float64Array(MODEL_CLASSES.length),
      rules,
    });
    const outcomes = [safe(0.9), safe(0.8), safe(0.4), safe(0.3), ...Array.from({ length: 96 }, () => safe(0.1))];
    // 2% of 100 non-crisis cases: two alarms allowed, so the threshold falls between 0.8 and 0.4.
    expect(chooseThreshold(outcomes, 0.02)).toBeCloseTo(0.6, 6);
  });
});

describe('the model as the second net', () => {
  it('never fires on the messages triage.test.ts lists as not emergencies', () => {
    // A few more of the same kinds, written for this test.
    for (const message of [
      'how long does shipping take',
      'i am not suicidal, just stressed about the results',
      "i'd die if my ex saw this kit lol",
      'is it normal to bleed a little after a pap smear',
    ]) {
      expect(modelTriage(message), message).toBeNull();
    }
  });

  it('catches dev crises the rules miss, under a model:<class> rule name', () => {
    const missedByRules = set.dev.filter((e) => e.label !== 0 && detectTriageByRules(e.message, e.history) === null);
    const caught = missedByRules.filter((e) => modelTriage(e.message, e.history) !== null);
    expect(caught.length).toBeGreaterThan(0);
    for (const e of caught) expect(detectTriage(e.message, e.history)?.rule).toMatch(/^model:(suicide|self-harm|assault|severe-symptoms)$/);
  });

  it('gives probabilities that sum to one and a verdict at its threshold', () => {
    const scores = scoreTriage("I've taken to holding my palm over the gas hob to see how long I can last");
    expect(Object.keys(scores)).toEqual([...MODEL_CLASSES]);
    expect(Object.values(scores).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
    expect(shippedModel().threshold).toBe(TRIAGE_MODEL.threshold);
  });

  it('is fast: well under a millisecond a message', () => {
    const messages = set.dev.slice(0, 500);
    modelTriage(messages[0]!.message);
    const started = performance.now();
    for (const e of messages) modelTriage(e.message, e.history);
    const perMessage = (performance.now() - started) / messages.length;
    // Typically about 0.15 ms; the bound leaves room for a busy machine.
    expect(perMessage).toBeLessThan(2);
  });
});
