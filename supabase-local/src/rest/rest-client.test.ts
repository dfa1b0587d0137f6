import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrantError, grantViaHttp } from '../cli/admin-grant.ts';
import type { LocalStack } from '../main.ts';
import { signJwt } from '../server/jwt.ts';
import { clientFor, createMember, signedInClient, startTestStack } from '../testing/stack-fixture.ts';

// REST, RPC and the functions relay driven by the unmodified @supabase/supabase-js client,
// then a table of malformed requests sent by hand.

let stack: LocalStack;
let anon: SupabaseClient;
let member: SupabaseClient;
let memberId: string;
let other: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    functions: {
      'boot-fails': async () => undefined,
      crashes: async () => async () => {
        throw new Error('boom');
      },
      echo: async () => async (req: Request) =>
        new Response(
          JSON.stringify({
            method: req.method,
            body: req.method === 'POST' ? await req.json() : null,
            auth: req.headers.get('authorization') !== null,
          }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    },
  });
  anon = clientFor(stack);
  const m = await createMember(stack, 'rest');
  memberId = m.id;
  member = await signedInClient(stack, m);
  other = await signedInClient(stack, await createMember(stack, 'other'));
});
afterAll(async () => {
  await stack?.stop();
});

describe('the calls of docs/product.md#backend-calls', () => {
  it('records analytics events through track_events (call 6) as anon and as a member, never for someone else', async () => {
    const event = {
      event_type: 'page_view',
      page_path: '/rest-client',
      referrer: null,
      user_agent: 'vitest',
      metadata: { source: 'test' },
    };
    const visitor = await anon.rpc('track_events', { events: [event] });
    expect([visitor.error, visitor.status, visitor.data]).toEqual([null, 200, 1]);
    const mine = await member.rpc('track_events', { events: [event, event] });
    expect([mine.error, mine.data]).toEqual([null, 2]);
    const spoof = await other.rpc('track_events', { events: [{ ...event, user_id: memberId }] });
    expect([spoof.status, spoof.error?.code, spoof.error?.message]).toEqual([
      400,
      '22023',
      'events[0] has fields the server does not accept: user_id',
    ]);
    // The one way in: direct inserts are refused for both API roles.
    const direct = await anon.from('analytics_events').insert({ ...event, user_id: null });
    expect([direct.status, direct.error?.code]).toEqual([401, '42501']);
    const directMember = await member.from('analytics_events').insert({ ...event, user_id: memberId });
    expect([directMember.status, directMember.error?.code]).toEqual([403, '42501']);
    // Nor read back: since 20250901091800 the API roles hold no grant on the raw events.
    const read = await member.from('analytics_events').select('*');
    expect([read.status, read.error?.code]).toEqual([403, '42501']);
    const rows = await stack.db.query<{ user_id: string | null }>(
      "select user_id from public.analytics_events where page_path = '/rest-client' order by id",
    );
    expect(rows.rows.map((r) => r.user_id)).toEqual([null, memberId, memberId]);
  });

  it('saves and loads chat messages per member (calls 7-8), with RLS between members', async () => {
    const conversation = randomUUID();
    for (const [role, content] of [
      ['user', 'hello'],
      ['agent', 'hi there'],
    ] as const) {
      const r = await member.from('chat_messages').insert({ user_id: memberId, conversation_id: conversation, role, content });
      expect(r.error).toBeNull();
    }
    const history = await member
      .from('chat_messages')
      .select('content, role')
      .eq('conversation_id', conversation)
      .order('created_at', { ascending: true });
    expect(history.error).toBeNull();
    expect(history.data).toEqual([
      { content: 'hello', role: 'user' },
      { content: 'hi there', role: 'agent' },
    ]);
    const foreign = await other.from('chat_messages').select('content').eq('conversation_id', conversation);
    expect(foreign.data).toEqual([]);
    const anonRead = await anon.from('chat_messages').select('content');
    expect(anonRead.error?.code === '42501' || (anonRead.data ?? []).length === 0).toBe(true);
    const counted = await member
      .from('chat_messages')
      .select('*', { count: 'exact', head: false })
      .eq('conversation_id', conversation)
      .limit(1);
    expect([counted.count, counted.data?.length, counted.status]).toEqual([2, 1, 206]);
    const one = await member.from('chat_messages').select('content').eq('conversation_id', conversation).eq('role', 'agent').single();
    expect(one.data).toEqual({ content: 'hi there' });
    const none = await member.from('chat_messages').select('content').eq('conversation_id', randomUUID()).single();
    expect([none.status, none.error?.code]).toEqual([406, 'PGRST116']);
    const inserted = await member
      .from('chat_messages')
      .insert({ conversation_id: conversation, role: 'user', content: 'third' })
      .select()
      .single();
    expect(inserted.data).toMatchObject({ user_id: memberId, conversation_id: conversation, role: 'user', content: 'third' });
    const removed = await member.from('chat_messages').delete().eq('id', inserted.data!.id).select('id');
    expect(removed.data).toEqual([{ id: inserted.data!.id }]);
    const bad = await member.from('chat_messages').insert({ conversation_id: conversation, role: 'robot', content: 'x' });
    expect([bad.status, bad.error?.code]).toEqual([400, '23514']);
  });

  it('invokes the chat-guide function (call 9)', async () => {
    const { data, error } = await member.functions.invoke('chat-guide', {
      body: { conversation_id: randomUUID(), message: 'How soon after exposure should I test?', meta: { source: 'widget', version: '1' } },
    });
    expect(error).toBeNull();
    expect(typeof (data as { reply?: unknown }).reply).toBe('string');
  });

  it('searches articles and reads categories (calls 10-11)', async () => {
    const all = await member.rpc('search_articles', {
      search_query: '',
      category_filter: null,
      tag_filter: null,
      limit_count: 10,
      offset_count: 0,
    });
    expect(all.error).toBeNull();
    expect(Array.isArray(all.data)).toBe(true);
    expect((all.data as unknown[]).length).toBeGreaterThan(0);
    expect((all.data as unknown[]).length).toBeLessThanOrEqual(10);
    expect(Object.keys((all.data as Record<string, unknown>[])[0]!)).toEqual(
      expect.arrayContaining(['id', 'slug', 'title', 'category_name', 'rank']),
    );
    const anonSearch = await anon.rpc('search_articles', { search_query: 'test' });
    expect([anonSearch.status, anonSearch.error?.code]).toEqual([401, '42501']);
    const cats = await member.from('article_categories').select('*').order('sort_order');
    expect(cats.data?.map((c: { id: string }) => c.id)).toEqual([
      'sexual-health-basics',
      'understanding-stis',
      'prevention-protection',
      'relationship-health',
      'when-to-get-tested',
      'myths-vs-facts',
    ]);
  });

  it('gives the analytics summary to admins only (call 12)', async () => {
    const denied = await member.rpc('get_analytics_summary');
    expect([denied.status, denied.error?.code]).toEqual([403, '42501']);
    expect(denied.error?.message).toContain('permission denied');
    const anonDenied = await anon.rpc('get_analytics_summary');
    expect(anonDenied.status).toBe(401);
    const service = clientFor(stack, stack.serviceRoleKey);
    expect((await service.from('user_roles').insert({ user_id: memberId, role: 'admin' })).error).toBeNull();
    const granted = await member.rpc('get_analytics_summary');
    expect(granted.error).toBeNull();
    expect((granted.data as { event_type: string }[]).some((r) => r.event_type === 'page_view')).toBe(true);
    const view = await member.rpc('increment_article_view', { article_slug: 'no-such-article' });
    expect(view.error === null || typeof view.error.code === 'string').toBe(true);
  });

  it('refuses an expired access token with PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { sub: memberId, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 },
      stack.jwtSecret,
    );
    const res = await fetch(`${stack.url}/rest/v1/article_categories?select=*`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    expect(await res.json()).toEqual({ code: 'PGRST303', details: 'Invalid by 3600 seconds', hint: null, message: 'JWT expired' });
  });
});

describe('malformed requests get clear 4xx answers', () => {
  const forged = () => signJwt({ role: 'service_role', exp: 9_999_999_999 }, 'attacker-chosen-secret-value');
  const headers = (extra: Record<string, string> = {}) => ({ apikey: stack.anonKey, 'content-type': 'application/json', ...extra });
  const userHeaders = async () => headers({ authorization: `Bearer ${(await member.auth.getSession()).data.session!.access_token}` });

  const cases: { name: string; request: () => Promise<Response>; status: number; body: Record<string, unknown> }[] = [
    {
      name: 'REST bad JSON',
      request: async () => fetch(`${stack.url}/rest/v1/analytics_events`, { method: 'POST', headers: headers(), body: '{"event_type":' }),
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json' },
    },
    {
      name: 'REST wrong type',
      request: async () =>
        fetch(`${stack.url}/rest/v1/chat_messages`, {
          method: 'POST',
          headers: await userHeaders(),
          body: JSON.stringify({ conversation_id: 'not-a-uuid', role: 'user', content: 'x' }),
        }),
      status: 400,
      body: { code: '22P02' },
    },
    {
      name: 'REST wrong filter type',
      request: async () => fetch(`${stack.url}/rest/v1/chat_messages?id=eq.42`, { headers: await userHeaders() }),
      status: 400,
      body: { code: '22P02' },
    },
    {
      name: 'REST body over 1 MB',
      request: async () =>
        fetch(`${stack.url}/rest/v1/analytics_events`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ event_type: 'x', page_path: 'y'.repeat(1_100_000) }),
        }),
      status: 413,
      body: { message: 'Payload too large' },
    },
    {
      name: 'REST wrong content type',
      request: async () =>
        fetch(`${stack.url}/rest/v1/analytics_events`, {
          method: 'POST',
          headers: headers({ 'content-type': 'text/plain' }),
          body: 'hello',
        }),
      status: 415,
      body: { message: 'Content-Type not acceptable: text/plain' },
    },
    {
      name: 'REST unknown column in select',
      request: async () => fetch(`${stack.url}/rest/v1/article_categories?select=id,nope`, { headers: await userHeaders() }),
      status: 400,
      body: { code: '42703', message: 'column article_categories.nope does not exist' },
    },
    {
      name: 'REST unknown column in body',
      request: async () =>
        fetch(`${stack.url}/rest/v1/analytics_events`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ event_type: 'x', nope: 1 }),
        }),
      status: 400,
      body: { code: 'PGRST204', message: "Could not find the 'nope' column of 'analytics_events' in the schema cache" },
    },
    {
      name: 'REST unknown table',
      request: async () => fetch(`${stack.url}/rest/v1/secrets`, { headers: headers() }),
      status: 404,
      body: { code: 'PGRST205', message: "Could not find the table 'public.secrets' in the schema cache" },
    },
    {
      name: 'REST unknown operator',
      request: async () => fetch(`${stack.url}/rest/v1/article_categories?id=between.1`, { headers: headers() }),
      status: 400,
      body: { code: 'PGRST100' },
    },
    {
      name: 'REST forged token',
      request: async () => fetch(`${stack.url}/rest/v1/user_roles`, { headers: headers({ authorization: `Bearer ${forged()}` }) }),
      status: 401,
      body: { code: 'PGRST301', message: 'JWT cryptographic operation failed' },
    },
    {
      name: 'REST malformed token',
      request: async () => fetch(`${stack.url}/rest/v1/user_roles`, { headers: headers({ authorization: 'Bearer abc.def' }) }),
      status: 401,
      body: { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 2' },
    },
    {
      name: 'REST token with unknown role',
      request: async () =>
        fetch(`${stack.url}/rest/v1/user_roles`, {
          headers: headers({ authorization: `Bearer ${signJwt({ role: 'postgres' }, stack.jwtSecret)}` }),
        }),
      status: 401,
      body: { code: '22023', message: 'role "postgres" does not exist' },
    },
    {
      name: 'RPC missing function',
      request: async () =>
        fetch(`${stack.url}/rest/v1/rpc/search_article`, { method: 'POST', headers: await userHeaders(), body: '{"search_query":"x"}' }),
      status: 404,
      body: { code: 'PGRST202', message: 'Could not find the function public.search_article(search_query) in the schema cache' },
    },
    {
      name: 'RPC wrong arguments',
      request: async () =>
        fetch(`${stack.url}/rest/v1/rpc/search_articles`, { method: 'POST', headers: await userHeaders(), body: '{"query":"x"}' }),
      status: 404,
      body: { code: 'PGRST202' },
    },
    {
      name: 'RPC argument of the wrong type',
      request: async () =>
        fetch(`${stack.url}/rest/v1/rpc/search_articles`, { method: 'POST', headers: await userHeaders(), body: '{"limit_count":"ten"}' }),
      status: 400,
      body: { code: '22P02' },
    },
    {
      name: 'RPC body not an object',
      request: async () =>
        fetch(`${stack.url}/rest/v1/rpc/search_articles`, { method: 'POST', headers: await userHeaders(), body: '[1,2]' }),
      status: 400,
      body: { code: 'PGRST102' },
    },
    {
      name: 'auth bad JSON',
      request: async () =>
        fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: headers({ 'x-supabase-api-version': '2024-01-01' }),
          body: '{',
        }),
      status: 400,
      body: { code: 'bad_json' },
    },
    {
      name: 'auth wrong field type',
      request: async () =>
        fetch(`${stack.url}/auth/v1/signup`, {
          method: 'POST',
          headers: headers({ 'x-supabase-api-version': '2024-01-01' }),
          body: '{"email":5,"password":"secret-123"}',
        }),
      status: 400,
      body: { code: 'bad_json' },
    },
    {
      name: 'auth unknown grant',
      request: async () =>
        fetch(`${stack.url}/auth/v1/token?grant_type=magic`, {
          method: 'POST',
          headers: headers({ 'x-supabase-api-version': '2024-01-01' }),
          body: '{}',
        }),
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    },
    {
      name: 'auth bad logout scope',
      request: async () => fetch(`${stack.url}/auth/v1/logout?scope=everyone`, { method: 'POST', headers: await userHeaders() }),
      status: 400,
      body: { msg: 'Unsupported logout scope "everyone"' },
    },
    {
      name: 'auth admin without service key',
      request: async () => fetch(`${stack.url}/auth/v1/admin/users`, { headers: await userHeaders() }),
      status: 403,
      body: { msg: 'User not allowed' },
    },
    {
      name: 'unknown route',
      request: async () => fetch(`${stack.url}/storage/v1/object`, { headers: headers() }),
      status: 404,
      body: { code: 'not_found', path: '/storage/v1/object' },
    },
    {
      name: 'function missing auth header',
      request: async () => fetch(`${stack.url}/functions/v1/echo`, { method: 'POST', body: '{}' }),
      status: 401,
      body: { msg: 'Error: Missing authorization header' },
    },
    {
      name: 'function forged token',
      request: async () =>
        fetch(`${stack.url}/functions/v1/echo`, { method: 'POST', headers: headers({ authorization: `Bearer ${forged()}` }), body: '{}' }),
      status: 401,
      body: { msg: 'Invalid JWT' },
    },
    {
      name: 'function that fails to boot',
      request: async () =>
        fetch(`${stack.url}/functions/v1/boot-fails`, {
          method: 'POST',
          headers: headers({ authorization: `Bearer ${stack.anonKey}` }),
          body: '{}',
        }),
      status: 503,
      body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
    },
    {
      name: 'function that throws',
      request: async () =>
        fetch(`${stack.url}/functions/v1/crashes`, {
          method: 'POST',
          headers: headers({ authorization: `Bearer ${stack.anonKey}` }),
          body: '{}',
        }),
      status: 500,
      body: { code: 'WORKER_ERROR' },
    },
  ];

  it.each(cases)('$name → $status', async ({ request, status, body }) => {
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject(body);
  });

  it('answers an unknown function with 404 text, and passes OPTIONS and bodies to the handler', async () => {
    const missing = await fetch(`${stack.url}/functions/v1/nope`, { method: 'POST' });
    expect([missing.status, await missing.text()]).toEqual([404, 'Function not found']);
    const invoked = await member.functions.invoke('echo', { body: { hello: 'world' } });
    expect(invoked.data).toEqual({ method: 'POST', body: { hello: 'world' }, auth: true });
    const options = await fetch(`${stack.url}/functions/v1/echo`, { method: 'OPTIONS' });
    expect(((await options.json()) as { method: string }).method).toBe('OPTIONS');
  });

  it('answers CORS preflights like Supabase and exposes the headers the clients read', async () => {
    const res = await fetch(`${stack.url}/rest/v1/chat_messages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,apikey,content-type,x-client-info,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const get = await fetch(`${stack.url}/auth/v1/health`);
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('serves the readiness endpoints', async () => {
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    expect((await fetch(`${stack.url}/rest/v1/`, { headers: headers() })).status).toBe(200);
  });
});

describe('admin:grant against the running stack', () => {
  it('grants once, reports an existing grant, and refuses an unknown e-mail', async () => {
    const target = await createMember(stack, 'grant');
    const first = await grantViaHttp(stack.url, stack.serviceRoleKey, target.email);
    expect(first).toMatchObject({ status: 'granted', userId: target.id });
    const second = await grantViaHttp(stack.url, stack.serviceRoleKey, target.email);
    expect(second.status).toBe('already-admin');
    const admin = await signedInClient(stack, target);
    expect((await admin.rpc('get_analytics_summary')).error).toBeNull();
    await expect(grantViaHttp(stack.url, stack.serviceRoleKey, 'nobody@example.test')).rejects.toBeInstanceOf(GrantError);
  });
});
