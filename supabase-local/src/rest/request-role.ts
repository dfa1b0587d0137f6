import type { IncomingMessage } from 'node:http';
import type { DbRole } from '../db/index.ts';
import { headerValue } from '../server/http-io.ts';
import { verifyJwt } from '../server/jwt.ts';
import type { SigningKey } from '../server/signing-keys.ts';
import { PostgrestError } from './errors.ts';

// Opaque `sb_…` keys never reach this point as themselves: the gateway (server/gateway.ts)
// swaps a configured one for the anon / service JWT, as Kong does. Any other is not a JWT.

export interface RequestIdentity {
  role: DbRole;
  claims: Record<string, unknown>;
}

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

function jwtHeader(message: string): Record<string, string> {
  return { 'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` };
}

/** The token of a request as Kong forwards it: Authorization Bearer, else the apikey header. */
export function requestToken(req: IncomingMessage): string | undefined {
  const auth = headerValue(req, 'authorization');
  const bearer = auth ? /^Bearer\s+(.*)$/i.exec(auth.trim()) : null;
  if (bearer) return bearer[1]!.trim();
  const apikey = headerValue(req, 'apikey');
  return apikey ? apikey.trim() : undefined;
}

/**
 * PostgREST's JWT step: no token → anon; otherwise verify HS256 with the secret (RS256/ES256
 * with the signing keys, PGRST_JWT_SECRET as a JWKS) and
 * take the role claim. Errors carry PostgREST's codes, messages and WWW-Authenticate.
 */
export function resolveIdentity(token: string | undefined, secret: string, keys?: readonly SigningKey[]): RequestIdentity {
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token === '')
    throw new PostgrestError(
      401,
      'PGRST301',
      'Empty JWT is sent in Authorization header',
      null,
      null,
      jwtHeader('Empty JWT is sent in Authorization header'),
    );
  const result = verifyJwt(token, secret, { skewSeconds: 30, keys });
  if (!result.ok) {
    const e = result.error;
    if (e.kind === 'parts') {
      const msg = `Expected 3 parts in JWT; got ${e.parts}`;
      throw new PostgrestError(401, 'PGRST301', msg, null, null, jwtHeader(msg));
    }
    if (e.kind === 'algorithm') {
      const msg = 'Wrong or unsupported encoding algorithm';
      throw new PostgrestError(401, 'PGRST301', msg, null, null, jwtHeader(msg));
    }
    if (e.kind === 'crypto') {
      const msg = 'JWT cryptographic operation failed';
      throw new PostgrestError(401, 'PGRST301', msg, null, null, jwtHeader(msg));
    }
    if (e.kind === 'expired') {
      throw new PostgrestError(401, 'PGRST303', 'JWT expired', `Invalid by ${e.bySeconds} seconds`, null, jwtHeader('JWT expired'));
    }
    throw new PostgrestError(401, 'PGRST303', e.message, null, null, jwtHeader(e.message));
  }
  const claims = result.claims;
  const role = claims.role === undefined ? 'anon' : claims.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    // What PostgreSQL answers to SET ROLE with an unknown role; PostgREST maps it to 401.
    throw new PostgrestError(401, '22023', `role "${String(role)}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
  }
  return { role: role as DbRole, claims: { ...claims, role } };
}
