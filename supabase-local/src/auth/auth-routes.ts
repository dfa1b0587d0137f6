import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp, headerValue, send, sendJson } from '../server/http-io.ts';
import { ADMIN_USER_PATH, ADMIN_USER_PATHS, routeAdminUsers } from './admin-users.ts';
import { isAnonymousSignup, signupAnonymously } from './anonymous.ts';
import { idTokenGrant, IDENTITY_PATHS, routeDisabledProviders, web3Grant } from './disabled-providers.ts';
import { AuthError, sendAuthError, validationFailed } from './errors.ts';
import { LINK_PATHS, routeLinks } from './links.ts';
import { FACTOR_PATHS, routeMfa } from './mfa.ts';
import { RECOVER_VERIFY_PATHS, routeRecoverVerify } from './recover-verify.ts';
import { resolveRedirect } from './redirect.ts';
import { authenticate, jsonBody, objectField, rateLimited, stringField, type AuthRouteDeps } from './request.ts';
import { routeUser, USER_PATHS } from './user.ts';

export type { AuthRouteDeps } from './request.ts';

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
    if (name.includes('\u0000') || value.includes('\u0000'))
      throw validationFailed(`Query parameter "${name.split('\u0000').join('\\u0000')}" contains a NUL character (%00); remove it`);
  }

  if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
    sendJson(res, 200, { version: 'supabase-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
    return;
  }
  if (path === '/.well-known/jwks.json' && method === 'GET') {
    // GoTrue internal/api/jwks.go WellKnownJwks: the public halves of the asymmetric keys (none with HS256 only).
    sendJson(res, 200, { keys: (deps.signingKeys ?? []).map((k) => k.publicJwk) });
    return;
  }
  if (path === '/settings' && method === 'GET') {
    sendJson(res, 200, {
      external: {
        anonymous_users: settings.anonymousSignIns,
        email: true,
        phone: settings.features.phone,
        ...Object.fromEntries(Object.entries(settings.features.externalProviders).map(([name, on]) => [name, on])),
        web3_solana: settings.features.web3.solana,
        web3_ethereum: settings.features.web3.ethereum,
      },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: !settings.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: settings.features.saml,
    });
    return;
  }
  if (path === '/signup' && method === 'POST') {
    const body = await jsonBody(req);
    // GoTrue internal/api/api.go: no e-mail and no phone is an anonymous sign-in (its own limit).
    if (isAnonymousSignup(body)) {
      await signupAnonymously(req, res, body, deps);
      return;
    }
    if (!deps.limiters.signInSignUps.take(ip)) throw rateLimited();
    const redirectTo = resolveRedirect(
      url.searchParams.get('redirect_to'),
      headerValue(req, 'referer'),
      settings.siteUrl,
      settings.additionalRedirectUrls,
    );
    const result = await service.signup({
      email: stringField(body, 'email').trim(),
      password: stringField(body, 'password'),
      data: objectField(body, 'data'),
      redirectTo,
      phone: stringField(body, 'phone'),
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
    if (grant === 'web3') await web3Grant(req);
    if (grant === 'id_token') {
      await idTokenGrant(req, res);
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
  for (const sub of [routeRecoverVerify, routeUser, routeAdminUsers, routeLinks, routeMfa, routeDisabledProviders]) {
    if (await sub(req, res, url, path, deps)) return;
  }
  const known = [
    '/health',
    '/.well-known/jwks.json',
    '/settings',
    '/signup',
    '/token',
    '/user',
    '/logout',
    ...RECOVER_VERIFY_PATHS,
    ...USER_PATHS,
    ...ADMIN_USER_PATHS,
    ...LINK_PATHS,
    ...FACTOR_PATHS,
    ...IDENTITY_PATHS,
  ];
  if (known.includes(path) || ADMIN_USER_PATH.test(path)) {
    throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on /auth/v1${path}`);
  }
  throw new AuthError(404, 'not_found', `Unknown auth endpoint: /auth/v1${path}`);
}
