import type { IncomingMessage, ServerResponse } from 'node:http';
import { passwords } from './password-hash.ts';
import { sendJson } from '../server/http-io.ts';
import { BCRYPT_COST } from './auth-service.ts';
import {
  deleteOtherSessions,
  deleteSessions,
  findSession,
  findUserByEmail,
  findUserById,
  mergeMetadata,
  updateUserColumns,
} from './auth-store.ts';
import { tokenHash } from './email-actions.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { referrer } from './recover-verify.ts';
import { authenticate, jsonBody, objectField, stringField, type AuthRouteDeps } from './request.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

// GoTrue's PUT /user (internal/api/user.go UserUpdate) and GET /reauthenticate
// (reauthenticate.go Reauthenticate, verifyReauthentication).

export const USER_PATHS = ['/user', '/reauthenticate'];

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const INVALID_NONCE = 'Nonce has expired or is invalid';

export async function routeUser(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: AuthRouteDeps): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/user' && method === 'PUT') {
    await updateUser(req, res, url, deps);
    return true;
  }
  if (path === '/reauthenticate' && method === 'GET') {
    await reauthenticate(req, res, deps);
    return true;
  }
  return false;
}

/** `password` as GoTrue reads it (*string): absent or null = no change; anything else must be a string. */
function passwordField(body: Record<string, unknown>): string | undefined {
  const v = body.password;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: "password" must be a string');
  return v;
}

/** PUT /user {email?, password?, nonce?, data?}: the updated user. */
async function updateUser(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const { user: authUser, sessionId } = await authenticate(req, deps);
  const body = await jsonBody(req);
  const rawEmail = stringField(body, 'email');
  const password = passwordField(body);
  const nonce = stringField(body, 'nonce');
  const phone = stringField(body, 'phone');
  const data = body.data === undefined || body.data === null ? undefined : objectField(body, 'data');
  const appData = body.app_metadata === undefined || body.app_metadata === null ? undefined : objectField(body, 'app_metadata');
  const settings = deps.settings;

  // validateUserUpdateParams
  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (password !== undefined) checkPasswordStrength(password, settings);
  if (appData !== undefined) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');

  let user = authUser;
  const changingEmail = email !== '' && email !== user.email;
  if (changingEmail) {
    const other = await findUserByEmail(deps.db, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }

  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (settings.securePasswordChange) {
      // Reauthentication is needed unless the current session was created in the last 24 hours.
      const session = sessionId ? await findSession(deps.db, sessionId) : undefined;
      const created = session?.created_at ? new Date(session.created_at).getTime() : 0;
      if (!session || Date.now() > created + 24 * 3600 * 1000) {
        if (nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
        const valid =
          !!user.reauthentication_token &&
          !!user.reauthentication_sent_at &&
          Date.now() <= user.reauthentication_sent_at.getTime() + settings.otpExpirySeconds * 1000 &&
          tokenHash(user.email, nonce) === user.reauthentication_token;
        if (!valid) throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
        await updateUserColumns(deps.db, user.id, { reauthentication_token: '' });
      }
    }
    if (password !== '' && user.encrypted_password && (await passwords.compare(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = password === '' ? '' : await passwords.hash(password, BCRYPT_COST);
  }

  if (passwordHash !== undefined) {
    // User.UpdatePassword: every pending token is void, and every other session ends.
    await deps.db.transaction(async (tx) => {
      await updateUserColumns(tx, user.id, {
        encrypted_password: passwordHash,
        confirmation_token: '',
        confirmation_sent_at: null,
        recovery_token: '',
        recovery_sent_at: null,
        email_change_token_current: '',
        email_change_token_new: '',
        email_change_sent_at: null,
        reauthentication_token: '',
        reauthentication_sent_at: null,
      });
      if (sessionId) await deleteOtherSessions(tx, user.id, sessionId);
      else await deleteSessions(tx, user.id, 'global', undefined);
    });
  }
  if (data !== undefined) {
    await updateUserColumns(deps.db, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, data) });
  }
  if (changingEmail) {
    user = (await findUserById(deps.db, user.id)) ?? user;
    await deps.service.email.sendEmailChange(user, email, referrer(req, url, deps));
  }
  user = (await findUserById(deps.db, user.id)) ?? user;
  sendJson(res, 200, await deps.service.userJson(user));
}

/** GET /reauthenticate: mails a code to use as `nonce` in PUT /user. */
async function reauthenticate(req: IncomingMessage, res: ServerResponse, deps: AuthRouteDeps): Promise<void> {
  const { user } = await authenticate(req, deps);
  if (!user.email) throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  await deps.service.email.sendReauthentication(user);
  sendJson(res, 200, {});
}
