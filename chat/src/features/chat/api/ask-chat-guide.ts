import { getSupabase } from '@app/shared';
import { REPLY_TIMEOUT_MS, WIDGET_SOURCE, WIDGET_VERSION } from '../../../config/chat-limits';

/** One earlier turn of the open panel, oldest first (the function reads it for follow-ups). */
export interface HistoryTurn {
  role: 'user' | 'agent';
  content: string;
}

export interface AskChatGuideInput {
  conversationId: string;
  message: string;
  history?: readonly HistoryTurn[];
}

/** What the chat-guide function answered, reduced to what the widget shows. */
export type GuideAnswer =
  | { status: 'reply'; reply: string }
  /** 2xx without a usable `reply`. */
  | { status: 'missing-reply' }
  /** 429: the server's own words, when it gave some. */
  | { status: 'rate-limited'; message: string | null }
  /** 400: the message was refused; the server says why. */
  | { status: 'rejected'; message: string | null }
  /** Network failure, time-out or any other non-2xx. */
  | { status: 'unreachable' };

/** Reads `{ error }` from a failed answer without trusting its shape. */
async function errorTextOf(response: Response | undefined): Promise<string | null> {
  if (!response) return null;
  try {
    const body: unknown = await response.json();
    const text = (body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text.trim() !== '' && text.length <= 500 ? text.trim() : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md#backend-calls, call 9: invokes the chat-guide function. Never throws: every failure becomes
 * an answer the widget knows how to show.
 */
export async function askChatGuide({ conversationId, message, history = [] }: AskChatGuideInput): Promise<GuideAnswer> {
  try {
    const supabase = await getSupabase();
    const { data, error, response } = await supabase.functions.invoke('chat-guide', {
      body: {
        conversation_id: conversationId,
        message,
        ...(history.length > 0 ? { history } : {}),
        meta: { source: WIDGET_SOURCE, version: WIDGET_VERSION },
      },
      timeout: REPLY_TIMEOUT_MS,
    });
    if (error) {
      const failed =
        response ?? ((error as { context?: unknown }).context instanceof Response ? (error as { context: Response }).context : undefined);
      if (failed?.status === 429) return { status: 'rate-limited', message: await errorTextOf(failed) };
      if (failed?.status === 400) return { status: 'rejected', message: await errorTextOf(failed) };
      return { status: 'unreachable' };
    }
    const reply = (data as { reply?: unknown } | null)?.reply;
    return typeof reply === 'string' && reply.trim() !== '' ? { status: 'reply', reply } : { status: 'missing-reply' };
  } catch {
    return { status: 'unreachable' };
  }
}
