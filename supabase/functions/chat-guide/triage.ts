/**
 * Safety triage: runs before everything else and short-circuits. Recall matters more than
 * precision here: a false alarm costs a kind paragraph, a miss could cost a life.
 */
import { guideSources } from './guides.ts';
import type { MessageView } from './matcher.ts';
import type { Answer } from './types.ts';

export type TriageKind = 'crisis' | 'assault' | 'severe-symptoms';

const CRISIS_TERMS = [
  'suicide', 'suicidal', 'kill myself', 'killing myself', 'kill my self', '=kms', 'end my life',
  'ending my life', 'end it all', 'take my life', 'taking my life', 'want to die', 'wanna die',
  'wish i was dead', 'wish i were dead', 'better off dead', 'self harm', 'selfharm', 'self harming',
  'hurt myself', 'hurting myself', 'harm myself', 'cut myself', 'cutting myself',
  'no reason to live', 'dont want to live', 'dont want to be alive', 'not want to live',
  'dont want to be here anymore', 'unalive', 'overdose', 'od on',
];

const ASSAULT_TERMS = [
  '=rape', '=raped', '=raping', '=rapist', 'sexually assaulted', 'sexual assault', 'assaulted',
  'assault', 'forced me', 'forced to have sex', 'without my consent', 'didnt consent',
  'did not consent', 'never consented', 'non consensual', 'nonconsensual', 'against my will',
  'drugged', 'roofied', 'molested', 'molest', 'abused me', 'coerced', 'made me have sex',
  'stealthing',
];

const SEVERE_SIGNS = [
  'high fever', 'very high fever', 'fainted', 'fainting', '=faint', 'feel faint', 'passed out',
  'passing out', 'pass out', 'blacked out', 'unconscious', 'collapsed', 'heavy bleeding',
  'bleeding heavily', 'cant stop bleeding', 'trouble breathing', 'cant breathe', 'chest pain',
];
const SEVERITY_WORDS = ['severe', 'extreme', 'unbearable', 'excruciating', 'agonizing', 'worst'];
/** Weaker words count only together with a pelvic or abdominal area. */
const STRONG_FEELING_WORDS = ['intense', 'terrible', 'really bad', 'very bad', 'so bad', 'awful', 'horrible'];
const PAIN_WORDS = ['pain', 'painful', 'cramps', 'cramping', 'hurts', 'hurting', 'ache', 'aching'];
const BODY_AREAS = [
  'pelvic', 'pelvis', 'abdominal', 'abdomen', 'stomach', 'belly', 'lower belly', 'tummy', 'testicle',
  'testicles', 'testicular', 'groin', 'scrotum', 'side',
];

export function detectTriage(view: MessageView): TriageKind | null {
  if (view.hasAny(CRISIS_TERMS)) return 'crisis';
  if (view.hasAny(ASSAULT_TERMS)) return 'assault';
  const hasPain = view.hasAny(PAIN_WORDS);
  const severePain =
    hasPain &&
    (view.hasAny(SEVERITY_WORDS) || (view.hasAny(STRONG_FEELING_WORDS) && view.hasAny(BODY_AREAS)));
  const feverWithPain = view.has('fever') && hasPain && view.hasAny(BODY_AREAS);
  if (view.hasAny(SEVERE_SIGNS) || severePain || feverWithPain) return 'severe-symptoms';
  return null;
}

const CALL_911 = '[call 911](tel:911)';

const REPLIES: Record<TriageKind, () => Answer> = {
  crisis: () => ({
    route: 'triage:crisis',
    body:
      "I'm really glad you told me, and I'm sorry you're carrying this right now. You deserve support. " +
      'Please reach the 988 crisis line: you can [call 988](tel:988) or [text 988](sms:988), ' +
      'or text the crisis text line at [741741](sms:741741). ' +
      `If you might act on these thoughts or you're in immediate danger, ${CALL_911} now. ` +
      "If you can, let someone you trust know and stay close to them. You're not alone, " +
      "and I'm here for any sexual-health question whenever you want.",
    sources: [],
    passages: [],
    rephrasable: false,
  }),
  assault: () => ({
    route: 'triage:assault',
    body:
      "I'm so sorry this happened to you. It is not your fault. " +
      `If you're in danger or hurt right now, ${CALL_911}. ` +
      'When you are somewhere safe, please get medical care as soon as you can (an emergency room or urgent care): ' +
      'timing matters, because PEP to prevent HIV must be started within 72 hours, ' +
      'and emergency contraception works within 72-120 hours. ' +
      'What happens next, including whether to report, is your choice. ' +
      'If it feels like too much, you can [call or text 988](tel:988) to talk to someone.',
    sources: guideSources('prep-guide'),
    passages: [],
    rephrasable: false,
  }),
  'severe-symptoms': () => ({
    route: 'triage:severe-symptoms',
    body:
      "That sounds serious, and it shouldn't wait for a home test or a chat. " +
      `Please ${CALL_911} or go to urgent care or an emergency room now: a high fever, ` +
      'severe pelvic or abdominal pain, or fainting needs in-person care right away. ' +
      'If you can, ask someone to stay with you. This chat is educational information only, not medical advice.',
    sources: [],
    passages: [],
    rephrasable: false,
  }),
};

export function triageAnswer(kind: TriageKind): Answer {
  return REPLIES[kind]();
}
