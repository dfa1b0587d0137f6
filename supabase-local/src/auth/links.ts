import type { IncomingMessage, ServerResponse } from 'node:http';
import { passwords } from './password-hash.ts';
import { sendJson } from '../server/http-io.ts';
import { BCRYPT_COST } from './auth-service.ts';
import { createUser, findUserByEmail, findUserById, mergeMetadata, updateUserColumns, type UserRow } from './auth-store.ts';
import { tokenHash } from './email-actions.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { generatePassword, referrer } from './recover-verify.ts';
import { isRedirectAllowed } from './redirect.ts';
import { jsonBody, objectField, requireServiceRole, stringField, type AuthRouteDeps } from './request.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

// GoTrue's POST /admin/generate_link (internal/api/mail.go adminGenerateLink) and POST /invite
// (internal/api/invite.go Invite). Both need the service_role key.

export const LINK_PATHS = ['/admin/generate_link', '/invite'];

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export async function routeLinks(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: AuthRouteDeps): Promise<boolean> {
  if (req.method !== 'POST') return false;
  if (path === '/admin/generate_link') {
    requireServiceRole(req, deps);
    await generateLink(req, res, url, deps);
    return true;
  }
  if (path === '/invite') {
    requireServiceRole(req, deps);
    await invite(req, res, url, deps);
    return true;
  }
  return false;
}

/** A user created by invite or generate_link: as a sign-up (an email identity), unconfirmed. */
async function newUser(deps: AuthRouteDeps, email: string, password: string, data: Record<string, unknown>): Promise<UserRow> {
  const passwordHash = password === '' ? '' : await passwords.hash(password, BCRYPT_COST);
  try {
    return await deps.db.transaction((tx) => createUser(tx, { email, passwordHash, userMetadata: data, confirmedAt: null }));
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw unprocessable('email_exists', DUPLICATE_EMAIL);
    throw err;
  }
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

/** POST /admin/generate_link {type, email, new_email?, password?, data?, redirect_to?}: the link and code, no mail. */
async function generateLink(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  let type = stringField(body, 'type');
  const email = validateEmail(stringField(body, 'email'));
  let password = stringField(body, 'password');
  const rawNewEmail = stringField(body, 'new_email');
  const data = objectField(body, 'data');
  const bodyRedirect = stringField(body, 'redirect_to');
  const { settings } = deps;
  let redirectTo = referrer(req, url, deps);
  if (bodyRedirect !== '' && isRedirectAllowed(bodyRedirect, settings.siteUrl, settings.additionalRedirectUrls)) redirectTo = bodyRedirect;

  let user = await findUserByEmail(deps.db, email);
  if (!user) {
    if (type === 'magiclink') {
      type = 'signup';
      password = generatePassword(settings.requiredCharacters);
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw new AuthError(404, 'user_not_found', 'User with this email not found');
    }
  }
  if (!LINK_TYPES.includes(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  if (type === 'signup' && !user) {
    // validateSignupParams
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, settings);
  }

  const otp = deps.service.email.otp();
  const hashed = tokenHash(email, otp);
  const now = new Date();
  let linkToken = hashed;
  let linkType = type;
  switch (type) {
    case 'magiclink':
    case 'recovery':
      await updateUserColumns(deps.db, user!.id, { recovery_token: hashed, recovery_sent_at: now });
      break;
    case 'invite':
      if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      user ??= await newUser(deps, email, '', data);
      await updateUserColumns(deps.db, user.id, { confirmation_token: hashed, confirmation_sent_at: now, invited_at: now });
      break;
    case 'signup':
      if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      if (user) await updateUserColumns(deps.db, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, data) });
      else user = await newUser(deps, email, password, data);
      await updateUserColumns(deps.db, user.id, { confirmation_token: hashed, confirmation_sent_at: now });
      break;
    default: {
      // email_change_current, email_change_new
      if (!settings.secureEmailChange && type === 'email_change_current') {
        throw validationFailed('Enable secure email change to generate link for current email');
      }
      const newEmail = validateEmail(rawNewEmail);
      const other = await findUserByEmail(deps.db, newEmail);
      if (other && other.id !== user!.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      linkType = 'email_change';
      if (type === 'email_change_current') {
        await updateUserColumns(deps.db, user!.id, {
          email_change: newEmail,
          email_change_sent_at: now,
          email_change_confirm_status: 0,
          email_change_token_current: hashed,
        });
      } else {
        linkToken = tokenHash(newEmail, otp);
        await updateUserColumns(deps.db, user!.id, {
          email_change: newEmail,
          email_change_sent_at: now,
          email_change_confirm_status: 0,
          email_change_token_new: linkToken,
        });
      }
    }
  }
  const fresh = (await findUserById(deps.db, user!.id)) ?? user!;
  sendJson(res, 200, {
    ...(await deps.service.userJson(fresh)),
    action_link: deps.service.email.verifyUrl(linkToken, linkType, redirectTo),
    // As GoTrue: the hash of the account's address and the code (for email_change_new the link carries the new address's hash).
    email_otp: otp,
    hashed_token: hashed,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

/** POST /invite {email, data?}: creates the user if needed and mails the invite link. */
async function invite(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const email = validateEmail(stringField(body, 'email'));
  const data = objectField(body, 'data');
  let user = await findUserByEmail(deps.db, email);
  if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  user ??= await newUser(deps, email, '', data);
  await deps.service.email.sendInvite(user, referrer(req, url, deps));
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  sendJson(res, 200, await deps.service.userJson(fresh));
}
