/**
 * The chat-guide function as a web-standard `(Request) => Promise<Response>` handler, shared
 * by the Deno entry (index.ts) and the Node local stack. Web APIs only (Request, Response,
 * fetch, crypto); no Node or Deno APIs.
 */
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/cors.ts';
import { answerMessage } from './answer.ts';
import { callerKey } from './caller.ts';
import { DEFAULT_LLM_MODEL, DEFAULT_LLM_TIMEOUT_MS, type LlmConfig } from './llm.ts';
import { createRateLimiter, DEFAULT_RATE_LIMIT } from './rate-limit.ts';
import { createRpcRetriever } from './retrieval.ts';
import type { RetrieveFn } from './types.ts';
import { MAX_BODY_BYTES, parseChatRequest, readBodyLimited } from './validation.ts';

export interface ChatGuideEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  CHAT_LLM_BASE_URL?: string;
  CHAT_LLM_API_KEY?: string;
  CHAT_LLM_MODEL?: string;
}

export interface ChatGuideDeps {
  /** Replaces the `search_guide_passages` RPC (tests, the in-process eval). */
  retrieve?: RetrieveFn;
  /** Clock for the rate limit, in ms. */
  now?: () => number;
  /** Used for the RPC and the LLM. */
  fetch?: typeof fetch;
  /** Messages per caller per window (default 20 per minute). */
  rateLimit?: { limit: number; windowMs: number };
  llmTimeoutMs?: number;
}

export type ChatGuideHandler = (req: Request) => Promise<Response>;

export function createChatGuideHandler(env: ChatGuideEnv, deps: ChatGuideDeps = {}): ChatGuideHandler {
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const retrieve =
    deps.retrieve ?? createRpcRetriever({ supabaseUrl: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY, fetch: doFetch });
  const limiter = createRateLimiter({ ...(deps.rateLimit ?? DEFAULT_RATE_LIMIT), now: deps.now ?? Date.now });
  const llm: LlmConfig | null =
    env.CHAT_LLM_BASE_URL && env.CHAT_LLM_API_KEY
      ? {
          baseUrl: env.CHAT_LLM_BASE_URL,
          apiKey: env.CHAT_LLM_API_KEY,
          model: env.CHAT_LLM_MODEL || DEFAULT_LLM_MODEL,
          timeoutMs: deps.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
          fetch: doFetch,
        }
      : null;

  return async (req) => {
    try {
      if (req.method === 'OPTIONS') return preflightResponse();
      if (req.method !== 'POST') {
        return errorResponse(405, `Method ${req.method} is not allowed; use POST`, { Allow: 'POST, OPTIONS' });
      }

      const decision = limiter.take(callerKey(req));
      if (!decision.allowed) {
        return errorResponse(429, 'Too many messages. Please wait a moment before sending another.', {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }

      const raw = await readBodyLimited(req, MAX_BODY_BYTES);
      if (raw === null) return errorResponse(413, 'Request body is too large: at most 16 KB');
      const parsed = parseChatRequest(raw);
      if (!parsed.ok) return errorResponse(400, parsed.error);

      const { reply, sources } = await answerMessage(parsed.value.message, { retrieve, llm, history: parsed.value.history ?? [] });
      return jsonResponse(200, { reply, sources, conversation_id: parsed.value.conversation_id });
    } catch {
      // Never log the request: it may hold health details.
      return errorResponse(500, 'The chat guide hit an unexpected error. Please try again.');
    }
  };
}
