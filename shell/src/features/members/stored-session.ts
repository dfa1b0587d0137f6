/**
 * Whether supabase-js has a session stored for this site, read synchronously before it loads.
 *
 * A hint, never a proof: it only lets a members' page start loading its code while the session
 * is confirmed. What a member sees still waits for supabase-js's own answer (the guard), so a
 * stale or forged entry shows nothing; it only fetches code that any visitor can fetch anyway.
 */
export function storageKeyFor(supabaseUrl: string): string {
  // supabase-js's default storage key: `sb-<first label of the API's host name>-auth-token`.
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export function hasStoredSession(
  supabaseUrl: string | undefined,
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  if (!supabaseUrl || !storage) return false;
  try {
    const raw = storage.getItem(storageKeyFor(supabaseUrl));
    if (!raw) return false;
    const session = JSON.parse(raw) as Record<string, unknown> | null;
    // What supabase-js itself requires of a stored session before it uses it.
    return (
      typeof session === 'object' &&
      session !== null &&
      typeof session.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number'
    );
  } catch {
    return false; // a bad URL, unreadable storage or a damaged entry: no hint
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}
