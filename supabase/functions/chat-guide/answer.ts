/**
 * The answering pipeline: safety triage, then intents, then retrieval, then the optional
 * LLM rewrite; the reply is sanitised and ends with links to the guides it used.
 */
import { composeFromPassages, fallbackAnswer } from './compose.ts';
import { answerIntent, detectSteering } from './intents.ts';
import { formatSourceLinks, resourceLink, sanitizeReply } from './links.ts';
import { rephrase, type LlmConfig } from './llm.ts';
import { MessageView } from './matcher.ts';
import { buildFocusedQuery, buildSearchQuery, contentWords } from './query.ts';
import { detectTriage, triageAnswer } from './triage.ts';
import type { Answer, ChatReply, GuidePassage, RetrieveFn } from './types.ts';

export const RETRIEVE_LIMIT = 5;

export interface AnswerDeps {
  retrieve: RetrieveFn;
  llm?: LlmConfig | null;
}

async function safeRetrieve(retrieve: RetrieveFn, query: string): Promise<GuidePassage[] | null> {
  try {
    return await retrieve(query, RETRIEVE_LIMIT);
  } catch {
    // Retrieval being down must not break the chat: the caller falls back.
    return null;
  }
}

async function retrievalAnswer(message: string, retrieve: RetrieveFn): Promise<Answer> {
  const words = contentWords(message);
  if (words.length === 0) return fallbackAnswer();
  const first = await safeRetrieve(retrieve, buildSearchQuery(message));
  if (first === null) return fallbackAnswer();
  let answer = composeFromPassages(words, first);
  if (!answer) {
    const focused = buildFocusedQuery(message);
    const second = focused ? await safeRetrieve(retrieve, focused) : null;
    answer = second ? composeFromPassages(words, second) : null;
  }
  return answer ?? fallbackAnswer();
}

/** Decides the answer without the LLM (exported for tests and the in-process eval). */
export async function decideAnswer(message: string, retrieve: RetrieveFn): Promise<Answer> {
  const view = new MessageView(message);
  const triage = detectTriage(view);
  if (triage) return triageAnswer(triage);
  return answerIntent(view) ?? (await retrievalAnswer(message, retrieve));
}

function finalText(body: string, answer: Answer): string {
  const missing = answer.sources.filter((s) => !body.includes(resourceLink(s)));
  const links = formatSourceLinks(missing);
  return sanitizeReply(links ? `${body}\n\n${links}` : body);
}

export async function answerMessage(message: string, deps: AnswerDeps): Promise<ChatReply & { answer: Answer }> {
  const answer = await decideAnswer(message, deps.retrieve);
  let body = answer.body;
  const steering = detectSteering(new MessageView(message));
  if (deps.llm && answer.rephrasable && !steering) {
    const rewritten = await rephrase(deps.llm, { question: message, draft: answer.body, passages: answer.passages });
    if (rewritten) body = rewritten;
  }
  return { reply: finalText(body, answer), sources: answer.sources, answer };
}
