import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DEMO_PUBLISHABLE_KEY, CLI_DEMO_SECRET_KEY } from '../config/load-config.ts';
import type { LocalStack } from '../main.ts';
import { createMember, latestMailTo, confirmationLink, signedInClient, startTestStack, uniqueEmail } from '../testing/stack-fixture.ts';

// The probes of issue 12 (items 3-8), each rerun over HTTP against a running stack. Each test
// says what the stack answered before the fix.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request from a chosen loopback address (127.0.0.2 is another client on this machine). */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: init.from ?? '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const json = (a: Answer) => JSON.parse(a.text) as Record<string, unknown>;

let stack: LocalStack;
let custom: LocalStack;
const CUSTOM_SECRET = 'a-custom-jwt-secret-that-is-long-enough-1234';
const CUSTOM_SB_SECRET = 'sb_secret_customCustomCustomCustom_0123456789';

beforeAll(async () => {
  stack = await startTestStack({
    functions: {
      echo: async () => async (req: Request) =>
        new Response(JSON.stringify({ xff: req.headers.get('x-forwarded-for') }), { headers: { 'Content-Type': 'application/json' } }),
    },
  });
  custom = await startTestStack({
    env: { JWT_SECRET: CUSTOM_SECRET, SUPABASE_SECRET_KEY: CUSTOM_SB_SECRET, SUPABASE_LOCAL_TRUSTED_PROXIES: '127.0.0.3' },
    functions: {
      echo: async () => async (req: Request) =>
        new Response(JSON.stringify({ xff: req.headers.get('x-forwarded-for') }), { headers: { 'Content-Type': 'application/json' } }),
    },
  });
});
afterAll(async () => {
  await Promise.all([stack?.stop(), custom?.stop()]);
});

describe('probe 3: new-style keys come from configuration', () => {
  it('accepts the CLI demo sb_ keys only with the demo secret', async () => {
    const rolesAs = (s: LocalStack, headers: Record<string, string>) => send(`${s.url}/rest/v1/user_roles?select=user_id`, { headers });
    // Demo secret: the CLI's local keys work as the CLI maps them (secret → service_role, publishable → anon).
    expect((await rolesAs(stack, { apikey: CLI_DEMO_SECRET_KEY })).status).toBe(200);
    expect((await rolesAs(stack, { apikey: CLI_DEMO_SECRET_KEY, authorization: `Bearer ${CLI_DEMO_SECRET_KEY}` })).status).toBe(200);
    expect(
      json(
        await send(`${stack.url}/rest/v1/rpc/search_articles`, {
          method: 'POST',
          headers: { apikey: CLI_DEMO_PUBLISHABLE_KEY, 'content-type': 'application/json' },
          body: '{}',
        }),
      ).code,
    ).toBe('42501');

    // Before: sb_secret_N7UND0… was service_role whatever JWT_SECRET said (hard-coded in rest/request-role.ts).
    const asKey = await rolesAs(custom, { apikey: CLI_DEMO_SECRET_KEY });
    expect(asKey.status).toBe(401);
    expect(json(asKey)).toEqual({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    const asBearer = await rolesAs(custom, { apikey: custom.anonKey, authorization: `Bearer ${CLI_DEMO_SECRET_KEY}` });
    expect([asBearer.status, json(asBearer).code]).toEqual([401, 'PGRST301']);
    const publishable = await rolesAs(custom, { apikey: CLI_DEMO_PUBLISHABLE_KEY });
    expect(publishable.status).toBe(401);

    // The configured secret key is service_role on that stack.
    const configured = await rolesAs(custom, { apikey: CUSTOM_SB_SECRET });
    expect(configured.status).toBe(200);
  });

  it('refuses to start with a malformed key or the public demo key next to a custom secret', async () => {
    await expect(startTestStack({ env: { SUPABASE_SECRET_KEY: 'sb_secret_short' } })).rejects.toThrow(
      /SUPABASE_SECRET_KEY must start with sb_secret_/,
    );
    await expect(startTestStack({ env: { JWT_SECRET: CUSTOM_SECRET, SUPABASE_SECRET_KEY: CLI_DEMO_SECRET_KEY } })).rejects.toThrow(
      /public demo key/,
    );
  });
});

describe('probe 4: rate limits keyed on the real client', () => {
  const chat = (s: LocalStack, xff: string, from?: string) =>
    send(`${s.url}/functions/v1/chat-guide`, {
      method: 'POST',
      from,
      headers: { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}`, 'content-type': 'application/json', 'x-forwarded-for': xff },
      body: JSON.stringify({ conversation_id: randomUUID(), message: 'hi', meta: { source: 'widget', version: '1' } }),
    });

  it('the relay sets X-Forwarded-For from the socket, ignoring the client’s own', async () => {
    const seen = json(
      await send(`${stack.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}`, 'x-forwarded-for': '6.6.6.6' },
        body: '{}',
      }),
    );
    expect(seen).toEqual({ xff: '127.0.0.1' });
    const other = json(
      await send(`${stack.url}/functions/v1/echo`, {
        method: 'POST',
        from: '127.0.0.2',
        headers: { authorization: `Bearer ${stack.anonKey}` },
        body: '{}',
      }),
    );
    expect(other).toEqual({ xff: '127.0.0.2' });
  });

  it('a trusted proxy may forward the client address; an untrusted peer may not', async () => {
    const viaProxy = json(
      await send(`${custom.url}/functions/v1/echo`, {
        method: 'POST',
        from: '127.0.0.3',
        headers: { authorization: `Bearer ${custom.anonKey}`, 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        body: '{}',
      }),
    );
    expect(viaProxy).toEqual({ xff: '203.0.113.7' });
    const direct = json(
      await send(`${custom.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${custom.anonKey}`, 'x-forwarded-for': '203.0.113.7' },
        body: '{}',
      }),
    );
    expect(direct).toEqual({ xff: '127.0.0.1' });
  });

  it('a visitor rotating X-Forwarded-For is limited after 20 messages; another visitor keeps a bucket of its own', async () => {
    // Before: 30 of 30 answered with a new X-Forwarded-For each; without it all visitors shared `anonymous`.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await chat(stack, `198.51.100.${i + 1}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await chat(stack, '198.51.100.99', '127.0.0.2')).status).toBe(200);
  });

  it('auth limits: rotating X-Forwarded-For does not reset them, another address has its own', async () => {
    stack.authSettings.rateLimits.signInSignUps = 2;
    stack.rateLimiters.signInSignUps.reset();
    try {
      const signIn = (xff: string, from?: string) =>
        send(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          from,
          headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-forwarded-for': xff },
          body: JSON.stringify({ email: uniqueEmail('rl'), password: 'whatever1' }),
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signIn(`203.0.113.${i + 1}`)).status);
      expect(statuses).toEqual([400, 400, 429]);
      expect((await signIn('203.0.113.50', '127.0.0.2')).status).toBe(400);
    } finally {
      stack.authSettings.rateLimits.signInSignUps = 10_000;
      stack.rateLimiters.signInSignUps.reset();
    }
  });
});

describe('probe 5: a client’s mistake is a 400 that says what was wrong', () => {
  const signUp = (body: string) =>
    send(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body,
    });

  it('NUL and lone surrogates in sign-up data', async () => {
    // Before: 500 "unsupported Unicode escape sequence".
    for (const [value, what] of [
      ['a\\u0000b', 'NUL'],
      ['\\ud800', 'unpaired UTF-16 surrogate'],
      ['\\udc00x', 'unpaired UTF-16 surrogate'],
    ] as const) {
      const res = await signUp(`{"email":"${uniqueEmail('nul')}","password":"secret-123","data":{"name":"${value}"}}`);
      expect(res.status).toBe(400);
      expect(json(res).code).toBe('validation_failed');
      expect(String(json(res).message)).toContain('data.name');
      expect(String(json(res).message)).toContain(what);
    }
    const inKey = await signUp(`{"email":"${uniqueEmail('nul')}","password":"secret-123","data":{"\\u0000":1}}`);
    expect([inKey.status, json(inKey).code]).toEqual([400, 'validation_failed']);
    // A well-formed pair is fine.
    expect((await signUp(`{"email":"${uniqueEmail('emoji')}","password":"secret-123","data":{"name":"\\ud83d\\ude00"}}`)).status).toBe(200);
  });

  it('malformed percent-encoding in a path, on every API prefix and the inbox', async () => {
    // Before: 500 "URI malformed".
    const service = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` };
    for (const [method, path] of [
      ['GET', '/rest/v1/%E0%A4%A'],
      ['POST', '/rest/v1/rpc/%E0%A4%A'],
      ['POST', '/functions/v1/%E0%A4%A'],
      ['DELETE', '/auth/v1/admin/users/%E0%A4%A'],
      ['GET', '/rest/v1/%ZZ'],
      ['GET', '/auth/v1/%C0%AF'],
    ] as const) {
      const res = await send(`${stack.url}${path}`, { method, headers: service, body: method === 'GET' ? undefined : '{}' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(String(json(res).message)).toContain('Malformed percent-encoding');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const inbox = await send(`${stack.inboxUrl}/api/v1/message/%E0%A4%A`);
    expect(inbox.status).toBe(400);
  });
});

describe('probe 6: redirect_to is checked as GoTrue checks it', () => {
  it.each(['http://localhost:9999/steal', 'http://2130706433/', 'http://0x7f.1/'])(
    'a sign-up with redirect_to=%s gets the production site_url',
    async (target) => {
      // GoTrue: internal/utilities/request.go IsRedirectURLValid. Before: each was honoured.
      const site = stack.authSettings.siteUrl;
      stack.authSettings.siteUrl = 'https://candor.example';
      try {
        const email = uniqueEmail('redirect');
        const res = await send(`${stack.url}/auth/v1/signup?redirect_to=${encodeURIComponent(target)}`, {
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'secret-123' }),
        });
        expect(res.status).toBe(200);
        const link = confirmationLink((await latestMailTo(stack, email))!);
        expect(new URL(link).searchParams.get('redirect_to')).toBe('https://candor.example');
        const verify = await send(`${stack.url}/auth/v1/verify?token=deadbeef&type=signup&redirect_to=${encodeURIComponent(target)}`);
        expect(String(verify.headers.location)).toMatch(/^https:\/\/candor\.example#error=/);
      } finally {
        stack.authSettings.siteUrl = site;
      }
    },
  );
});

describe('probe 7: the inbox answers only the site’s local origins', () => {
  it('no CORS for another origin, and no cross-origin DELETE', async () => {
    // Before: Access-Control-Allow-Origin: * and DELETE allowed cross-origin.
    const read = await send(`${stack.inboxUrl}/api/v1/messages`, { headers: { origin: 'https://evil.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const site = await send(`${stack.inboxUrl}/api/v1/messages`, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(site.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const preflight = await send(`${stack.inboxUrl}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const wipe = await send(`${stack.inboxUrl}/api/v1/messages`, { method: 'DELETE', headers: { origin: 'https://evil.example' } });
    expect(wipe.status).toBe(403);
    const siteWipe = await send(`${stack.inboxUrl}/api/v1/messages`, { method: 'DELETE', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(siteWipe.status).toBe(403);
  });
});

describe('probe 8: requests without apikey answer as hosted does', () => {
  const NO_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };

  it('401 on REST, RPC and guarded auth routes; open routes stay open', async () => {
    // Before: GET /rest/v1/articles without apikey answered 200 as anon.
    const member = await createMember(stack, 'nokey');
    const client = await signedInClient(stack, member);
    const token = (await client.auth.getSession()).data.session!.access_token;
    for (const [method, path, headers] of [
      ['GET', '/rest/v1/articles?select=slug', {}],
      ['GET', '/rest/v1/articles?select=slug', { authorization: `Bearer ${token}` }],
      ['POST', '/rest/v1/rpc/increment_article_view', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }],
      ['GET', '/auth/v1/user', { authorization: `Bearer ${token}` }],
      ['POST', '/auth/v1/token?grant_type=password', { 'content-type': 'application/json' }],
      ['GET', '/auth/v1/settings', {}],
      ['GET', '/auth/v1/admin/users', { authorization: `Bearer ${stack.serviceRoleKey}` }],
    ] as const) {
      const res = await send(`${stack.url}${path}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(json(res)).toEqual(NO_KEY);
    }
    expect((await send(`${stack.url}/auth/v1/health`)).status).toBe(200);
    expect((await send(`${stack.url}/auth/v1/verify?token=deadbeef&type=signup`)).status).toBe(303);
    expect(
      (
        await send(`${stack.url}/rest/v1/articles?select=slug`, {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
        })
      ).status,
    ).toBe(204);
  });

  it('an unknown key is refused; the key may come as a url param, which never reaches PostgREST as a filter', async () => {
    const wrong = await send(`${stack.url}/rest/v1/article_categories?select=id`, { headers: { apikey: 'not-a-key' } });
    expect([wrong.status, json(wrong).message]).toEqual([401, 'Invalid API key']);
    const viaParam = await send(`${stack.url}/rest/v1/article_categories?select=id&apikey=${stack.serviceRoleKey}`);
    expect(viaParam.status).toBe(200);
    expect((JSON.parse(viaParam.text) as unknown[]).length).toBe(6);
  });
});
