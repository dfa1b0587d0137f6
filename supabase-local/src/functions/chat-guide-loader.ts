import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { supabaseDir } from '../config/paths.ts';
import type { FunctionHandler, HandlerLoader } from './relay.ts';

// The handler owns its env contract; the module itself is loaded lazily below.
import type { ChatGuideEnv } from '../../../supabase/functions/chat-guide/handler.ts';

export type { ChatGuideEnv };

type Factory = (env: ChatGuideEnv) => FunctionHandler;

export const CHAT_GUIDE_MODULE = resolve(supabaseDir, 'functions', 'chat-guide', 'handler.ts');

/**
 * The chat-guide handler is the same module the Deno function serves. It is imported on the
 * first call (and retried while it is missing or broken: the relay answers BOOT_ERROR meanwhile).
 */
export function chatGuideLoader(env: () => ChatGuideEnv, modulePath = CHAT_GUIDE_MODULE): HandlerLoader {
  let handler: FunctionHandler | undefined;
  let attempt = 0;
  return async () => {
    if (handler) return handler;
    if (!existsSync(modulePath)) return undefined;
    const href = pathToFileURL(modulePath).href + (attempt > 0 ? `?attempt=${attempt}` : '');
    attempt++;
    const mod = (await import(href)) as { createChatGuideHandler?: Factory };
    if (typeof mod.createChatGuideHandler !== 'function') throw new Error('handler.ts does not export createChatGuideHandler');
    handler = mod.createChatGuideHandler(env());
    return handler;
  };
}
