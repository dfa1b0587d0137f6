import { describe, expect, it } from 'vitest';
import { detectTriage, detectTriageByRules } from '../../triage.ts';
import { MODEL_CLASSES, RULE_BAR, decodeModel, modelTriage, scoreTriage, shippedModel } from './classify.ts';
import { TriageText } from '../text.ts';
import { explainedAway } from './explained.ts';
import { FEATURE_VERSION, featureNames, fnv1aString, triageFeatures } from './features.ts';
import {
  STRONG_RULE,
  TRAIN_OPTIONS,
  chooseThreshold,
  formatFloorTable,
  combined,
  featuresHash,
  formatRuleTable,
  formatVetoTable,
  loadTrainingSet,
  ruleStands,
  trainModel,
  type FoldOutcome,
} from './train.ts';
import { TRAINED_ON, TRIAGE_MODEL } from './weights.ts';

const set = loadTrainingSet();

describe('triage model weights', () => {
  it('were trained on the current dev split, extra material and features (else run `pnpm train:triage`)', () => {
    const now = { devHash: set.devHash, extraHash: set.extraHash, featuresHash: featuresHash(set), featureVersion: FEATURE_VERSION };
    expect(now, 'weights.ts is stale: run `pnpm train:triage`').toEqual(TRAINED_ON);
  });

  it('stay small: under 1.5 MB of base64', () => {
    expect(TRIAGE_MODEL.data.length).toBeLessThan(1_500_000);
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

  // A dev non-crisis case scored out of fold: the model's crisis chance, and the rules' kind if they fired.
  const safe = (crisis: number, rules: string | null = null): FoldOutcome => ({
    example: { message: '', history: [], label: 0, weight: 1, category: 'ordinary' },
    crisis,
    probs: new Float64Array(MODEL_CLASSES.length),
    rules,
    rule: rules,
  });

  it('chooses the lowest threshold within the false-alarm budget', () => {
    const outcomes = [safe(0.9), safe(0.8), safe(0.4), safe(0.3), ...Array.from({ length: 96 }, () => safe(0.1))];
    // 2% of 100 non-crisis cases: two alarms allowed, so the threshold falls between 0.8 and 0.4.
    expect(chooseThreshold(outcomes, 0.02)).toBeCloseTo(0.6, 6);
  });

  it('spends on recall what the rules leave of a total budget, never less than the floor', () => {
    const quiet = [safe(0.9), safe(0.8), safe(0.7), safe(0.4), safe(0.3), ...Array.from({ length: 93 }, () => safe(0.1))];
    // 4% of 100 in all, the rules raise one: the model may add three (threshold between 0.7 and 0.4).
    expect(chooseThreshold([...quiet, safe(0.2, 'crisis'), safe(0.1)], 0.04, 0.02)).toBeCloseTo(0.55, 6);
    // The rules raise four: the floor still lets the model add two (between 0.8 and 0.7).
    const noisyRules = Array.from({ length: 4 }, () => safe(0.1, 'crisis'));
    expect(chooseThreshold([...quiet.slice(0, 96), ...noisyRules], 0.04, 0.02)).toBeCloseTo(0.75, 6);
  });

  it("counts a rule's alarm against the budget only when it stands behind the model's bar", () => {
    const quiet = [safe(0.9), safe(0.8), safe(0.7), safe(0.4), safe(0.3), ...Array.from({ length: 93 }, () => safe(0.1))];
    // One rule alarm the model takes back (below RULE_BAR) and one it lets stand: the model may add three.
    const rules = [safe(RULE_BAR / 2, 'crisis'), safe(0.2, 'crisis')];
    expect(chooseThreshold([...quiet, ...rules], 0.04, 0.02)).toBeCloseTo(0.55, 6);
    expect(rules.map((o) => ruleStands(o))).toEqual([false, true]);
    expect(rules.map((o) => combined(o, 0.55))).toEqual([null, 'crisis']);
  });
});

describe('the floor table', () => {
  // An English and an other-language case of each kind, the model's score as given.
  const outcome = (message: string, label: number, crisis: number): FoldOutcome => ({
    example: { message, history: [], label, weight: 1, category: label === 0 ? 'ordinary' : 'suicide' },
    crisis,
    probs: Float64Array.from([1 - crisis, crisis, 0, 0, 0]),
    rules: null,
    rule: null,
  });
  const english = [
    ...Array.from({ length: 98 }, (_, i) => outcome(`how long does shipping take ${i}`, 0, 0.01)),
    outcome('how much does the kit cost', 0, 0.9),
    outcome('is the kit discreet', 0, 0.3),
    outcome('i want to end my life tonight', 1, 0.95),
    outcome('i keep thinking about ending it', 1, 0.5),
  ];
  const other = [outcome('cuanto tiempo tarda el resultado', 0, 0.6), outcome('ya no quiero seguir viviendo', 1, 0.7)];
  const rows = formatFloorTable([...english, ...other], 0).split('\n');

  it('chooses each threshold on English cases and reports both languages at it', () => {
    // 2% of 100 English non-crisis cases: two alarms, so the threshold falls between 0.3 and 0.01.
    const two = rows.find((r) => r.startsWith('2.0%'))!.split(/\s+/);
    expect(two[1]).toBe('0.155');
    expect(two.slice(2, 4)).toEqual(['100.00%', '2.0%']);
    expect(two.slice(4, 6)).toEqual(['100.00%', '100.0%']);
    expect(rows.filter((r) => r.endsWith('(kept)'))).toHaveLength(1);
  });
});

describe('the veto study (measured, not used)', () => {
  // P(none) first, then the four crisis classes.
  const outcome = (category: string, label: number, none: number, rule: string | null, kind: string | null): FoldOutcome => ({
    example: { message: '', history: [], label, weight: 1, category },
    crisis: 1 - none,
    probs: Float64Array.from([none, (1 - none) / 4, (1 - none) / 4, (1 - none) / 4, (1 - none) / 4]),
    rules: kind,
    rule,
  });
  const outcomes = [
    // A crisis only a weak rule caught, the model sure it is nothing: a veto would lose it.
    outcome('suicide', 1, 0.999, 'suicide: no point in living', 'crisis'),
    // A crisis said outright, the model as sure: only a veto of every rule would lose it.
    outcome('assault', 3, 0.996, 'assault: said outright', 'assault'),
    // A rule's false alarm the model is sure about: the veto would remove it.
    outcome('negation', 0, 0.9995, "self-harm: harming one's own body", 'self-harm'),
    outcome('ordinary', 0, 0.99, null, null),
  ];
  const rows = formatVetoTable(outcomes, 0.5, [0.999, 0.995]).split('\n');

  it('counts the crises a veto would lose and the false alarms it would remove, per category', () => {
    expect(rows[1]).toContain("2/2 crises caught, 1/2 false alarms (1 of them the rules')");
    const row = (scope: string, t: string) => rows.find((r) => r.startsWith(scope) && r.includes(` ${t} `))!.replace(/\s+/g, ' ');
    expect(row('every rule', '0.999')).toContain('1 (1/0/0/0) 50.00 pt 1 of 1');
    expect(row('every rule', '0.995')).toContain('2 (1/0/1/0) 100.00 pt 1 of 1');
    expect(row('weak only', '0.995')).toContain('1 (1/0/0/0) 50.00 pt 1 of 1');
  });

  it('per rule (the rule study): crises caught first, of them missed by the model, false alarms', () => {
    const table = formatRuleTable([...outcomes, outcome('suicide', 1, 0.1, 'suicide: no point in living', 'crisis')], 0.5).split('\n');
    const row = (rule: string) =>
      table
        .find((r) => r.endsWith(rule))!
        .trim()
        .split(/\s+/)
        .slice(0, 3)
        .join(' ');
    expect(row('suicide: no point in living')).toBe('2 1 0');
    expect(row('assault: said outright')).toBe('1 1 0');
    expect(row("self-harm: harming one's own body")).toBe('0 0 1');
    // Rules that add the least and raise the most false alarms come first.
    expect(table[2]).toContain("self-harm: harming one's own body");
  });

  it('counts the strong rules as those that say it outright', () => {
    expect(STRONG_RULE.test('suicide: said outright')).toBe(true);
    expect(STRONG_RULE.test('assault: said in another language')).toBe(true);
    expect(STRONG_RULE.test('suicide: no point in living')).toBe(false);
    expect(STRONG_RULE.test('follow-up: crisis')).toBe(false);
  });
});

describe("the rules behind the model's bar", () => {
  // docs/chat-guide.md#the-rules-behind-the-models-bar-session-12
  it('takes back a rule alarm the model finds far from any crisis, and only then', () => {
    // Dread of being seen, said with a laugh: the rules read "kill myself", the model knows the figure.
    const figure = 'I would literally kill myself if my mom found this kit lmao, how discreet is the packaging';
    expect(detectTriageByRules(figure)?.rule).toBe('suicide: said outright');
    expect(1 - scoreTriage(figure).none).toBeLessThan(RULE_BAR);
    expect(detectTriage(figure)).toBeNull();
    // The same words meant, or with a result as the condition: the rule's alarm stands.
    for (const message of [
      'if my mom finds this kit i will kill myself, not joking, i have thought about how',
      "tbh if it's positive i'll kill myself. how much is the kit",
      'I want to kill myself',
    ]) {
      expect(detectTriage(message)?.rule, message).toBe('suicide: said outright');
    }
  });

  it('takes back no dev crisis a rule catches', { timeout: 300_000 }, () => {
    const taken = set.dev.filter(
      (e) => e.label !== 0 && detectTriageByRules(e.message, e.history) !== null && detectTriage(e.message, e.history) === null,
    );
    expect(taken.map((e) => e.message)).toEqual([]);
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
    const caught = missedByRules.filter((e) => {
      const verdict = modelTriage(e.message, e.history);
      return verdict !== null && !explainedAway(new TriageText(e.message), verdict.crisis);
    });
    expect(caught.length).toBeGreaterThan(0);
    for (const e of caught) expect(detectTriage(e.message, e.history)?.rule).toMatch(/^model:(suicide|self-harm|assault|severe-symptoms)$/);
  });

  it('names the lexicon concepts a message is built from, together and under negation', () => {
    const plan = [...featureNames('i want to jump off the bridge tonight').keys()];
    expect(plan).toEqual(expect.arrayContaining(['k:DESIRE', 'k:METHOD', 'k:TIME', 'kk:DESIRE METHOD', 'kk:METHOD TIME']));
    const denied = [...featureNames("i'm not suicidal, just worried").keys()];
    expect(denied).toContain('kn:SUICIDE_DIRECT');
    expect(denied).not.toContain('k:SUICIDE_DIRECT');
    // Two concepts in different sentences are not said together.
    expect([...featureNames('i want a test kit. the bridge was closed tonight').keys()]).not.toContain('kk:DESIRE METHOD');
  });

  it('gives probabilities that sum to one and a verdict at its threshold', () => {
    const scores = scoreTriage("I've taken to holding my palm over the gas hob to see how long I can last");
    expect(Object.keys(scores)).toEqual([...MODEL_CLASSES]);
    expect(Object.values(scores).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
    expect(shippedModel().threshold).toBe(TRIAGE_MODEL.threshold);
  });
});
