import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp, sendJson } from '../server/http-io.ts';
import { RateLimiter } from '../server/rate-limit.ts';
import { createAnonymousUser } from './auth-store.ts';
import { unprocessable } from './errors.ts';
import { objectField, rateLimited, type AuthRouteDeps } from './request.ts';

// Anonymous sign-ins: POST /signup without e-mail or phone (GoTrue internal/api/api.go routes it
// to internal/api/anonymous.go SignupAnonymously when GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED).

/** GoTrue's AnonymousSignIns limiter: [auth.rate_limit] anonymous_users per hour per IP, one per settings object. */
const limiters = new WeakMap<object, RateLimiter>();
function anonymousLimiter(deps: AuthRouteDeps): RateLimiter {
  let limiter = limiters.get(deps.settings);
  if (!limiter) {
    limiter = new RateLimiter(() => deps.settings.rateLimits.anonymousUsers ?? 30, 3600);
    limiters.set(deps.settings, limiter);
  }
  return limiter;
}

/** Whether a /signup body asks for an anonymous user: neither e-mail nor phone given. */
export function isAnonymousSignup(body: Record<string, unknown>): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  return empty(body.email) && empty(body.phone);
}

/** The anonymous branch of POST /signup: a session for a new user with is_anonymous set. */
export async function signupAnonymously(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>, deps: AuthRouteDeps) {
  const { settings } = deps;
  if (!settings.anonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!anonymousLimiter(deps).take(clientIp(req))) throw rateLimited();
  if (!settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const data = objectField(body, 'data');
  const user = await deps.db.transaction((tx) => createAnonymousUser(tx, data));
  sendJson(res, 200, await deps.service.issueSession(user, 'anonymous'));
}
