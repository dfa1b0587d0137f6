// Deno entry for the chat-guide Edge Function; all logic lives in handler.ts.
import { createChatGuideHandler } from './handler.ts';

Deno.serve(
  createChatGuideHandler({
    SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
    SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY')!,
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    CHAT_LLM_BASE_URL: Deno.env.get('CHAT_LLM_BASE_URL'),
    CHAT_LLM_API_KEY: Deno.env.get('CHAT_LLM_API_KEY'),
    CHAT_LLM_MODEL: Deno.env.get('CHAT_LLM_MODEL'),
  }),
);
