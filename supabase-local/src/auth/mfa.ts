import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MfaKind } from '../config/load-config.ts';
import { AuthError, forbidden, unprocessable, validationFailed } from './errors.ts';
import { authenticate, jsonBody, stringField, UUID_RE, type AuthRouteDeps } from './request.ts';

// GoTrue's factor endpoints (internal/api/api.go: /factors behind requireAuthentication and
// requireNotAnonymous; internal/api/mfa.go EnrollFactor, ChallengeFactor, VerifyFactor,
// UnenrollFactor; internal/api/admin.go loadFactor). Enrolment and verification of every kind
// are off here (main.ts refuses to start with one on, config/load-config.ts unsupportedFeatures),
// so no factor ever exists: enrolment answers "enroll is disabled" and a factor id is never found.

export const FACTOR_PATHS = ['/factors'];

/** factor_type as GoTrue names it → the config section ([auth.mfa.<kind>]) and message label. */
const FACTOR_TYPES: Record<string, { kind: MfaKind; code: string; label: string }> = {
  totp: { kind: 'totp', code: 'mfa_totp_enroll_not_enabled', label: 'TOTP' },
  phone: { kind: 'phone', code: 'mfa_phone_enroll_not_enabled', label: 'Phone' },
  webauthn: { kind: 'web_authn', code: 'mfa_webauthn_enroll_not_enabled', label: 'WebAuthn' },
};

export async function routeMfa(req: IncomingMessage, _res: ServerResponse, _url: URL, path: string, deps: AuthRouteDeps): Promise<boolean> {
  if (path !== '/factors' && !path.startsWith('/factors/')) return false;
  const method = req.method ?? 'GET';
  // chi runs the group's middleware (requireAuthentication, requireNotAnonymous, loadFactor)
  // before it matches a method or a sub-path.
  const { claims } = await authenticate(req, deps);
  if (claims.is_anonymous === true) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');

  if (path === '/factors') {
    if (method !== 'POST') throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on /auth/v1${path}`);
    const body = await jsonBody(req);
    const factorType = stringField(body, 'factor_type');
    const type = Object.hasOwn(FACTOR_TYPES, factorType) ? FACTOR_TYPES[factorType] : undefined;
    if (!type) throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    if (!deps.settings.features.mfa[type.kind].enroll) throw unprocessable(type.code, `MFA enroll is disabled for ${type.label}`);
    // GoTrue would enrol here (enrollTOTPFactor, ...). This stack cannot, and refuses to start with
    // the switch on (main.ts), so only a switch flipped on a running stack gets here. It answers as
    // the switch's own refusal does (422 and the kind's code, which clients already handle; a 5xx
    // would reach supabase-js as a retryable fetch error without a code), naming the switch.
    throw unprocessable(
      type.code,
      `MFA enroll for ${type.label} is switched on ([auth.mfa.${type.kind}] enroll_enabled), but supabase-local does not implement it: turn it off in supabase/config.toml or the environment`,
    );
  }
  // loadFactor: the id must be a UUID, then a factor of this user.
  const factorId = path.slice('/factors/'.length).split('/')[0]!;
  if (!UUID_RE.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
}
