import type { IncomingMessage } from 'node:http';
import type { DbRole } from '../db/index.ts';
import { headerValue } from '../server/http-io.ts';
import { verifyJwt } from '../server/jwt.ts';
import { PostgrestError } from './errors.ts';

// The opaque keys newer Supabase CLIs print; Kong swaps them for the anon / service JWT.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface RequestIdentity { role: DbRole; claims: Record<string, unknown> }

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
 * PostgREST's JWT step: no token → anon; otherwise verify HS256 with the secret and
 * take the role claim. Errors carry PostgREST's codes, messages and WWW-Authenticate.
 */
export function resolveIdentity(token: string | undefined, secret: string): RequestIdentity {
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token === '') throw new PostgrestError(401, 'PGRST301', 'Empty JWT is sent in Authorization header', null, null, jwtHeader('Empty JWT is sent in Authorization header'));
  if (token === PUBLISHABLE_KEY) return { role: 'anon', claims: { role: 'anon' } };
  if (token === SECRET_KEY) return { role: 'service_role', claims: { role: 'service_role' } };
  const result = verifyJwt(token, secret, { skewSeconds: 30 });
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
