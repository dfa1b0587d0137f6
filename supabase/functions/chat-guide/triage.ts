/**
 * Safety triage: runs first on every message and wins. Recall matters more than precision
 * here: a false alarm costs a kind paragraph, a miss could cost a life. The message is read
 * as concepts that occur together (triage/rules.ts), and a short follow-up is read in the
 * light of an earlier turn that was itself a crisis. See docs/chat-guide.md#safety-triage.
 */
import * as L from './triage/lexicon.ts';
import { triageAnswer } from './triage/replies.ts';
import { modelProbabilities, ruleAlarmStands, shippedModel, verdictOf } from './triage/model/classify.ts';
import { explainedAway } from './triage/model/explained.ts';
import { firstRule, TRIAGE_RULES, type TriageKind, type TriageRule } from './triage/rules.ts';
import { TriageText } from './triage/text.ts';

export { triageAnswer };
export type { TriageKind };

/** One earlier turn of the open conversation, oldest first. */
export interface Turn {
  role: 'user' | 'agent';
  content: string;
}

export interface TriageResult {
  kind: TriageKind;
  /** The rule that decided, or "follow-up: …" when an earlier turn did. */
  rule: string;
}

/** Our own crisis replies, recognised in the history the widget sends back. */
const REPLY_MARKERS: ReadonlyArray<readonly [RegExp, TriageKind]> = [
  [/tel:988|sms:988|\b988\b/, 'crisis'],
  [/PEP to prevent HIV|not your fault/i, 'assault'],
  [/\b911\b/, 'severe-symptoms'],
];

/** What, in a short follow-up, keeps an earlier crisis open. */
const FOLLOW_UP_TERMS: Record<TriageKind, readonly string[]> = {
  crisis: [
    ...L.AFFIRM,
    ...L.METHOD,
    ...L.TIME,
    ...L.READY,
    ...L.DEATH,
    ...L.POINTLESS,
    'want',
    'wish',
    'plan',
    'going to',
    'alone',
    'scared',
    'goodbye',
  ],
  'self-harm': [
    ...L.AFFIRM,
    ...L.HARM_VERB,
    ...L.HARM_URGE,
    'blade',
    'razor',
    'bleeding',
    'blood',
    'deep',
    'stitches',
    'scar',
    'scars',
    'tonight',
    'now',
    'want',
  ],
  assault: [
    ...L.AFFIRM,
    ...L.SAID_NO,
    ...L.KEPT_ON,
    ...L.INCAPACITATED,
    ...L.PERSON,
    '=pep',
    'emergency contraception',
    'morning after',
    'plan b',
    'police',
    'report',
    'hospital',
    'happened',
    'test',
    'tested',
    'pregnant',
    'hiv',
    'what do i do',
    'what should i do',
    'scared',
    'ashamed',
    'fault',
  ],
  'severe-symptoms': [
    ...L.AFFIRM,
    ...L.PAIN,
    ...L.BLEED,
    ...L.FEVER,
    ...L.FAINT,
    ...L.DIZZY,
    'worse',
    'getting worse',
    'not better',
    'still',
    'now',
    'cant',
    'can not',
    'help',
    'should i go',
    'wait',
    'until tomorrow',
    'morning',
  ],
};

/** Laughter before a "no": "lol no, the boss fight" ("oh no", "omg no" may be alarm, not a denial). */
const LAUGHING = new Set(['lol', 'haha', 'ha', 'hah', 'hehe']);
/** "lol no i am not ok", "no no i mean it": a laugh that still says the crisis. */
const STILL_MEANT = [
  'not ok',
  'not okay',
  'not safe',
  'not fine',
  'not alright',
  'i mean it',
  'i meant it',
  'serious',
  'for real',
  'not joking',
  'not kidding',
];

/**
 * The writer says the earlier turn was not about a crisis of theirs: a laughing no to open
 * ("lol no", "haha no"), or "not me" said as a clause of its own. A plain "no" is not one: to
 * "are you safe?" it is the opposite.
 */
function deniesTheReading(text: TriageText): boolean {
  if (text.has(STILL_MEANT, true)) return false;
  const t = text.tokens;
  const no = t.findIndex((w) => w === 'no' || w === 'nope' || w === 'nah');
  const opening = no >= 0 && no <= 2 && t.slice(0, no).every((w) => LAUGHING.has(w));
  if (opening && no > 0) return true;
  return t.some(
    (w, i) => w === 'not' && t[i + 1] === 'me' && (i === 0 || isBoundary(t[i - 1])) && (i + 2 >= t.length || isBoundary(t[i + 2])),
  );
}
const isBoundary = (w: string | undefined) => w === undefined || w === '.' || w === ',';

/** "like a normal heavy day 1", "normal flow": the writer says the bleeding or pain is their usual. */
const NORMAL_SAID = [
  'like a normal',
  'a normal heavy',
  'normal flow',
  'normal period',
  'normal heavy',
  'normal for me',
  'usual for me',
  'my usual',
  'like my usual',
];
/** Said of the symptom, not denied and not compared ("heavier than my usual"). */
const saysNormal = (text: TriageText) => text.find(NORMAL_SAID, true).some((s) => !text.negated(s) && !text.before(s, 3).includes('than'));

/** Our question about a crisis, and the kind a yes to it shows. */
const ASKED_ABOUT: ReadonlyArray<readonly [RegExp, TriageKind]> = [
  [/\b(ending your life|end your life|killing yourself|kill yourself|suicide|suicidal|want to die)\b/i, 'crisis'],
  [/\b(hurting yourself|hurt yourself|harming yourself|harm yourself|cutting yourself|cut yourself)\b/i, 'self-harm'],
  [/\b(bleeding heavy|heavy bleeding|soaking through|a pad or more)\b/i, 'severe-symptoms'],
];
/** "Did you agree to it?": a no to it is the assault. */
const ASKED_CONSENT =
  /\b(did you (agree|consent) to (it|that|sex)|did you want (it|that|to have sex|sex)|was it consensual|did you say yes|were you okay with (it|that))\b/i;
const NO_ANSWER = /^(no|nope|nah|not really|not exactly|not at all|i did not|i didnt|no i did not)\b/;
const ANSWER_MAX_WORDS = 6;

/**
 * A short answer to our own question about a crisis: "ya" or "hurting" to "are you hurting
 * yourself?", "yes more" to "is the bleeding heavy?", "not really" to "did you agree to it?".
 */
function answerToOurQuestion(text: TriageText, lastAgent: Turn | undefined): TriageKind | null {
  if (lastAgent?.role !== 'agent' || !lastAgent.content.includes('?') || text.wordCount > ANSWER_MAX_WORDS) return null;
  if (text.has(L.RESOLVED, true) || deniesTheReading(text)) return null;
  const said = text.joined;
  if (ASKED_CONSENT.test(lastAgent.content) && NO_ANSWER.test(said)) return 'assault';
  const asked = ASKED_ABOUT.find(([question]) => question.test(lastAgent.content));
  if (!asked) return null;
  const yes = text.find(L.AFFIRM).some((s) => s.start <= 1 && !text.negated(s));
  // The answer repeats the word we asked with ("hurting" to "are you hurting yourself?").
  const echoed = text.tokens.some((w) => w.length > 4 && new RegExp(`\\b${w}\\b`, 'i').test(asked[0].exec(lastAgent.content)?.[0] ?? ''));
  return yes || echoed ? asked[1] : null;
}

/** Follow-ups this long or shorter are read with the earlier turn. */
const FOLLOW_UP_MAX_WORDS = 25;

function triageOne(text: TriageText): { kind: TriageKind; rule: TriageRule } | null {
  const rule = firstRule(text);
  return rule ? { kind: rule.kind, rule } : null;
}

/** The crisis an earlier turn showed: a user turn that triage flags, or one of our replies. */
function openCrisis(history: readonly Turn[]): TriageKind | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === 'user') {
      const found = triageOne(new TriageText(turn.content));
      if (found) return found.kind;
    } else {
      for (const [marker, kind] of REPLY_MARKERS) if (marker.test(turn.content)) return kind;
    }
  }
  return null;
}

/**
 * Triage by the rules alone; when the message says nothing alarming on its own, a short follow-up
 * is read with the conversation: after an earlier crisis (its own words or our reply), together
 * with the previous user turn, and "I have those" with the symptoms the previous reply listed.
 */
export function detectTriageByRules(message: string, history: readonly Turn[] = []): TriageResult | null {
  return rulesOn(new TriageText(message), history);
}

/** detectTriageByRules on a message already read (the model's excuse check reads the same text). */
function rulesOn(text: TriageText, history: readonly Turn[]): TriageResult | null {
  const message = text.raw;
  const own = triageOne(text);
  if (own) return { kind: own.kind, rule: own.rule.name };
  if (history.length === 0) return null;
  if (text.wordCount > FOLLOW_UP_MAX_WORDS) return null;

  const denied = deniesTheReading(text);
  const earlier = denied ? null : openCrisis(history);
  const usual = saysNormal(text);
  if (
    earlier &&
    !text.has(L.RESOLVED, true) &&
    !(earlier === 'severe-symptoms' && usual) &&
    text.find(FOLLOW_UP_TERMS[earlier]).some((s) => !text.negated(s))
  ) {
    return { kind: earlier, rule: `follow-up: ${earlier}` };
  }
  const userTurns = history.filter((t) => t.role === 'user').map((t) => t.content);
  const settled = text.has(L.RESOLVED, true) || userTurns.slice(-1).some((turn) => new TriageText(turn).has(L.RESOLVED, true));
  if (userTurns.length > 0 && !settled && !denied) {
    const together = triageOne(new TriageText([...userTurns, message].join('\n')));
    if (together && !(together.kind === 'severe-symptoms' && usual))
      return { kind: together.kind, rule: `follow-up, read with the earlier turns: ${together.rule.name}` };
  }
  const lastAgent = history[history.length - 1];
  // "Are you safe right now?" "no, he lives here"
  if (
    lastAgent?.role === 'agent' &&
    /\b(are you safe|do you feel safe|are you somewhere safe|safe right now)\b/i.test(lastAgent.content) &&
    /^(no|nope|not really|not at all|i am not|no i am not)\b/.test(text.joined)
  ) {
    const earlier = new TriageText(userTurns.join('\n'));
    const assault = earlier.has([...L.SAID_NO, ...L.FORCE, 'not my choice', 'did not want', 'did not agree']) || text.has(L.PERSON);
    return { kind: assault ? 'assault' : 'crisis', rule: 'follow-up: not safe, in answer to our question' };
  }
  const answered = answerToOurQuestion(text, lastAgent);
  if (answered) return { kind: answered, rule: 'follow-up: a yes to our question about a crisis' };
  if (lastAgent?.role === 'agent' && text.wordCount <= 4) {
    // A one-word answer to our question: "breathing" after "…a rash, swelling, or trouble breathing?"
    const asked = new TriageText(lastAgent.content);
    const named = asked
      .find([...L.BREATHING, ...L.FAINT, ...L.OTHER_EMERGENCY])
      .filter((s) => asked.tokens.slice(s.start, s.end).some((w) => w.length > 3 && text.tokens.includes(w)));
    if (named.length > 0) return { kind: 'severe-symptoms', rule: 'follow-up: a symptom named in answer to our question' };
  }
  if (text.wordCount <= 3 && text.has(['blades', 'blade', 'razor', 'razors', 'rope', 'noose'])) {
    return { kind: text.has(['rope', 'noose']) ? 'crisis' : 'self-harm', rule: 'follow-up: a means named on its own' };
  }
  if (lastAgent?.role === 'agent' && text.has(L.REFERENCE)) {
    const listed = TRIAGE_RULES.find((rule) => rule.kind === 'severe-symptoms' && rule.when(new TriageText(lastAgent.content)));
    if (listed) return { kind: listed.kind, rule: `follow-up, "I have those": ${listed.name}` };
  }
  return null;
}

/**
 * Triage of the newest message: the rules, and when they say nothing, the trained model as a
 * second net (triage/model/, docs/chat-guide.md#the-second-net).
 */
export function detectTriage(message: string, history: readonly Turn[] = []): TriageResult | null {
  const text = new TriageText(message);
  const probs = modelProbabilities(text, history);
  const byRules = rulesOn(text, history);
  // A rule's alarm stands unless the model is surer there is no crisis than it ever was, out of
  // fold, on a crisis a rule caught (classify.ts RULE_BAR).
  if (byRules) return ruleAlarmStands(1 - probs[0]!) ? byRules : null;
  const verdict = verdictOf(probs, shippedModel().threshold);
  if (!verdict || explainedAway(text, verdict.crisis)) return null;
  return { kind: verdict.kind, rule: `model:${verdict.modelClass}` };
}
