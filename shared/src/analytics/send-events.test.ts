import { describe, expect, it, vi } from 'vitest';
import { postEvents, readIngestEndpoint, readPersistedSession } from './send-events';

const endpoint = { url: 'http://127.0.0.1:54321', anonKey: 'anon-key-0123456789abcdef' };
const event = {
  event_id: '0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0f',
  event_type: 'page_view',
  page_path: '/',
  referrer: null,
  user_agent: 'ua',
  metadata: null,
};

describe('postEvents', () => {
  it("posts the batch to track_events with the anon key, or the member's token, and keepalive as asked", async () => {
    const fetchImpl = vi.fn(async () => new Response('1', { status: 200 }));
    expect(await postEvents(endpoint, [event], null, true, fetchImpl)).toEqual({ ok: true });
    expect(await postEvents(endpoint, [event], 'member-token', false, fetchImpl)).toEqual({ ok: true });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls[0]!;
    const memberInit = calls[1]![1];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/rpc/track_events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { apikey: endpoint.anonKey, Authorization: `Bearer ${endpoint.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(memberInit).toMatchObject({ keepalive: false, headers: { Authorization: 'Bearer member-token' } });
  });

  it("reports the server's message and status, and 0 when nothing answered", async () => {
    const tooMany = { code: 'PT429', message: 'Too many analytics events from this address: at most 240 a minute.' };
    const answer429 = vi.fn(async () => new Response(JSON.stringify(tooMany), { status: 429 }));
    expect(await postEvents(endpoint, [event], null, true, answer429)).toEqual({ ok: false, status: 429, message: tooMany.message });
    const html = vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await postEvents(endpoint, [event], null, true, html)).toEqual({ ok: false, status: 502, message: 'HTTP 502' });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postEvents(endpoint, [event], null, true, offline)).toEqual({ ok: false, status: 0, message: 'Failed to fetch' });
  });

  it('sends nothing without a usable endpoint, and says why', async () => {
    const fetchImpl = vi.fn();
    const result = await postEvents(null, [event], null, true, fetchImpl);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/VITE_SUPABASE_URL/) });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('readIngestEndpoint', () => {
  it('takes the project address and public key as built, refusing what cannot work', () => {
    expect(readIngestEndpoint({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: endpoint.anonKey })).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: endpoint.anonKey,
    });
    expect(readIngestEndpoint({})).toBeNull();
    expect(readIngestEndpoint({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: endpoint.anonKey })).toBeNull();
    expect(readIngestEndpoint({ VITE_SUPABASE_URL: 'ftp://x.test', VITE_SUPABASE_ANON_KEY: endpoint.anonKey })).toBeNull();
    expect(readIngestEndpoint({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'short' })).toBeNull();
  });
});

describe('readPersistedSession', () => {
  const now = Date.UTC(2025, 8, 1);
  const storageWith = (key: string, value: unknown) => ({ getItem: (k: string) => (k === key ? JSON.stringify(value) : null) });
  const stored = { access_token: 'stored-token', expires_at: now / 1000 + 600, user: { id: 'user-1' } };

  it('reads the session supabase-js stored under its default key', () => {
    expect(readPersistedSession(endpoint, storageWith('sb-127-auth-token', stored), now)).toEqual({
      userId: 'user-1',
      accessToken: 'stored-token',
      expiresAt: stored.expires_at,
    });
    const hosted = { url: 'https://abcdefgh.supabase.co', anonKey: endpoint.anonKey };
    expect(readPersistedSession(hosted, storageWith('sb-abcdefgh-auth-token', stored), now)?.userId).toBe('user-1');
  });

  it('offers no expired, malformed or missing session', () => {
    expect(readPersistedSession(endpoint, storageWith('sb-127-auth-token', { ...stored, expires_at: now / 1000 - 1 }), now)).toBeNull();
    expect(readPersistedSession(endpoint, storageWith('sb-127-auth-token', { access_token: 'x' }), now)).toBeNull();
    expect(readPersistedSession(endpoint, { getItem: () => '{not json' }, now)).toBeNull();
    expect(readPersistedSession(endpoint, { getItem: () => null }, now)).toBeNull();
    expect(readPersistedSession(endpoint, undefined, now)).toBeNull();
    expect(readPersistedSession(null, storageWith('sb-127-auth-token', stored), now)).toBeNull();
  });
});
