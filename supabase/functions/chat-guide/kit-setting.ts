/**
 * The kit named as the setting of a question, not as its subject: "Stocking up while my test kit
 * ships. Is coconut oil fine to use as lube with latex condoms?", "My kit says yeast infection. Is
 * that an STI I could have given my girlfriend?". The kit is named in a sentence before the question;
 * the question itself names neither the kit nor an "it" that could stand for it. Such a message is
 * answered as if the kit had not been named (the kit's fixed answers would answer the setting).
 */
import { MessageView } from './matcher.ts';
import { namesKit } from './intents.ts';

/** The kit by name, with the words that only say whose or which kit ("my test kit", "Candor's at-home kit"). */
const KIT_PHRASE =
  /\b(?:(?:my|the|a|an|your|this|our|candor(?:'s|’s|s)?|home|at[- ]home|test(?:ing)?|sti|std)\s+)*(?:kit|kits|cartridge)\b|\bcandor(?:'s|’s)?\b/gi;

/**
 * A word in the question that could stand for the kit named before it: "it", not inside a compound
 * ("the manage-it-forever kind") nor the infection had, caught or passed on ("does that mean I have it?").
 */
const POINTS_BACK =
  /(?<![-\w'’])(?<!\b(?:have|has|had|got|get|getting|catch|caught|pass|passed|give|gave|given|spread|treat|cure)\s)(?:it|its|it's|it’s)(?![-\w])/i;
/** A question this short ("Blood?") goes on with the sentence before it. */
const MIN_QUESTION_WORDS = 3;

/** Sentences of a message: split after . ! ? and at a colon or semicolon. */
function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+|[:;]\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The message with the kit left out, when the kit is only its setting (see the module comment);
 * null when the kit is not named, or the question names it or may point back at it.
 */
export function kitAsSetting(message: string): string | null {
  const sentences = sentencesOf(message);
  if (sentences.length < 2) return null;
  const question = [...sentences].reverse().find((s) => s.endsWith('?')) ?? sentences[sentences.length - 1]!;
  const at = sentences.lastIndexOf(question);
  const before = sentences.slice(0, at);
  if (!before.some((s) => namesKit(new MessageView(s)))) return null;
  if (question.split(/\s+/).length < MIN_QUESTION_WORDS) return null;
  if (namesKit(new MessageView(question)) || POINTS_BACK.test(question)) return null;
  const stripped = message.replace(KIT_PHRASE, ' ').replace(/\s+/g, ' ').trim();
  return namesKit(new MessageView(stripped)) ? null : stripped;
}
