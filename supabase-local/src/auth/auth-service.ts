import { randomBytes, randomUUID } from 'node:crypto';
import { passwords } from './password-hash.ts';
import type { AuthSettings } from '../config/load-config.ts';
import type { Db } from '../db/index.ts';
import type { AuthMailKind } from '../mail/auth-mails.ts';
import type { MailTemplate } from '../mail/confirmation-mail.ts';
import type { InboxStore } from '../mail/inbox-store.ts';
import type { SigningKey } from '../server/signing-keys.ts';
import {
  createSession,
  createUser,
  deleteSessions,
  findActiveRefreshToken,
  findRefreshToken,
  findSession,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  listIdentities,
  revokeRefreshToken,
  revokeSessionFamily,
  touchSession,
  touchSignIn,
  type UserRow,
} from './auth-store.ts';
import { EmailActions } from './email-actions.ts';
import { badRequest, unprocessable, validationFailed } from './errors.ts';
import { mintAccessToken, type AmrMethod, type TokenResponse } from './tokens.ts';
import { obfuscatedUser, toUserJson, type UserJson } from './user-json.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

export const BCRYPT_COST = 10;
// A real hash to compare against when the e-mail is unknown, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = (): Promise<string> => (dummyHash ??= passwords.hash(randomBytes(12).toString('hex'), BCRYPT_COST));

export interface AuthServiceDeps {
  db: Db;
  settings: AuthSettings;
  jwtSecret: string;
  /** Asymmetric signing keys; the first one signs access tokens. */
  signingKeys?: readonly SigningKey[];
  inbox: InboxStore;
  /** e.g. http://127.0.0.1:54321 — known only once the server listens. */
  apiUrl: () => string;
  mailTemplates: Record<AuthMailKind, MailTemplate>;
  mailFrom: { Address: string; Name: string };
}

export interface SignupInput {
  email: string;
  password: string;
  data: Record<string, unknown>;
  redirectTo: string;
  /** Set when the body named a phone number (and no e-mail): the phone provider is off here. */
  phone?: string;
}

export class AuthService {
  /** The mail senders of the e-mail flows (signup, recovery, magic link, invite, e-mail change). */
  readonly email: EmailActions;

  constructor(private readonly deps: AuthServiceDeps) {
    this.email = new EmailActions({
      db: deps.db,
      settings: deps.settings,
      inbox: deps.inbox,
      apiUrl: deps.apiUrl,
      templates: deps.mailTemplates,
      mailFrom: deps.mailFrom,
    });
  }

  private get settings(): AuthSettings {
    return this.deps.settings;
  }

  issuer(): string {
    return `${this.deps.apiUrl()}/auth/v1`;
  }

  async userJson(user: UserRow): Promise<UserJson> {
    return toUserJson(user, await listIdentities(this.deps.db, user.id));
  }

  /** POST /signup, following GoTrue's Signup handler step by step. */
  async signup(input: SignupInput): Promise<{ kind: 'session'; body: TokenResponse } | { kind: 'user'; body: UserJson }> {
    if (!this.settings.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (input.password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(input.password, this.settings);
    if (input.email === '' && input.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    if (input.email === '') throw validationFailed('Sign up only available with email provider');
    const email = validateEmail(input.email);
    const db = this.deps.db;

    const existing = await findUserByEmail(db, email);
    if (existing && existing.email_confirmed_at) {
      if (!this.settings.enableConfirmations) throw unprocessable('user_already_exists', 'User already registered');
      return { kind: 'user', body: obfuscatedUser(email, input.data, randomUUID()) };
    }

    let user = existing;
    if (!user) {
      // Hash outside any transaction: bcrypt is slow and PGlite serialises transactions.
      const passwordHash = await passwords.hash(input.password, BCRYPT_COST);
      const confirmedAt = this.settings.enableConfirmations ? null : new Date();
      try {
        user = await db.transaction((tx) => createUser(tx, { email, passwordHash, userMetadata: input.data, confirmedAt }));
      } catch (err) {
        // A concurrent sign-up with the same address won the race.
        if ((err as { code?: string }).code === '23505') return this.signup(input);
        throw err;
      }
    }

    if (!this.settings.enableConfirmations) {
      const body = await this.issueSession(user, 'password');
      return { kind: 'session', body };
    }

    await this.email.sendConfirmation(user, input.redirectTo);
    const fresh = (await findUserById(db, user.id)) ?? user;
    return { kind: 'user', body: await this.userJson(fresh) };
  }

  /** grant_type=password (GoTrue's ResourceOwnerPasswordGrant). */
  async passwordGrant(email: string, password: string): Promise<TokenResponse> {
    if (email === '') throw validationFailed('missing email or phone');
    const user = await findUserByEmail(this.deps.db, email.trim());
    const ok = await passwords.compare(password, user?.encrypted_password || (await getDummyHash()));
    if (!user || !user.encrypted_password || !ok) throw badRequest('invalid_credentials', 'Invalid login credentials');
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return this.issueSession(user, 'password');
  }

  /** A new session with its first refresh token, as GoTrue's issueRefreshToken. */
  async issueSession(user: UserRow, amr: AmrMethod): Promise<TokenResponse> {
    const now = new Date();
    const { sessionId, refreshToken } = await this.deps.db.transaction(async (tx) => {
      await touchSignIn(tx, user.id, now);
      const sessionId = await createSession(tx, user.id, now);
      const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null, now);
      return { sessionId, refreshToken };
    });
    const fresh = (await findUserById(this.deps.db, user.id)) ?? user;
    return this.tokenResponse(fresh, sessionId, refreshToken, amr);
  }

  private async tokenResponse(user: UserRow, sessionId: string, refreshToken: string, amr: AmrMethod): Promise<TokenResponse> {
    const { token, expiresAt } = mintAccessToken({
      user,
      sessionId,
      issuer: this.issuer(),
      secret: this.deps.jwtSecret,
      signingKey: this.deps.signingKeys?.[0],
      expiresIn: this.settings.jwtExpiry,
      amrMethod: amr,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.settings.jwtExpiry,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await this.userJson(user),
    };
  }

  /**
   * grant_type=refresh_token with rotation. A revoked token that is the parent of the
   * session's active token, used within the reuse interval, gets the active token back
   * (two tabs refreshing at once). Any revoked token used after the interval is reuse:
   * the whole session is revoked.
   */
  async refreshGrant(refreshToken: string): Promise<TokenResponse> {
    if (refreshToken === '') throw validationFailed('refresh_token required');
    const db = this.deps.db;
    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const token = await findRefreshToken(tx, refreshToken);
      if (!token) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') } as const;
      const user = await findUserById(tx, token.user_id);
      if (!user) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') } as const;
      if (user.banned_until && user.banned_until.getTime() > now.getTime()) {
        return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') } as const;
      }
      const session = token.session_id ? await findSession(tx, token.session_id) : undefined;
      if (!session) return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') } as const;
      if (session.not_after && session.not_after.getTime() <= now.getTime()) {
        return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') } as const;
      }
      if (token.revoked) {
        const withinInterval = now.getTime() <= token.updated_at.getTime() + this.settings.refreshTokenReuseInterval * 1000;
        const active = await findActiveRefreshToken(tx, session.id);
        if (withinInterval && active && active.parent === token.token) {
          await touchSession(tx, session.id, now);
          return { user, sessionId: session.id, refresh: active.token } as const;
        }
        if (!withinInterval && this.settings.refreshTokenRotation) {
          await revokeSessionFamily(tx, session.id, now);
          // Committed on purpose: the revocation must stick although the request fails.
          return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') } as const;
        }
      }
      await revokeRefreshToken(tx, token.token, now);
      const next = await insertRefreshToken(tx, user.id, session.id, token.token, now);
      await touchSession(tx, session.id, now);
      return { user, sessionId: session.id, refresh: next } as const;
    });
    if ('error' in outcome) throw outcome.error;
    return this.tokenResponse(outcome.user, outcome.sessionId, outcome.refresh, 'password');
  }

  async logout(userId: string, sessionId: string | undefined, scope: 'global' | 'local' | 'others'): Promise<void> {
    await this.deps.db.transaction((tx) => deleteSessions(tx, userId, scope, sessionId));
  }

  /** Admin API: create a user directly (used by tests, benchmarks and seeding scripts). */
  async adminCreateUser(input: {
    email: string;
    password: string;
    emailConfirm: boolean;
    userMetadata: Record<string, unknown>;
  }): Promise<UserJson> {
    const email = validateEmail(input.email);
    if (input.password !== '') checkPasswordStrength(input.password, this.settings);
    if (await findUserByEmail(this.deps.db, email)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    const passwordHash = input.password === '' ? '' : await passwords.hash(input.password, BCRYPT_COST);
    const user = await this.deps.db.transaction((tx) =>
      createUser(tx, {
        email,
        passwordHash,
        userMetadata: input.userMetadata,
        confirmedAt: input.emailConfirm ? new Date() : null,
        metadata: 'as-given',
      }),
    );
    return this.userJson(user);
  }
}
