/**
 * The answering pipeline: safety triage, then intents, then retrieval, then the optional
 * LLM rewrite; the reply is sanitised and ends with links to the guides it used.
 */
import { composeFromPassages, fallbackAnswer } from './compose.ts';
import { leansOnLinkedGuide, linkedGuide, resolveFollowUp, type Subject } from './follow-up.ts';
import { doseAnswer } from './intent-answers.ts';
import { answerIntent, describesExposure, detectSteering, isAboutKit, isDoseRequest, namesKit } from './intents.ts';
import { kitAsSetting } from './kit-setting.ts';
import { formatSourceLinks, resourceLink, sanitizeReply } from './links.ts';
import { rephrase, type LlmConfig } from './llm.ts';
import { MessageView } from './matcher.ts';
import { normalizeText, spellOutShorthand, stem, stripMarkup } from './normalize.ts';
import { guidesUse, inverseFrequency, matchableQuery, MAX_INVERSE_FREQUENCY, sectionsWith } from './rarity.ts';
import { isHealthSubject, unfamiliarWords } from './unfamiliar.ts';
import { buildNarrowQuery, buildSearchQueries, contentWords, isFrameWord } from './query.ts';
import { compareAnswer, mentions, topicAnswer } from './topic-answer.ts';
import { comparedTopics, detectTopic, namedInfections } from './topics.ts';
import { detectTriage, triageAnswer, type Turn } from './triage.ts';
import { answerTwo, splitQuestions } from './two-questions.ts';
import type { Answer, ChatReply, GuidePassage, RetrieveFn } from './types.ts';

export const RETRIEVE_LIMIT = 5;

export interface AnswerDeps {
  retrieve: RetrieveFn;
  llm?: LlmConfig | null;
  /** Earlier turns of the open conversation, oldest first (triage reads them for follow-ups). */
  history?: readonly Turn[];
}

async function safeRetrieve(retrieve: RetrieveFn, query: string): Promise<GuidePassage[] | null> {
  try {
    return await retrieve(query, RETRIEVE_LIMIT);
  } catch {
    // Retrieval being down must not break the chat: the caller falls back.
    return null;
  }
}

/** Rows of several searches, first occurrence kept (the same section may come back twice). */
function mergePassages(results: readonly (GuidePassage[] | null)[]): GuidePassage[] {
  const seen = new Set<string>();
  const merged: GuidePassage[] = [];
  for (const rows of results) {
    for (const row of rows ?? []) {
      const key = `${row.slug}\u0000${row.heading}\u0000${row.content.slice(0, 80)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(row);
    }
  }
  return merged;
}

/**
 * Searches from the most specific query to the broadest (see buildSearchQueries), stopping at
 * the first that yields a relevant answer: one RPC call for most questions, since the loose,
 * typo-tolerant path of the RPC is the slow one.
 */
async function retrievalAnswer(message: string, retrieve: RetrieveFn): Promise<Answer> {
  const words = contentWords(message);
  if (words.length === 0) return fallbackAnswer();
  // A word no guide uses ("scabies") is what the question hinges on: searched alone first.
  // (Whether a guide section has it is read from guide-sections.ts: no search needed.)
  const unfamiliar = unfamiliarWords(words);
  if (unfamiliar.some((word) => !guidesUse(word))) return fallbackAnswer(unfamiliar);
  const queries = buildSearchQueries(message);
  const narrow = buildNarrowQuery(message);
  if (narrow && !queries.includes(narrow)) queries.push(narrow);
  const seen: (GuidePassage[] | null)[] = [];
  // The question's rarest guide word is what it hinges on ("bring" in "what should I bring to my
  // STI testing appointment?"): an answer that leaves it out is kept only when no broader search says it.
  const hinge = [...words]
    .filter((word) => inverseFrequency(word) <= MAX_INVERSE_FREQUENCY && !isFrameWord(word))
    .sort((a, b) => inverseFrequency(b) - inverseFrequency(a))[0];
  let first: Answer | null = null;
  for (const query of queries) {
    seen.push(await safeRetrieve(retrieve, query));
    const answer = composeFromPassages(words, mergePassages(seen));
    if (!answer) continue;
    if (!hinge || uncoveredWords(hinge, answer.body, 0).length === 0) return answer;
    first ??= answer;
  }
  // No answer says the word the question hinges on: a section whose heading says it ("What to Bring") is about it.
  if (hinge) {
    const others = words.filter((word) => word !== hinge).join(' ');
    const headed = mergePassages(seen).filter(
      (p) =>
        uncoveredWords(hinge, p.heading, 0).length === 0 &&
        (others === '' || uncoveredWords(others, `${p.heading} ${p.content}`, 0).length < contentWords(others).length),
    );
    const answer = headed.length > 0 ? composeFromPassages(words, headed) : null;
    if (answer) return answer;
  }
  return first ?? fallbackAnswer(words);
}

/** Rows searched per word of a follow-up, before keeping those of the linked guide. */
const LINKED_GUIDE_LIMIT = 40;
const LINKED_MIN_COVERAGE = 1;

/**
 * A short follow-up read in the guide the agent's last answer linked ("does the swab hurt?"
 * after an answer linking what-to-expect-during-testing): each of the follow-up's own specific
 * words is searched, the rows of that guide are kept, and their sentences are ranked by the
 * whole question read in context (the earlier subject too). Null unless the answer says one of
 * the follow-up's own words (then the usual follow-up reading answers).
 */
async function linkedGuideAnswer(own: string, question: string, slug: string, retrieve: RetrieveFn): Promise<Answer | null> {
  const ownWords = contentWords(own).filter((word) => !isFrameWord(word) && inverseFrequency(word) <= MAX_INVERSE_FREQUENCY);
  if (ownWords.length === 0) return null;
  const results = await Promise.all(
    ownWords.map(async (word) => {
      try {
        return await retrieve(word, LINKED_GUIDE_LIMIT);
      } catch {
        return null;
      }
    }),
  );
  const rows = mergePassages(results).filter((row) => row.slug === slug);
  if (rows.length === 0) return null;
  const words = [...new Set([...ownWords, ...contentWords(question)])];
  // The conversation chose the guide: one of the follow-up's own words is enough to quote it.
  const answer = composeFromPassages(words, rows, LINKED_MIN_COVERAGE);
  if (!answer || uncoveredWords(ownWords.join(' '), answer.body, 0).length === ownWords.length) return null;
  return answer;
}

/** Phrases naming a subject of their own that no guide covers (checked against the guides in unfamiliar.test.ts). */
const OFF_GUIDE_PHRASES =
  /\bpregnancy tests?\b|\b(?:end|ending|terminate|terminating|termination of) (?:an? |the |my |her )?(?:early |unwanted )?pregnancy\b|\bchances? of (?:getting |being )?pregnant\b/;

/** The words of a subject no guide covers that the question names (none when the guides cover it all). */
function offGuideSubject(question: string): string[] {
  const phrase = OFF_GUIDE_PHRASES.exec(normalizeText(question));
  if (phrase) return phrase[0].split(' ');
  return contentWords(question).filter((word) => isHealthSubject(word) && !guidesUse(word));
}

/** Fixed answers a question on a look-alike topic gets instead (the topic's own guide sentences do better). */
const TOPIC_OVERRIDES = new Set([
  'intent:recent-exposure',
  'intent:test-after-exposure',
  'intent:test-windows',
  'intent:testing-frequency',
  'intent:out-of-scope',
]);

/**
 * Decides the answer without the LLM (exported for tests and the in-process eval): triage on
 * the newest message first (with the history); then a short follow-up is read with the
 * earlier subject; then a request for doses, a diagnosis or small talk; then a look-alike
 * topic by its key term (topics.ts); then the other intents; then retrieval.
 */
export async function decideAnswer(message: string, search: RetrieveFn, history: readonly Turn[] = []): Promise<Answer> {
  const triage = detectTriage(stripMarkup(message), history);
  if (triage) return triageAnswer(triage.kind);
  const retrieve = fastSearch(search);
  const text = spellOutShorthand(stripMarkup(message, true));
  const followUp = resolveFollowUp(text, history);
  if (!followUp) {
    // A request for a dose anywhere in the message is refused whole, not half answered.
    if (isDoseRequest(new MessageView(text))) return doseAnswer();
    const parts = splitQuestions(text);
    if (parts.length === 2) return answerTwo(parts[0]!, parts[1]!, (question, followUp) => answerQuestion(question, retrieve, followUp));
  }
  const answer = await answerQuestion(followUp?.message ?? text, retrieve, followUp !== null);
  // A short follow-up the earlier subject leaves to plain retrieval (answered from a guide other
  // than the one the agent just linked), or to "no guide yet" on its topic: the linked guide,
  // when it says the follow-up's own words (and, for a topic, names that topic and its infections).
  const guide = linkedGuide(history);
  const noGuide = answer.route.startsWith('intent:no-guide:');
  const elsewhere = LINKED_GUIDE_ROUTES.has(answer.route) && !answer.sources.some((s) => s.slug === guide);
  if (guide && (noGuide || elsewhere) && leansOnLinkedGuide(text)) {
    const linked = await linkedGuideAnswer(text, followUp?.message ?? text, guide, retrieve);
    if (linked && (!noGuide || namesSubject(linked.body, followUp?.subject ?? null))) return linked;
  }
  return answer;
}

/**
 * Whether an answer is on the subject a follow-up was read with: it names its look-alike topic,
 * and names no infection unless it names the subject's ones (a herpes sentence does not answer hepatitis B).
 */
function namesSubject(body: string, subject: Subject | null): boolean {
  if (!subject) return true;
  const view = new MessageView(body);
  if (subject.topic && !mentions(subject.topic, view)) return false;
  const said = namedInfections(view);
  return said.length === 0 || namedInfections(new MessageView(subject.phrase)).every((infection) => said.includes(infection));
}

/** Routes of a follow-up answer the linked guide may replace: retrieval and "no guide yet", not a topic or an intent. */
const LINKED_GUIDE_ROUTES = new Set(['retrieval', 'fallback']);

/**
 * Each search limited to words some guide section has all of (rarity.ts matchableQuery), so the
 * RPC answers from its index rather than its slow typo-tolerant path; the words left out are
 * searched on their own (also from the index) and their rows follow. A search repeated within
 * one message is sent once.
 */
function fastSearch(retrieve: RetrieveFn): RetrieveFn {
  const sent = new Map<string, Promise<GuidePassage[]>>();
  const once = (words: string, limit: number): Promise<GuidePassage[]> => {
    const key = `${limit}\u0000${words}`;
    let rows = sent.get(key);
    if (!rows) {
      rows = retrieve(words, limit);
      sent.set(key, rows);
    }
    return rows;
  };
  return async (query, limit) => {
    const kept = matchableQuery(query);
    const rows = await once(kept, limit);
    const keptWords = new Set(kept.split(' '));
    const left = query.split(' ').filter((word) => word !== '' && !keptWords.has(word));
    const rest = left.length > 0 ? matchableQuery(left.join(' '), true) : '';
    if (rest === '' || (rest === left.join(' ') && left.every((word) => sectionsWith(word).length === 0))) return rows;
    const more = await once(rest, limit);
    return [...rows, ...more.filter((row) => !rows.some((r) => r.slug === row.slug && r.heading === row.heading))];
  };
}

/** One question (after triage): a look-alike topic, the intents, then retrieval. */
async function answerQuestion(question: string, retrieve: RetrieveFn, isFollowUp: boolean): Promise<Answer> {
  // The kit named only as the setting ("Stocking up while my test kit ships. Is coconut oil fine …?"):
  // the question is answered without it, unless nothing answers it then.
  const setting = kitAsSetting(question);
  if (setting !== null) {
    const answer = await answerQuestion(setting, retrieve, isFollowUp);
    if (answer.route !== 'fallback' && !answer.route.startsWith('intent:no-guide')) return answer;
  }
  // A subject no guide covers ("breastfeed", "a pregnancy test") is "no guide yet", whatever neighbouring intent its other words match.
  const offGuide = offGuideSubject(question);
  if (offGuide.length > 0) return fallbackAnswer(offGuide);
  const view = new MessageView(question);
  const intent = answerIntent(view);
  const topic = detectTopic(view);
  if (topic && !isAboutKit(view) && (intent === null || TOPIC_OVERRIDES.has(intent.route) || intent.route.startsWith('intent:kit:'))) {
    // After a described exposure, PEP and PrEP questions get the urgent answer (PEP within 72 hours first).
    const urgent = intent?.route === 'intent:recent-exposure' && (topic.id === 'pep' || topic.id === 'prep') && describesExposure(view);
    if (!urgent) {
      const compared = comparedTopics(view);
      if (compared.length > 1) return compareAnswer(compared, retrieve);
      return topicAnswer(question, topic, retrieve, { followUp: isFollowUp });
    }
  }
  if (intent && SYMPTOM_ROUTES.has(intent.route)) {
    // Signs described in the question's own words ("a rash on my palms", "like cottage cheese"): the
    // caution stays, with what the guides say such signs can mean, when they say the telling word.
    const signs = await signsAnswer(question, intent, retrieve);
    if (signs) return signs;
  }
  if (intent && canYield(intent, view)) {
    // A fixed answer that leaves the question's specific words unanswered ("hold my pee before
    // a urine test" is not the kit's steps) yields to the guides, if they answer those words.
    const uncovered = uncoveredWords(question, intent.body);
    if (uncovered.length > 0) {
      const retrieved = await retrievalAnswer(question, retrieve);
      // The guides must answer the rarest of them (the word the question hinges on).
      const rarest = [...uncovered].sort((a, b) => inverseFrequency(b) - inverseFrequency(a))[0]!;
      if (retrieved.route === 'retrieval' && uncoveredWords(rarest, retrieved.body).length === 0) return retrieved;
    }
  }
  return intent ?? (await retrievalAnswer(question, retrieve));
}

/** The fixed answers to a described symptom or a request for a diagnosis. */
const SYMPTOM_ROUTES = new Set(['intent:symptoms', 'intent:diagnosis-request']);

/**
 * A symptom answer with the guide sentences on the signs the question describes, put after its
 * first sentence: only when the retrieved answer says one of the question's specific words that
 * the fixed answer leaves out (the sign described: "palms", "cottage"); null otherwise.
 */
async function signsAnswer(question: string, intent: Answer, retrieve: RetrieveFn): Promise<Answer | null> {
  const uncovered = uncoveredWords(question, intent.body);
  if (uncovered.length === 0) return null;
  const retrieved = await retrievalAnswer(question, retrieve);
  if (retrieved.route !== 'retrieval' || uncoveredWords(uncovered.join(' '), retrieved.body).length === uncovered.length) return null;
  const [lead = '', ...rest] = intent.body.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const sources = [...intent.sources];
  for (const source of retrieved.sources) if (!sources.some((s) => s.slug === source.slug)) sources.unshift(source);
  return {
    ...intent,
    body: `${lead} ${retrieved.body}\n\n${rest.join(' ')}`,
    sources: sources.slice(0, MAX_COMBINED_SOURCES),
    passages: retrieved.passages,
  };
}

/**
 * Only a kit answer reached through a word the guides share ("a urine test", "the product") gives
 * way. (The testing-timing answers were tried too: they lost more dev cases than they gained,
 * since their questions carry filler words such as "Friday" or "detect" that no answer needs.)
 */
function canYield(intent: Answer, view: MessageView): boolean {
  return intent.route.startsWith('intent:kit:') && !namesKit(view);
}

/** Inverse frequency from which a question word is specific enough to need answering (rarity.ts). */
const SPECIFIC_FROM = 4.5;

/** The question's specific words (used by the guides, not common in them) that the text does not contain. */
function uncoveredWords(question: string, text: string, from = SPECIFIC_FROM): string[] {
  const said = new Set(normalizeText(text).split(' ').map(stem));
  return contentWords(question).filter((word) => {
    const rarity = inverseFrequency(word);
    return rarity >= from && rarity <= MAX_INVERSE_FREQUENCY && !said.has(stem(word));
  });
}

const MAX_COMBINED_SOURCES = 3;

function finalText(body: string, answer: Answer): string {
  const missing = answer.sources.filter((s) => !body.includes(resourceLink(s)));
  const links = formatSourceLinks(missing);
  return sanitizeReply(links ? `${body}\n\n${links}` : body);
}

export async function answerMessage(message: string, deps: AnswerDeps): Promise<ChatReply & { answer: Answer }> {
  const answer = await decideAnswer(message, deps.retrieve, deps.history ?? []);
  let body = answer.body;
  const steering = detectSteering(new MessageView(message));
  if (deps.llm && answer.rephrasable && !steering) {
    const rewritten = await rephrase(deps.llm, { question: message, draft: answer.body, passages: answer.passages });
    if (rewritten) body = rewritten;
  }
  return { reply: finalText(body, answer), sources: answer.sources, answer };
}
