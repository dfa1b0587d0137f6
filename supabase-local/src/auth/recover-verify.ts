import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp, headerValue, send, sendJson } from '../server/http-io.ts';
import {
  findUserByConfirmationOrRecoveryToken,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserByEmailChangeToken,
  findUserById,
  findUserByRecoveryToken,
  findUserForEmailChange,
  mergeMetadata,
  updateEmailIdentity,
  updateUserColumns,
  type UserRow,
} from './auth-store.ts';
import { tokenHash } from './email-actions.ts';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.ts';
import { validatePhone } from './phone.ts';
import { resolveRedirect } from './redirect.ts';
import { encodeSorted, jsonBody, objectField, rateLimited, stringField, withFragment, type AuthRouteDeps } from './request.ts';
import { validateEmail } from './validation.ts';

// GoTrue's e-mail flows that need no session: POST /recover (internal/api/recover.go Recover),
// POST /resend (resend.go Resend), POST /otp (otp.go Otp + magic_link.go MagicLink) and
// GET|POST /verify (verify.go Verify). Implicit flow only: a code_challenge is ignored.

export const RECOVER_VERIFY_PATHS = ['/recover', '/resend', '/otp', '/magiclink', '/verify'];

/** GoTrue's utilities.GetReferrer: redirect_to if allowed, else the Referer if allowed, else the site URL. */
export function referrer(req: IncomingMessage, url: URL, deps: AuthRouteDeps): string {
  const { settings } = deps;
  return resolveRedirect(
    url.searchParams.get('redirect_to'),
    headerValue(req, 'referer'),
    settings.siteUrl,
    settings.additionalRedirectUrls,
  );
}

const LETTERS_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** GoTrue's crypto.GeneratePassword: a throw-away password with one character of every required set. */
export function generatePassword(requiredSets: string[], length = 33): string {
  const chars = requiredSets.filter((set) => set !== '').map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(LETTERS_DIGITS[randomInt(LETTERS_DIGITS.length)]!);
  return chars.join('');
}

export async function routeRecoverVerify(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  deps: AuthRouteDeps,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/recover' && method === 'POST') {
    await recover(req, res, url, deps);
    return true;
  }
  if (path === '/resend' && method === 'POST') {
    await resend(req, res, url, deps);
    return true;
  }
  if ((path === '/otp' || path === '/magiclink') && method === 'POST') {
    await otp(req, res, url, deps);
    return true;
  }
  if (path === '/verify' && (method === 'GET' || method === 'POST')) {
    if (method === 'GET') await verifyGet(req, res, url, deps);
    else await verifyPost(req, res, deps);
    return true;
  }
  return false;
}

/** POST /recover: 200 {} whether or not the address exists; a recovery link to the inbox when it does. */
async function recover(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const raw = stringField(body, 'email');
  if (raw === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(raw);
  const user = await findUserByEmail(deps.db, email);
  if (user) await deps.service.email.sendRecovery(user, referrer(req, url, deps));
  sendJson(res, 200, {});
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/** POST /resend: signup confirmation or e-mail change mails again, under the same interval. */
async function resend(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const type = stringField(body, 'type');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (!RESEND_TYPES.includes(type)) throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  if (rawEmail === '' && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (phone === '' && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided.');
  if (rawEmail === '' && phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (rawEmail === '') throw validationFailed('Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    sendJson(res, 200, {});
    return;
  }
  const redirectTo = referrer(req, url, deps);
  if (type === 'signup' && !user.email_confirmed_at) await deps.service.email.sendConfirmation(user, redirectTo);
  if (type === 'email_change' && user.email_change) await deps.service.email.sendEmailChange(user, user.email_change, redirectTo);
  sendJson(res, 200, {});
}

/** POST /otp (and the older /magiclink) with an e-mail: a magic link, or a sign-up for a new address. */
async function otp(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const channel = stringField(body, 'channel');
  const data = objectField(body, 'data');
  const createUser = body.create_user === undefined || body.create_user === null ? true : body.create_user;
  if (typeof createUser !== 'boolean')
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: "create_user" must be a boolean');
  if (rawEmail !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided');
  if (rawEmail !== '' && channel !== '') throw validationFailed('Channel should only be specified with Phone OTP');
  if (rawEmail === '' && phone === '') throw validationFailed('One of email or phone must be set');
  // shouldCreateUser validates the number first when create_user is false (GoTrue internal/api/otp.go).
  if (rawEmail === '' && !createUser) validatePhone(phone);
  if (rawEmail === '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = validateEmail(rawEmail);
  let user = await findUserByEmail(deps.db, email);
  if (!createUser && !user) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  const redirectTo = referrer(req, url, deps);
  if (!user || !user.email_confirmed_at) {
    // GoTrue signs a new (or unconfirmed) address up with a throw-away password: with
    // confirmations on, the confirmation mail is the magic link; with autoconfirm, a magic link follows.
    const password = generatePassword(deps.settings.requiredCharacters);
    await deps.service.signup({ email, password, data, redirectTo });
    if (deps.settings.enableConfirmations) {
      sendJson(res, 200, {});
      return;
    }
    user = await findUserByEmail(deps.db, email);
    if (!user) throw new AuthError(500, 'unexpected_failure', 'The user created for the magic link was not found');
  }
  await deps.service.email.sendMagicLink(user, redirectTo);
  sendJson(res, 200, {});
}

const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');
const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');

const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function isExpired(sentAt: Date | null, otpExpirySeconds: number): boolean {
  return !sentAt || Date.now() > sentAt.getTime() + otpExpirySeconds * 1000;
}

function assertNotBanned(user: UserRow): void {
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw forbidden('user_banned', 'User is banned');
}

/** GoTrue's verifyTokenHash: the user whose stored hash matches, if not expired. `type` may be narrowed (email → signup|magiclink). */
async function verifyTokenHash(deps: AuthRouteDeps, type: string, hash: string): Promise<{ user: UserRow; type: string }> {
  const db = deps.db;
  const expiry = deps.settings.otpExpirySeconds;
  let user: UserRow | undefined;
  switch (type) {
    case 'email':
      user = await findUserByConfirmationOrRecoveryToken(db, hash);
      break;
    case 'signup':
    case 'invite':
      user = await findUserByConfirmationToken(db, hash);
      break;
    case 'recovery':
    case 'magiclink':
      user = await findUserByRecoveryToken(db, hash);
      break;
    case 'email_change':
      user = await findUserByEmailChangeToken(db, hash);
      break;
    default:
      throw validationFailed('Invalid email verification type');
  }
  if (!user) throw linkExpired();
  assertNotBanned(user);
  let sentAt: Date | null;
  let narrowed = type;
  if (type === 'email') {
    const recovery = user.recovery_token === hash;
    sentAt = recovery ? user.recovery_sent_at : user.confirmation_sent_at;
    narrowed = recovery ? 'magiclink' : 'signup';
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at;
  else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at;
  else sentAt = user.email_change_sent_at;
  if (isExpired(sentAt, expiry)) throw linkExpired();
  return { user, type: narrowed };
}

function otpValid(hash: string, expected: string | null, sentAt: Date | null, expiry: number): boolean {
  return !!expected && !isExpired(sentAt, expiry) && (hash === expected || `pkce_${hash}` === expected);
}

/** GoTrue's verifyUserAndToken: POST /verify with email + the code from the mail. */
async function verifyUserAndToken(
  deps: AuthRouteDeps,
  type: string,
  email: string,
  hash: string,
): Promise<{ user: UserRow; type: string }> {
  const expiry = deps.settings.otpExpirySeconds;
  const user =
    type === 'email_change'
      ? await findUserForEmailChange(deps.db, email, hash, deps.settings.secureEmailChange)
      : await findUserByEmail(deps.db, email);
  if (!user) throw otpExpired();
  assertNotBanned(user);
  let narrowed = type;
  let valid = false;
  switch (type) {
    case 'email':
      if (otpValid(hash, user.confirmation_token, user.confirmation_sent_at, expiry)) {
        valid = true;
        narrowed = 'signup';
      } else if (otpValid(hash, user.recovery_token, user.recovery_sent_at, expiry)) {
        valid = true;
        narrowed = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      valid = otpValid(hash, user.confirmation_token, user.confirmation_sent_at, expiry);
      break;
    case 'recovery':
    case 'magiclink':
      valid = otpValid(hash, user.recovery_token, user.recovery_sent_at, expiry);
      break;
    case 'email_change':
      valid =
        otpValid(hash, user.email_change_token_current, user.email_change_sent_at, expiry) ||
        otpValid(hash, user.email_change_token_new, user.email_change_sent_at, expiry);
      break;
    default:
      valid = false;
  }
  if (!valid) throw otpExpired();
  return { user, type: narrowed };
}

/** GoTrue's User.Confirm plus the email identity's email_verified (signupVerify). */
async function confirmEmail(deps: AuthRouteDeps, user: UserRow, at: Date): Promise<void> {
  await updateUserColumns(deps.db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? at,
    confirmation_token: '',
    raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, { email_verified: true }),
  });
  await updateEmailIdentity(deps.db, user.id, { email_verified: true }, at);
}

/**
 * Applies a verified token (signupVerify, recoverVerify, emailChangeVerify). Returns false when
 * it was the first of two e-mail change confirmations: no session yet.
 */
async function applyVerification(deps: AuthRouteDeps, user: UserRow, type: string, hash: string): Promise<boolean> {
  const now = new Date();
  if (type === 'signup' || type === 'invite') {
    await confirmEmail(deps, user, now);
    return true;
  }
  if (type === 'recovery' || type === 'magiclink') {
    await updateUserColumns(deps.db, user.id, { recovery_token: '' });
    if (!user.email_confirmed_at) await confirmEmail(deps, user, now);
    return true;
  }
  // email_change
  const secure = deps.settings.enableConfirmations && deps.settings.secureEmailChange;
  if (secure && (user.email_change_confirm_status ?? 0) === 0 && user.email !== '') {
    const usedCurrent = hash === user.email_change_token_current || `pkce_${hash}` === user.email_change_token_current;
    await updateUserColumns(deps.db, user.id, {
      email_change_confirm_status: 1,
      ...(usedCurrent ? { email_change_token_current: '' } : { email_change_token_new: '' }),
    });
    return false;
  }
  const newEmail = user.email_change ?? '';
  if (newEmail === '') throw linkExpired();
  await updateUserColumns(deps.db, user.id, {
    email: newEmail,
    email_change: '',
    email_change_token_current: '',
    email_change_token_new: '',
    email_change_confirm_status: 0,
  });
  await updateEmailIdentity(deps.db, user.id, { email: newEmail, email_verified: true }, now);
  if (!user.email_confirmed_at) await confirmEmail(deps, { ...user, email: newEmail }, now);
  return true;
}

async function reload(deps: AuthRouteDeps, user: UserRow): Promise<UserRow> {
  return (await findUserById(deps.db, user.id)) ?? user;
}

/** GoTrue's oauthErrorMap (internal/api/errors.go). */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GET /verify?token=&type=&redirect_to=: 303 to redirect_to with the session (or GoTrue's error) in the fragment. */
async function verifyGet(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = referrer(req, url, deps);
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  if (!deps.limiters.verify.take(clientIp(req))) throw rateLimited();
  try {
    const found = await verifyTokenHash(deps, type, token);
    const complete = await applyVerification(deps, found.user, found.type, token);
    if (!complete) {
      // prepRedirectURL: the message in the fragment, the query kept.
      send(res, 303, undefined, { Location: withFragment(redirectTo, encodeSorted({ message: SINGLE_CONFIRMATION_ACCEPTED })) });
      return;
    }
    const session = await deps.service.issueSession(await reload(deps, found.user), 'otp');
    const fragment = encodeSorted({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: found.type,
    });
    send(res, 303, undefined, { Location: withFragment(redirectTo, fragment) });
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    // prepErrorRedirectURL: oauthErrorMap of the status, GoTrue's code and message.
    const error = OAUTH_ERRORS[err.status];
    const values: Record<string, string> = { error_code: err.code, error_description: err.message, sb: '' };
    if (error) values.error = error;
    send(res, 303, undefined, { Location: withFragment(redirectTo, encodeSorted(values)) });
  }
}

/** POST /verify {type, token_hash} or {type, email, token}: the session as JSON (verifyPost). */
async function verifyPost(req: IncomingMessage, res: ServerResponse, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const hashParam = stringField(body, 'token_hash');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const redirectParam = stringField(body, 'redirect_to');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '' && hashParam === '') || (token !== '' && hashParam !== ''))
    throw validationFailed('Verify requires either a token or a token hash');
  let email = '';
  let hash = hashParam;
  if (token !== '') {
    if (phone !== '' && rawEmail === '') {
      // GoTrue internal/api/verify.go: the number is validated, then no user has it (phone sign-ins are off here).
      validatePhone(phone);
      throw otpExpired();
    }
    if (!(rawEmail !== '' && phone === '')) throw validationFailed('Only an email address or phone number should be provided on verify');
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    hash = tokenHash(email, token);
  } else if (rawEmail !== '' || phone !== '' || redirectParam !== '') {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (!deps.limiters.verify.take(clientIp(req))) throw rateLimited();
  const found = token === '' ? await verifyTokenHash(deps, type, hash) : await verifyUserAndToken(deps, type, email, hash);
  const complete = await applyVerification(deps, found.user, found.type, hash);
  if (!complete) {
    sendJson(res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return;
  }
  sendJson(res, 200, await deps.service.issueSession(await reload(deps, found.user), 'otp'));
}
