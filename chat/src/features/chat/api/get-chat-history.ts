import { getSupabase } from '@app/shared';
import type { ChatMessage } from '../types';

interface ChatHistoryRow {
  content: unknown;
  role: unknown;
}

/**
 * docs/product.md#backend-calls, call 7: this conversation's messages, oldest first. Row Level Security limits
 * them to the signed-in member's own. Errors reach the caller.
 */
export async function getChatHistory(conversationId: string): Promise<ChatMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('chat_messages')
    .select('content, role')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true });
  if (error) throw new Error(error.message);
  return ((data ?? []) as ChatHistoryRow[])
    .filter((row): row is { content: string; role: unknown } => typeof row.content === 'string' && row.content.trim() !== '')
    .map((row, index) => ({ id: `history-${index}`, role: row.role === 'user' ? 'user' : 'agent', text: row.content }));
}
