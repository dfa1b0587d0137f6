import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthSettings } from '../config/load-config.ts';
import { BodyTooLargeError, clientIp, headerValue, readBody, send, sendJson } from '../server/http-io.ts';
import { verifyJwt } from '../server/jwt.ts';
import type { RateLimiter } from '../server/rate-limit.ts';
import type { AuthService } from './auth-service.ts';
import { findSession, findUserById, type UserRow } from './auth-store.ts';
import type { Db } from '../db/index.ts';
import { AuthError, forbidden, sendAuthError, tooManyRequests, validationFailed } from './errors.ts';
import { resolveRedirect } from './redirect.ts';

export interface AuthRouteDeps {
  service: AuthService;
  db: Db;
  settings: AuthSettings;
  jwtSecret: string;
  limiters: { signInSignUps: RateLimiter; tokenRefresh: RateLimiter; verify: RateLimiter };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rateLimited = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

/** Parses a JSON object body with GoTrue's error wording. An empty body is `{}`. */
async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
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
    text.includes('\u0000') ? { where: at, what: 'a NUL character (\\u0000)' }
    : LONE_SURROGATE.test(text) ? { where: at, what: 'an unpaired UTF-16 surrogate' }
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

function stringField(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be a string`);
  return v;
}

function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const v = body[name];
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be an object`);
  return v as Record<string, unknown>;
}

interface Authenticated { user: UserRow; claims: Record<string, unknown>; sessionId?: string }

/** GoTrue's requireAuthentication + maybeLoadUserOrSession, with its codes and messages. */
async function authenticate(req: IncomingMessage, deps: AuthRouteDeps): Promise<Authenticated> {
  const header = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, deps.jwtSecret);
  if (!result.ok) {
    const detail =
      result.error.kind === 'expired' ? 'token has invalid claims: token is expired'
      : result.error.kind === 'parts' ? 'token is malformed: token contains an invalid number of segments'
      : result.error.kind === 'algorithm' ? 'token is unverifiable: signing method is invalid'
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

function requireServiceRole(req: IncomingMessage, deps: AuthRouteDeps): void {
  const header = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, deps.jwtSecret);
  if (!result.ok) throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (result.claims.role !== 'service_role') throw forbidden('not_admin', 'User not allowed');
}

/** Go's url.Values.Encode: keys sorted, QueryEscape (space as '+'). */
function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(values[k]!).replace(/%20/g, '+')}`)
    .join('&');
}

function withFragment(url: string, fragment: string): string {
  const hash = url.indexOf('#');
  return `${hash >= 0 ? url.slice(0, hash) : url}#${fragment}`;
}

export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: AuthRouteDeps): Promise<void> {
  const versioned = (headerValue(req, 'x-supabase-api-version') ?? '') >= '2024-01-01';
  try {
    await route(req, res, url, path, deps);
  } catch (err) {
    if (err instanceof AuthError) {
      sendAuthError(res, err, versioned);
      return;
    }
    throw err;
  }
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: AuthRouteDeps): Promise<void> {
  const method = req.method ?? 'GET';
  const { service, settings } = deps;
  const ip = clientIp(req);
  for (const [name, value] of url.searchParams) {
    if (name.includes('\u0000') || value.includes('\u0000')) throw validationFailed(`Query parameter "${name.split('\u0000').join('\\u0000')}" contains a NUL character (%00); remove it`);
  }

  if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
    sendJson(res, 200, { version: 'supabase-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
    return;
  }
  if (path === '/settings' && method === 'GET') {
    sendJson(res, 200, {
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: !settings.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
    return;
  }
  if (path === '/signup' && method === 'POST') {
    if (!deps.limiters.signInSignUps.take(ip)) throw rateLimited();
    const body = await jsonBody(req);
    const redirectTo = resolveRedirect(url.searchParams.get('redirect_to'), headerValue(req, 'referer'), settings.siteUrl, settings.additionalRedirectUrls);
    const result = await service.signup({
      email: stringField(body, 'email').trim(),
      password: stringField(body, 'password'),
      data: objectField(body, 'data'),
      redirectTo,
    });
    sendJson(res, 200, result.body);
    return;
  }
  if (path === '/token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type') ?? '';
    if (grant === 'password') {
      if (!deps.limiters.signInSignUps.take(ip)) throw rateLimited();
      const body = await jsonBody(req);
      if (typeof body.phone === 'string' && body.phone !== '' && !body.email) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      sendJson(res, 200, await service.passwordGrant(stringField(body, 'email'), stringField(body, 'password')));
      return;
    }
    if (grant === 'refresh_token') {
      if (!deps.limiters.tokenRefresh.take(ip)) throw rateLimited();
      const body = await jsonBody(req);
      sendJson(res, 200, await service.refreshGrant(stringField(body, 'refresh_token')));
      return;
    }
    await jsonBody(req);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  if (path === '/verify' && (method === 'GET' || method === 'POST')) {
    await handleVerify(req, res, url, deps, ip);
    return;
  }
  if (path === '/user' && method === 'GET') {
    const { user } = await authenticate(req, deps);
    sendJson(res, 200, await service.userJson(user));
    return;
  }
  if (path === '/logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(req, deps);
    await service.logout(user.id, sessionId, scope);
    send(res, 204, undefined);
    return;
  }
  if (path === '/admin/users' && method === 'GET') {
    requireServiceRole(req, deps);
    const email = url.searchParams.get('email') ?? url.searchParams.get('filter') ?? undefined;
    const users = await service.adminFindUsers(email ?? undefined);
    sendJson(res, 200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(users.length) });
    return;
  }
  if (path === '/admin/users' && method === 'POST') {
    requireServiceRole(req, deps);
    const body = await jsonBody(req);
    const user = await service.adminCreateUser({
      email: stringField(body, 'email').trim(),
      password: stringField(body, 'password'),
      emailConfirm: body.email_confirm === true,
      userMetadata: objectField(body, 'user_metadata'),
    });
    sendJson(res, 200, user);
    return;
  }
  const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (adminUser && method === 'DELETE') {
    requireServiceRole(req, deps);
    const id = decodeURIComponent(adminUser[1]!);
    if (!UUID_RE.test(id) || !(await service.adminDeleteUser(id))) throw new AuthError(404, 'user_not_found', 'User not found');
    sendJson(res, 200, {});
    return;
  }
  const known = ['/health', '/settings', '/signup', '/token', '/verify', '/user', '/logout', '/admin/users'];
  if (known.includes(path) || adminUser) {
    throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on /auth/v1${path}`);
  }
  throw new AuthError(404, 'not_found', `Unknown auth endpoint: /auth/v1${path}`);
}

/**
 * GET /verify?token=&type=signup&redirect_to=: 303 to redirect_to with the session in the
 * fragment (implicit flow), or with GoTrue's error fragment when the link is bad.
 */
async function handleVerify(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps, ip: string): Promise<void> {
  const { settings } = deps;
  const params = req.method === 'POST' ? await jsonBody(req) : Object.fromEntries(url.searchParams);
  const token = typeof params.token === 'string' ? params.token : typeof params.token_hash === 'string' ? params.token_hash : '';
  const type = typeof params.type === 'string' ? params.type : '';
  const redirectParam = typeof params.redirect_to === 'string' ? params.redirect_to : null;
  const redirectTo = resolveRedirect(redirectParam, undefined, settings.siteUrl, settings.additionalRedirectUrls);
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  if (type !== 'signup' && type !== 'email') throw validationFailed('Unsupported verification type');
  if (!deps.limiters.verify.take(ip)) throw rateLimited();
  try {
    const session = await deps.service.verifySignup(token);
    const fragment = encodeSorted({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: 'signup',
    });
    send(res, 303, undefined, { Location: withFragment(redirectTo, fragment) });
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    const error = err.status === 403 ? 'access_denied' : err.status >= 500 ? 'server_error' : 'invalid_request';
    const fragment = encodeSorted({ error, error_code: err.code, error_description: err.message, sb: '' });
    send(res, 303, undefined, { Location: withFragment(redirectTo, fragment) });
  }
}
