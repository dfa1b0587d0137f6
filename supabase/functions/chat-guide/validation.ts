/** Request validation for the chat-guide function: each failure says what was wrong. */

export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_MESSAGE_CHARS = 2000;
const MAX_META_CHARS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MAX_HISTORY_TURNS = 6;

export interface HistoryTurn {
  role: 'user' | 'agent';
  content: string;
}

export interface ChatRequest {
  conversation_id: string;
  message: string;
  /** The open panel's earlier turns, oldest first. */
  history?: HistoryTurn[];
  meta?: { source?: string; version?: string };
}

export type Validation = { ok: true; value: ChatRequest } | { ok: false; error: string };

/**
 * Reads the body as text, giving up (null) as soon as it exceeds `maxBytes`, so an oversize
 * body is never buffered whole.
 */
export async function readBodyLimited(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function fail(error: string): Validation {
  return { ok: false, error };
}

export function parseChatRequest(rawBody: string): Validation {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return fail('Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('Request body must be a JSON object with conversation_id and message');
  }
  const b = body as Record<string, unknown>;

  if (b.conversation_id === undefined || b.conversation_id === null) {
    return fail('conversation_id is required (a UUID)');
  }
  if (typeof b.conversation_id !== 'string' || !UUID.test(b.conversation_id)) {
    return fail('conversation_id must be a UUID');
  }

  if (b.message === undefined || b.message === null) return fail('message is required (a string of 1-2000 characters)');
  if (typeof b.message !== 'string') return fail('message must be a string of 1-2000 characters');
  const message = b.message.trim();
  if (message.length === 0) return fail('message must not be empty: 1-2000 characters after trimming');
  if (message.length > MAX_MESSAGE_CHARS) {
    return fail(`message is too long: at most ${MAX_MESSAGE_CHARS} characters after trimming`);
  }

  const value: ChatRequest = { conversation_id: b.conversation_id, message };
  if (b.history !== undefined && b.history !== null) {
    const history = parseHistory(b.history);
    if (typeof history === 'string') return fail(history);
    value.history = history;
  }
  if (b.meta !== undefined && b.meta !== null) {
    if (typeof b.meta !== 'object' || Array.isArray(b.meta)) return fail('meta must be an object with source and version strings');
    const meta = b.meta as Record<string, unknown>;
    const out: { source?: string; version?: string } = {};
    for (const key of ['source', 'version'] as const) {
      const field = meta[key];
      if (field === undefined || field === null) continue;
      if (typeof field !== 'string') return fail(`meta.${key} must be a string`);
      if (field.length > MAX_META_CHARS) return fail(`meta.${key} must be at most ${MAX_META_CHARS} characters`);
      out[key] = field;
    }
    value.meta = out;
  }
  return { ok: true, value };
}

/** `history`: at most 6 `{ role: "user" | "agent", content }` turns; the reason when not. */
function parseHistory(raw: unknown): HistoryTurn[] | string {
  const shape = `history must be an array of at most ${MAX_HISTORY_TURNS} turns { "role": "user" | "agent", "content": string }`;
  if (!Array.isArray(raw)) return shape;
  if (raw.length > MAX_HISTORY_TURNS) return `history has ${raw.length} turns: at most ${MAX_HISTORY_TURNS}, oldest first`;
  const turns: HistoryTurn[] = [];
  for (const [index, item] of raw.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return `history[${index}] must be an object with role and content`;
    const { role, content } = item as Record<string, unknown>;
    if (role !== 'user' && role !== 'agent') return `history[${index}].role must be "user" or "agent"`;
    if (typeof content !== 'string') return `history[${index}].content must be a string`;
    if (content.length > MAX_MESSAGE_CHARS) return `history[${index}].content is too long: at most ${MAX_MESSAGE_CHARS} characters`;
    turns.push({ role, content });
  }
  return turns;
}
