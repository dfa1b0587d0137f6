import { getSupabase } from '../lib/supabase-client';

export type DeletionScope = 'chat' | 'account';

/** Why a deletion did not happen: the session is no longer valid, or anything else. */
export type DeletionResult = { ok: true } | { ok: false; reason: 'session' | 'failed' };

// 42501 is what delete_my_data raises without a signed-in caller; 401/403 with a
// dead or expired token (PGRST301/PGRST303) mean the same to the member.
const SESSION_CODES = new Set(['42501', 'PGRST301', 'PGRST303']);

/**
 * Deletes the caller's chat messages ('chat') or their whole account ('account')
 * in one server transaction: either everything in the scope goes, or nothing.
 * After an account deletion the local session is dropped too; the server
 * session went with the account, so only the local copy is left to clear.
 */
export async function deleteMyData(scope: DeletionScope): Promise<DeletionResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('delete_my_data', { scope });
    if (error) return { ok: false, reason: error.code && SESSION_CODES.has(error.code) ? 'session' : 'failed' };
    if (scope === 'account') await supabase.auth.signOut({ scope: 'local' });
    return { ok: true };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
