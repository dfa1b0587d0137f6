import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifyWithKeys, type SigningKey } from './signing-keys.ts';

export type JwtClaims = Record<string, unknown>;

export type JwtFailure =
  | { kind: 'parts'; parts: number }
  | { kind: 'algorithm' }
  | { kind: 'crypto' }
  | { kind: 'expired'; bySeconds: number }
  | { kind: 'claims'; message: string };

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; error: JwtFailure };

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Verifies an HS256 token (or an RS256/ES256 one against `opts.keys`). Failure kinds mirror what PostgREST distinguishes
 * (parts / algorithm / crypto / expired), so callers can answer with its messages.
 * `skewSeconds` is PostgREST's 30 s clock-skew allowance on exp.
 */
export function verifyJwt(
  token: string,
  secret: string,
  opts: { now?: number; skewSeconds?: number; keys?: readonly SigningKey[] } = {},
): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: { kind: 'parts', parts: parts.length } };
  const [h, p, s] = parts as [string, string, string];
  const header = decodeJson(h);
  if (!isObject(header)) return { ok: false, error: { kind: 'crypto' } };
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, error: { kind: 'crypto' } };
    }
  } else {
    // RS256 / ES256 with a configured signing key ([auth] signing_keys_path), found by kid.
    const checked = opts.keys && opts.keys.length > 0 ? verifyWithKeys(header, `${h}.${p}`, s, opts.keys) : 'algorithm';
    if (checked !== 'ok') return { ok: false, error: { kind: checked } };
  }
  const claims = decodeJson(p);
  if (!isObject(claims)) return { ok: false, error: { kind: 'claims', message: 'Parsing claims failed' } };
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  const skew = opts.skewSeconds ?? 0;
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number') return { ok: false, error: { kind: 'claims', message: "The JWT 'exp' claim must be a number" } };
    if (now - skew >= claims.exp) return { ok: false, error: { kind: 'expired', bySeconds: Math.floor(now - claims.exp) } };
  }
  if (claims.nbf !== undefined) {
    if (typeof claims.nbf !== 'number') return { ok: false, error: { kind: 'claims', message: "The JWT 'nbf' claim must be a number" } };
    if (now + skew < claims.nbf) return { ok: false, error: { kind: 'claims', message: 'JWT not yet valid' } };
  }
  return { ok: true, claims };
}

/** The well-known Supabase CLI demo keys are these exact payloads signed with the secret. */
export function deriveApiKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, secret),
  };
}
