import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../main.ts';
import { authFetch, clientFor, createMember, signedInClient, startTestStack } from '../testing/stack-fixture.ts';

// Asymmetric signing keys ([auth] signing_keys_path / GOTRUE_JWT_KEYS, the CLI's JWK format):
// tokens signed with the first key and its kid, the public keys at /.well-known/jwks.json,
// supabase-js getClaims verifying locally, REST and auth verifying with the same keys.

function signingKey(alg: 'ES256' | 'RS256'): Record<string, unknown> {
  const { privateKey } =
    alg === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg, use: 'sig', key_ops: ['sign', 'verify'], ext: true };
}

const part = (jwt: string, i: 0 | 1) => JSON.parse(Buffer.from(jwt.split('.')[i]!, 'base64url').toString()) as Record<string, unknown>;
const withHeader = (jwt: string, header: Record<string, unknown>) =>
  [Buffer.from(JSON.stringify(header)).toString('base64url'), ...jwt.split('.').slice(1)].join('.');

async function restStatus(stack: LocalStack, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/rest/v1/chat_messages?select=id`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(['ES256', 'RS256'] as const)('signing keys: %s', (alg) => {
  let stack: LocalStack;
  const key = signingKey(alg);
  const second = signingKey(alg);
  beforeAll(async () => {
    stack = await startTestStack({ env: { GOTRUE_JWT_KEYS: JSON.stringify([key, second]) } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // GoTrue: internal/api/jwks.go WellKnownJwks; internal/tokens/service.go (signs with the signing key, kid in the header)
  it('signs with the first key, serves the public keys, and getClaims verifies locally', async () => {
    const member = await createMember(stack, `keys-${alg.toLowerCase()}`);
    const client = await signedInClient(stack, member);
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect(part(token, 0)).toEqual({ alg, kid: key.kid, typ: 'JWT' });

    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual([key.kid, second.kid]);
    for (const k of jwks.keys) {
      expect(k).toMatchObject({ alg, key_ops: ['verify'] });
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(k).not.toHaveProperty(secret);
    }

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg, kid: key.kid });
    expect(data?.claims).toMatchObject({ sub: member.id, role: 'authenticated', email: member.email });
    expect((await client.auth.getUser()).data.user?.id).toBe(member.id);
    expect(await restStatus(stack, token)).toEqual({ status: 200, body: [] as unknown as Record<string, unknown> });
  });

  // PostgREST verifies against the JWKS; GoTrue internal/api/auth.go parseJWTClaims (403 bad_jwt)
  it('refuses a token whose kid or alg was tampered with (REST 401, auth 403), and a key it does not list', async () => {
    const member = await createMember(stack, `tamper-${alg.toLowerCase()}`);
    const client = await signedInClient(stack, member);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const forged = [
      withHeader(token, { alg, kid: second.kid, typ: 'JWT' }),
      withHeader(token, { alg, kid: 'not-a-listed-kid', typ: 'JWT' }),
      withHeader(token, { alg: 'HS256', kid: key.kid, typ: 'JWT' }),
      withHeader(token, { alg: alg === 'ES256' ? 'RS256' : 'ES256', kid: key.kid, typ: 'JWT' }),
      withHeader(token, { alg: 'none', typ: 'JWT' }),
    ];
    // getClaims checks the signature itself, against the JWKS key the kid names.
    const local = await client.auth.getClaims(forged[0]);
    expect([local.data, local.error?.name]).toEqual([null, 'AuthInvalidJwtError']);
    for (const bad of forged) {
      const rest = await restStatus(stack, bad);
      expect([part(bad, 0), rest.status, rest.body.code]).toEqual([part(bad, 0), 401, 'PGRST301']);
      const auth = await authFetch(stack, 'GET', '/user', { token: bad });
      expect([part(bad, 0), auth.status, auth.body.code]).toEqual([part(bad, 0), 403, 'bad_jwt']);
    }
    const outsider = signingKey(alg);
    const otherStack = await startTestStack({ env: { GOTRUE_JWT_KEYS: JSON.stringify([{ ...outsider, kid: key.kid }]) } });
    try {
      const foreign = await signedInClient(otherStack, await createMember(otherStack, 'outsider'));
      const foreignToken = (await foreign.auth.getSession()).data.session!.access_token;
      expect((await restStatus(stack, foreignToken)).status).toBe(401);
    } finally {
      await otherStack.stop();
    }
  });

  it('still takes the HS256 anon and service keys', async () => {
    // The anon key reaches the database as anon (a refused key would answer PGRST301); since
    // 20250901091800 anon holds no grant on chat_messages, so PostgreSQL itself says no.
    const asAnon = await restStatus(stack, stack.anonKey);
    expect([asAnon.status, asAnon.body.code, asAnon.body.message]).toEqual([401, '42501', 'permission denied for table chat_messages']);
    expect((await clientFor(stack, stack.serviceRoleKey).auth.admin.listUsers()).error).toBeNull();
  });
});

describe('signing keys: configuration', () => {
  it('HS256 with the demo secret stays the default, and the JWKS is empty', async () => {
    const stack = await startTestStack();
    try {
      const client = await signedInClient(stack, await createMember(stack, 'hs256'));
      const token = (await client.auth.getSession()).data.session!.access_token;
      expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
    } finally {
      await stack.stop();
    }
  });

  it('refuses a key list it cannot sign with, saying why', async () => {
    const { d: _d, ...publicOnly } = signingKey('ES256');
    await expect(startTestStack({ env: { GOTRUE_JWT_KEYS: JSON.stringify([publicOnly]) } })).rejects.toThrow(
      'GOTRUE_JWT_KEYS[0]: the private part ("d") is missing; the stack signs with it',
    );
    await expect(startTestStack({ env: { GOTRUE_JWT_KEYS: JSON.stringify([{ ...signingKey('ES256'), alg: 'ES512' }]) } })).rejects.toThrow(
      'GOTRUE_JWT_KEYS[0]: alg must be RS256 or ES256 (got "ES512")',
    );
    await expect(startTestStack({ env: { GOTRUE_JWT_KEYS: '{' } })).rejects.toThrow('GOTRUE_JWT_KEYS is not valid JSON');
  });
});
