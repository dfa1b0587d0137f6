import type { SupabaseClient } from '@supabase/supabase-js';
import { noteRecoveryLink } from '../auth/recovery-link';

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * The one Supabase client of the page. supabase-js and the env check (config/env.ts, without
 * zod) are loaded on first use, so the landing page renders before either is downloaded.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), import('../config/env')]).then(([{ createClient }, { readEnv }]) => {
    const env = readEnv();
    if (typeof window !== 'undefined') noteRecoveryLink(window.location.hash);
    return createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
  // A failed creation (bad env) is not cached, so a corrected env can be retried in tests.
  clientPromise.catch(() => {
    clientPromise = null;
  });
  return clientPromise;
}
