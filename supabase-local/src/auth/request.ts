import type { IncomingMessage } from 'node:http';
import type { AuthSettings } from '../config/load-config.ts';
import type { Db } from '../db/index.ts';
import { BodyTooLargeError, headerValue, readBody } from '../server/http-io.ts';
import { verifyJwt } from '../server/jwt.ts';
import type { RateLimiter } from '../server/rate-limit.ts';
import type { SigningKey } from '../server/signing-keys.ts';
import type { AuthService } from './auth-service.ts';
import { findSession, findUserById, type UserRow } from './auth-store.ts';
import { AuthError, forbidden, tooManyRequests, validationFailed } from './errors.ts';

// What every auth endpoint shares: the route dependencies, GoTrue's body parsing and its
// authentication checks, with GoTrue's codes and messages.

export interface AuthRouteDeps {
  service: AuthService;
  db: Db;
  settings: AuthSettings;
  jwtSecret: string;
  /** [auth] signing_keys_path keys: RS256/ES256 tokens verify against them (HS256 against jwtSecret). */
  signingKeys?: readonly SigningKey[];
  limiters: { signInSignUps: RateLimiter; tokenRefresh: RateLimiter; verify: RateLimiter };
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const rateLimited = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

/** Parses a JSON object body with GoTrue's error wording. An empty body is `{}`. */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body is larger than the 1 MB limit');
    throw err;
  }
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (err) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected a JSON object');
  }
  const bad = unstorableText(parsed, '');
  if (bad) throw validationFailed(`${bad.where || 'The body'} contains ${bad.what}, which cannot be stored; remove it`);
  return parsed as Record<string, unknown>;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string (key or value) PostgreSQL text/jsonb cannot hold: a NUL character or an
 * unpaired UTF-16 surrogate (JSON allows both as \u escapes; PostgreSQL answers "unsupported
 * Unicode escape sequence"). `where` is a JSON path like `data.name`.
 */
function unstorableText(value: unknown, where: string): { where: string; what: string } | undefined {
  const check = (text: string, at: string) =>
    text.includes('\u0000')
      ? { where: at, what: 'a NUL character (\\u0000)' }
      : LONE_SURROGATE.test(text)
        ? { where: at, what: 'an unpaired UTF-16 surrogate' }
        : undefined;
  if (typeof value === 'string') return check(value, where);
  if (typeof value !== 'object' || value === null) return undefined;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const at = where === '' ? key : `${where}.${key}`;
    const found = (Array.isArray(value) ? undefined : check(key, `${at} (a key)`)) ?? unstorableText(child, at);
    if (found) return found;
  }
  return undefined;
}

export function stringField(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be a string`);
  return v;
}

export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const v = body[name];
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be an object`);
  return v as Record<string, unknown>;
}

export interface Authenticated {
  user: UserRow;
  claims: Record<string, unknown>;
  sessionId?: string;
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession, with its codes and messages. */
export async function authenticate(req: IncomingMessage, deps: AuthRouteDeps): Promise<Authenticated> {
  const header = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, deps.jwtSecret, { keys: deps.signingKeys });
  if (!result.ok) {
    const detail =
      result.error.kind === 'expired'
        ? 'token has invalid claims: token is expired'
        : result.error.kind === 'parts'
          ? 'token is malformed: token contains an invalid number of segments'
          : result.error.kind === 'algorithm'
            ? 'token is unverifiable: signing method is invalid'
            : 'token signature is invalid: signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  const claims = result.claims;
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(deps.db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sid = claims.session_id;
  if (typeof sid === 'string' && sid !== '') {
    if (!UUID_RE.test(sid) || !(await findSession(deps.db, sid))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, claims, sessionId: sid };
  }
  return { user, claims };
}

export function requireServiceRole(req: IncomingMessage, deps: AuthRouteDeps): void {
  const header = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, deps.jwtSecret, { keys: deps.signingKeys });
  if (!result.ok) throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (result.claims.role !== 'service_role') throw forbidden('not_admin', 'User not allowed');
}

/** Go's url.Values.Encode: keys sorted, QueryEscape (space as '+'). */
export function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k]!).replace(/%20/g, '+')}`)
    .join('&');
}

export function withFragment(url: string, fragment: string): string {
  const hash = url.indexOf('#');
  return `${hash >= 0 ? url.slice(0, hash) : url}#${fragment}`;
}
