import type { SendResult, SessionToken, TrackedEvent } from './event-queue';

// The wire side of the analytics queue: one POST to /rest/v1/rpc/track_events with fetch, no
// supabase-js (a page may be left before supabase-js has loaded). Imports nothing heavy.

export interface IngestEndpoint {
  url: string;
  anonKey: string;
}

/**
 * The project address and public key straight from the build's env. The full zod check of the
 * env runs when supabase-js is created (config/env.ts); this only refuses what cannot work.
 */
export function readIngestEndpoint(env: { VITE_SUPABASE_URL?: unknown; VITE_SUPABASE_ANON_KEY?: unknown }): IngestEndpoint | null {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (typeof url !== 'string' || typeof anonKey !== 'string' || anonKey.length < 20) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}

/** Posts one batch. The server takes user_id from the token and created_at from its clock. */
export async function postEvents(
  endpoint: IngestEndpoint | null,
  events: TrackedEvent[],
  accessToken: string | null,
  keepalive: boolean,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<SendResult> {
  if (!endpoint) return { ok: false, status: -1, message: 'VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY is missing or invalid' };
  let res: Response;
  try {
    res = await fetchImpl(`${endpoint.url}/rest/v1/rpc/track_events`, {
      method: 'POST',
      keepalive,
      credentials: 'omit',
      headers: {
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${accessToken ?? endpoint.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ events }),
    });
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  if (res.ok) return { ok: true };
  let message = `HTTP ${res.status}`;
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return { ok: false, status: res.status, message };
}

/**
 * The session supabase-js stored in this browser (its default key, `sb-<first label of the
 * host>-auth-token`), for a visit that ends before the first auth answer. The server verifies
 * the token; an expired one is not offered.
 */
export function readPersistedSession(
  endpoint: IngestEndpoint | null,
  storage: Pick<Storage, 'getItem'> | undefined,
  nowMs: number,
): SessionToken | null {
  if (!endpoint || !storage) return null;
  try {
    const key = `sb-${new URL(endpoint.url).hostname.split('.')[0]}-auth-token`;
    const raw = storage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { access_token?: unknown; expires_at?: unknown; user?: { id?: unknown } };
    const { access_token: accessToken, expires_at: expiresAt } = stored;
    const userId = stored.user?.id;
    if (typeof accessToken !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt * 1000 <= nowMs + 10_000) return null;
    return { userId, accessToken, expiresAt };
  } catch {
    return null;
  }
}
