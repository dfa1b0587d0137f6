import { getSupabase } from '@app/shared';
import type { ChatRole } from '../types';

export interface SaveChatMessageInput {
  userId: string;
  conversationId: string;
  role: ChatRole;
  content: string;
}

/** docs/product.md#backend-calls, call 8: stores one message of a signed-in member. Errors reach the caller. */
export async function saveChatMessage({ userId, conversationId, role, content }: SaveChatMessageInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('chat_messages').insert({ user_id: userId, conversation_id: conversationId, role, content });
  if (error) throw new Error(error.message);
}
