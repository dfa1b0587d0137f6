/**
 * Two questions in one message ("Is BV an STI? And can my boyfriend give it to me?", "How long
 * does EC work, and can I get it at a pharmacy?") are answered one by one: a fixed answer to
 * one half must not swallow the other. At most two: a longer list is answered as one question.
 */
import { resolveFollowUp } from './follow-up.ts';
import { normalizeText, stem } from './normalize.ts';
import { contentWords } from './query.ts';
import type { Answer } from './types.ts';

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

/** One question answered after triage (answer.ts answerQuestion); `isFollowUp` when read with an earlier subject. */
export type AnswerOne = (question: string, isFollowUp: boolean) => Promise<Answer>;

const MAX_COMBINED_SOURCES = 3;
const GUIDES_OPENING = 'From our guides: ';

/** The sentences of `later` that `earlier` does not already say ("" when none). */
function newSentences(earlier: Answer, later: Answer): string {
  const rest =
    earlier.body.startsWith(GUIDES_OPENING) && later.body.startsWith(GUIDES_OPENING) ? later.body.slice(GUIDES_OPENING.length) : later.body;
  return rest
    .split(/(?<=[.!?]["')]?)\s+(?=[A-Z"(])/)
    .filter((sentence) => !earlier.body.includes(sentence))
    .join(' ');
}

/** The second half's words the first half does not say ("keep", "damaged" of "where should I keep condoms so they don't get damaged?"). */
function ownWords(second: string, first: string): string[] {
  const before = new Set(contentWords(first).map(stem));
  return contentWords(second).filter((word) => !before.has(stem(word)));
}

/** Whether a text says one of these words. */
function says(text: string, words: readonly string[]): boolean {
  const said = new Set(normalizeText(text).split(' ').map(stem));
  return words.some((word) => said.has(stem(word)));
}

/** Words of its own from which a second half asks its own question, not one about the first's subject. */
const MIN_OWN_WORDS = 2;

function adds(first: Answer, second: Answer): boolean {
  return (
    !(second.route === 'fallback' || second.route.startsWith('intent:no-guide') || second.body === first.body) &&
    newSentences(first, second) !== ''
  );
}

/**
 * Each of two questions answered on its own; the second, when it leans on the first ("and can my
 * boyfriend give it to me?"), is read with the first's subject. When that reading only repeats the
 * first answer ("… lube with latex condoms, and where should I keep condoms so they don't get
 * damaged?" read with "lube latex condoms"), a second half with words of its own ("keep",
 * "damaged") is answered as it was asked, when that answer says one of them ("how long does it
 * last?" after a window period has one word of its own and stays one answer).
 */
export async function answerTwo(first: string, second: string, answer: AnswerOne): Promise<Answer> {
  const leaning = resolveFollowUp(second, [{ role: 'user', content: first }])?.message ?? null;
  const a = await answer(first, false);
  let b = await answer(leaning ?? second, leaning !== null);
  // The second half about the same unknown subject, or nothing more to add: one answer.
  if (a.route === 'fallback' && leaning !== null) return a;
  if (leaning !== null && !adds(a, b) && ownWords(second, first).length >= MIN_OWN_WORDS) {
    const alone = await answer(second, false);
    if (adds(a, alone) && says(newSentences(a, alone), ownWords(second, first))) b = alone;
  }
  // Two answers on the same route ("when do I retest after treatment, and do my partners need
  // treatment too?": both the retest topic) are both kept when the second says something more.
  if (!adds(a, b)) return a;
  const sources = [...a.sources];
  for (const source of b.sources) if (!sources.some((s) => s.slug === source.slug)) sources.push(source);
  return {
    route: a.route,
    body: `${a.body}\n\n${newSentences(a, b)}`,
    sources: sources.slice(0, MAX_COMBINED_SOURCES),
    passages: [...a.passages, ...b.passages],
    rephrasable: a.rephrasable && b.rephrasable,
  };
}
