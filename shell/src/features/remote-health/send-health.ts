import { readIngestEndpoint, type IngestEndpoint } from '@app/shared/early-page-view';
import type { HealthSample, HealthSendResult } from './health-recorder';

/** The project address and public key: the one reader the analytics tracker uses too (shared/src/analytics/send-events.ts). */
export type HealthEndpoint = IngestEndpoint;
export const readHealthEndpoint = readIngestEndpoint;

/** One POST to rpc/track_remote_health with the anon key only: never a member's token, so never a user id. */
export async function postHealthSamples(
  endpoint: HealthEndpoint | null,
  samples: HealthSample[],
  keepalive: boolean,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<HealthSendResult> {
  if (!endpoint) return { ok: false, status: -1, message: 'VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY is missing or invalid' };
  let res: Response;
  try {
    res = await fetchImpl(`${endpoint.url}/rest/v1/rpc/track_remote_health`, {
      method: 'POST',
      keepalive,
      credentials: 'omit',
      headers: { apikey: endpoint.anonKey, Authorization: `Bearer ${endpoint.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ samples }),
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
    // Not JSON: the status says enough.
  }
  return { ok: false, status: res.status, message };
}
