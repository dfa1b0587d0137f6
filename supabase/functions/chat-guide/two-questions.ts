/**
 * Two questions in one message ("Is BV an STI? And can my boyfriend give it to me?", "How long
 * does EC work, and can I get it at a pharmacy?") are answered one by one: a fixed answer to
 * one half must not swallow the other. At most two: a longer list is answered as one question.
 */
import { normalizeText } from './normalize.ts';

const QUESTION_WORD =
  /^(?:how|what|whats|when|where|which|who|why|can|could|should|do|does|did|is|are|was|will|would|if|and|or|also|plus|but)\b/i;
/** A clause boundary inside a sentence that may start a second question. */
const JOINT =
  /(?:,\s*(?:and|or|also|plus|but)\s+|;\s*|\s+and\s+(?=(?:how|what|whats|when|where|which|who|why|should|can|could|do|does|is|are)\b))/i;
const MIN_WORDS = 3;

function words(text: string): number {
  const normalized = normalizeText(text);
  return normalized === '' ? 0 : normalized.split(' ').length;
}

function clean(part: string): string {
  return part.trim().replace(/^[,;\s]+/, '');
}

/** The two questions of a message, or [] when it asks one (or more than two). */
export function splitQuestions(message: string): string[] {
  const text = message.trim();
  // "…? …" : a question mark with more to ask after it.
  const marks = [...text.matchAll(/\?+\s+(?=\S)/g)];
  if (marks.length === 1) {
    const at = marks[0]!.index! + marks[0]![0].length;
    const first = clean(text.slice(0, at));
    const second = clean(text.slice(at));
    if (words(first) >= MIN_WORDS && words(second) >= 2 && QUESTION_WORD.test(normalizeText(second))) return [first, second];
    return [];
  }
  if (marks.length > 1) return [];
  const joint = JOINT.exec(text);
  if (!joint) return [];
  const first = clean(text.slice(0, joint.index));
  const second = clean(text.slice(joint.index + joint[0].length));
  if (words(first) < MIN_WORDS || words(second) < MIN_WORDS) return [];
  if (!QUESTION_WORD.test(normalizeText(second))) return [];
  return [first, second];
}
