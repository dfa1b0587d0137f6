/**
 * The answering pipeline: safety triage, then intents, then retrieval, then the optional
 * LLM rewrite; the reply is sanitised and ends with links to the guides it used.
 */
import { composeFromPassages, fallbackAnswer } from './compose.ts';
import { answerIntent, detectSteering } from './intents.ts';
import { formatSourceLinks, resourceLink, sanitizeReply } from './links.ts';
import { rephrase, type LlmConfig } from './llm.ts';
import { MessageView } from './matcher.ts';
import { buildNarrowQuery, buildSearchQueries, contentWords } from './query.ts';
import { detectTriage, triageAnswer, type Turn } from './triage.ts';
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
  const queries = buildSearchQueries(message);
  const narrow = buildNarrowQuery(message);
  if (narrow && !queries.includes(narrow)) queries.push(narrow);
  const seen: (GuidePassage[] | null)[] = [];
  for (const query of queries) {
    seen.push(await safeRetrieve(retrieve, query));
    const answer = composeFromPassages(words, mergePassages(seen));
    if (answer) return answer;
  }
  return fallbackAnswer();
}

/** Decides the answer without the LLM (exported for tests and the in-process eval). */
export async function decideAnswer(message: string, retrieve: RetrieveFn, history: readonly Turn[] = []): Promise<Answer> {
  const triage = detectTriage(message, history);
  if (triage) return triageAnswer(triage.kind);
  const view = new MessageView(message);
  return answerIntent(view) ?? (await retrievalAnswer(message, retrieve));
}

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
