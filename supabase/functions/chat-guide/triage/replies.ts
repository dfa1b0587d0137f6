/**
 * What triage answers: short, warm, and the numbers first. Every reply names 911 and 988 (to
 * call or text): the severe-symptoms reply names 988 last, for the injury or overdose that was done
 * on purpose or by someone else. See docs/chat-guide.md#safety-triage.
 */
import { guideSources } from '../guides.ts';
import type { Answer } from '../types.ts';
import type { TriageKind } from './rules.ts';

const CALL_911 = '[call 911](tel:911)';
const CALL_988 = '[call 988](tel:988)';
const TEXT_988 = '[text 988](sms:988)';

const BODIES: Record<TriageKind, string> = {
  crisis:
    "I'm really glad you told me, and I'm sorry you're hurting this much. " +
    `Please reach someone now: ${CALL_988} or ${TEXT_988}, the Suicide & Crisis Lifeline, any time, day or night. ` +
    `If you might act on these thoughts or you're in danger right now, ${CALL_911}. ` +
    "If you can, let someone you trust know and stay close to them. You're not alone, " +
    "and I'm here for any sexual-health question whenever you want.",
  'self-harm':
    'Thank you for telling me; that takes courage, and you deserve care, not judgment. ' +
    `If you've hurt yourself badly, are bleeding a lot, or feel you might act on the urge right now, ${CALL_911}. ` +
    `To talk to someone about it, ${CALL_988} or ${TEXT_988}, any time. ` +
    "If you can, reach out to someone you trust and stay with them. I'm here for any sexual-health question too.",
  assault:
    "I'm so sorry this happened to you. It is not your fault. " +
    `If you're in danger or hurt right now, ${CALL_911}. ` +
    'When you are somewhere safe, please get medical care as soon as you can (an emergency room or urgent care): ' +
    'timing matters, because PEP to prevent HIV must be started within 72 hours, ' +
    'and emergency contraception works within 72-120 hours. ' +
    'What happens next, including whether to report, is your choice. ' +
    `If it feels like too much, you can ${CALL_988} or ${TEXT_988} to talk to someone.`,
  'severe-symptoms':
    "That sounds serious, and it shouldn't wait for a home test or a chat. " +
    `Please ${CALL_911} or go to urgent care or an emergency room now: heavy bleeding, a high fever, ` +
    'severe pelvic or abdominal pain, fainting or trouble breathing needs in-person care right away. ' +
    'If you can, ask someone to stay with you. ' +
    `If this was done on purpose, or someone did it to you, you can also ${CALL_988} or ${TEXT_988}, any time. ` +
    'This chat is educational information only, not medical advice.',
};

export function triageAnswer(kind: TriageKind): Answer {
  return {
    route: `triage:${kind}`,
    body: BODIES[kind],
    sources: kind === 'assault' ? guideSources('prep-guide') : [],
    passages: [],
    rephrasable: false,
  };
}
