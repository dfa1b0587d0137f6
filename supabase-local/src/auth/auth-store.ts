import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/index.ts';

/** One row of auth.users as the stack reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean | null;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  invited_at: Date | null;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider_id: string;
  provider: string;
  identity_data: Record<string, unknown> | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefreshTokenRow {
  id: string | number;
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  updated_at: Date;
  not_after: Date | null;
  aal: string | null;
}

type Q = Pick<Tx, 'query'>;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  confirmation_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous,
  banned_until, created_at, updated_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
  email_change_token_current, email_change_sent_at, email_change_confirm_status, reauthentication_token,
  reauthentication_sent_at, invited_at`;

/** Drivers hand back Date for timestamptz; strings are normalised just in case. */
export function asDate(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  const d = new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d;
}

function normaliseUser(row: Record<string, unknown>): UserRow {
  const json = (v: unknown): Record<string, unknown> | null =>
    typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown> | null);
  return {
    ...(row as unknown as UserRow),
    email_confirmed_at: asDate(row.email_confirmed_at),
    confirmation_sent_at: asDate(row.confirmation_sent_at),
    last_sign_in_at: asDate(row.last_sign_in_at),
    banned_until: asDate(row.banned_until),
    recovery_sent_at: asDate(row.recovery_sent_at),
    email_change_sent_at: asDate(row.email_change_sent_at),
    reauthentication_sent_at: asDate(row.reauthentication_sent_at),
    invited_at: asDate(row.invited_at),
    email_change_confirm_status:
      row.email_change_confirm_status === null || row.email_change_confirm_status === undefined
        ? 0
        : Number(row.email_change_confirm_status),
    created_at: asDate(row.created_at) ?? new Date(0),
    updated_at: asDate(row.updated_at) ?? new Date(0),
    raw_app_meta_data: json(row.raw_app_meta_data),
    raw_user_meta_data: json(row.raw_user_meta_data),
  };
}

export async function findUserByEmail(q: Q, email: string): Promise<UserRow | undefined> {
  const r = await q.query(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) limit 1`, [email]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

export async function findUserById(q: Q, id: string): Promise<UserRow | undefined> {
  const r = await q.query(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

export async function findUserByConfirmationToken(q: Q, token: string): Promise<UserRow | undefined> {
  const r = await q.query(`select ${USER_COLUMNS} from auth.users where confirmation_token = $1 limit 1`, [token]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

export async function listIdentities(q: Q, userId: string): Promise<IdentityRow[]> {
  const r = await q.query<IdentityRow>(
    `select id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return r.rows;
}

export async function createUser(
  q: Q,
  input: {
    email: string;
    passwordHash: string;
    userMetadata: Record<string, unknown>;
    confirmedAt: Date | null;
    /**
     * 'as-given' (admin createUser, as GoTrue's NewUser) stores user_metadata untouched, plus
     * email_verified when confirmed (GoTrue's Confirm); 'with-claims' (sign-up) adds the identity claims.
     */
    metadata?: 'with-claims' | 'as-given';
  },
): Promise<UserRow> {
  const id = randomUUID();
  const now = new Date();
  const meta =
    input.metadata === 'as-given'
      ? { ...input.userMetadata, ...(input.confirmedAt !== null ? { email_verified: true } : {}) }
      : { ...input.userMetadata, sub: id, email: input.email, email_verified: input.confirmedAt !== null, phone_verified: false };
  const r = await q.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
        raw_user_meta_data, is_anonymous, created_at, updated_at)
     values ($1::uuid, 'authenticated', 'authenticated', $2, $3, $4, $5::jsonb, $6::jsonb, false, $7, $7)
     returning ${USER_COLUMNS}`,
    [
      id,
      input.email,
      input.passwordHash,
      input.confirmedAt,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(meta),
      now,
    ],
  );
  await q.query(
    `insert into auth.identities (id, user_id, provider_id, provider, identity_data, created_at, updated_at)
     values ($1::uuid, $2::uuid, $2::text, 'email', $3::jsonb, $4, $4)`,
    [
      randomUUID(),
      id,
      JSON.stringify({ sub: id, email: input.email, email_verified: input.confirmedAt !== null, phone_verified: false }),
      now,
    ],
  );
  return normaliseUser(r.rows[0]!);
}

/**
 * GoTrue's SignupAnonymously user (SignupParams.ToUserModel with provider "anonymous"): no e-mail,
 * no password, no identity, is_anonymous set, the given user_metadata as is.
 */
export async function createAnonymousUser(q: Q, userMetadata: Record<string, unknown>): Promise<UserRow> {
  const now = new Date();
  const r = await q.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, is_anonymous,
        created_at, updated_at)
     values ($1::uuid, 'authenticated', 'authenticated', null, '', $2::jsonb, $3::jsonb, true, $4, $4)
     returning ${USER_COLUMNS}`,
    [randomUUID(), JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }), JSON.stringify(userMetadata), now],
  );
  return normaliseUser(r.rows[0]!);
}

export async function setConfirmationToken(q: Q, userId: string, tokenHash: string, sentAt: Date): Promise<void> {
  await q.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = $3, updated_at = $3 where id = $1::uuid`, [
    userId,
    tokenHash,
    sentAt,
  ]);
}

/** Marks the e-mail confirmed and records email_verified in the user and identity data, as GoTrue does. */
export async function confirmUser(q: Q, userId: string, at: Date): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = '',
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
        updated_at = $2
      where id = $1::uuid`,
    [userId, at],
  );
  await q.query(
    `update auth.identities set identity_data = coalesce(identity_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
        updated_at = $2 where user_id = $1::uuid and provider = 'email'`,
    [userId, at],
  );
}

export async function touchSignIn(q: Q, userId: string, at: Date): Promise<void> {
  await q.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1::uuid`, [userId, at]);
  await q.query(`update auth.identities set last_sign_in_at = $2 where user_id = $1::uuid`, [userId, at]);
}

export async function createSession(q: Q, userId: string, at: Date): Promise<string> {
  const id = randomUUID();
  await q.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1::uuid, $2::uuid, $3, $3, 'aal1')`, [
    id,
    userId,
    at,
  ]);
  return id;
}

export function newRefreshTokenString(): string {
  return randomBytes(24).toString('base64url');
}

export async function insertRefreshToken(q: Q, userId: string, sessionId: string, parent: string | null, at: Date): Promise<string> {
  const token = newRefreshTokenString();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2::uuid, $3::uuid, $4, false, $5, $5)`,
    [token, userId, sessionId, parent, at],
  );
  return token;
}

export async function findRefreshToken(q: Q, token: string): Promise<RefreshTokenRow | undefined> {
  const r = await q.query<RefreshTokenRow>(
    `select id, token, user_id, session_id, parent, revoked, created_at, updated_at
       from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = r.rows[0];
  return row ? { ...row, updated_at: asDate(row.updated_at) ?? new Date(0), created_at: asDate(row.created_at) ?? new Date(0) } : undefined;
}

export async function findActiveRefreshToken(q: Q, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const r = await q.query<RefreshTokenRow>(
    `select id, token, user_id, session_id, parent, revoked, created_at, updated_at
       from auth.refresh_tokens where session_id = $1::uuid and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return r.rows[0];
}

export async function revokeRefreshToken(q: Q, token: string, at: Date): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1`, [token, at]);
}

/** Reuse detection: every token of the session is revoked and the session ends now. */
export async function revokeSessionFamily(q: Q, sessionId: string, at: Date): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1::uuid and revoked = false`, [
    sessionId,
    at,
  ]);
  await q.query(`update auth.sessions set not_after = $2, updated_at = $2 where id = $1::uuid`, [sessionId, at]);
}

export async function findSession(q: Q, id: string): Promise<SessionRow | undefined> {
  const r = await q.query<SessionRow>(`select id, user_id, created_at, updated_at, not_after, aal from auth.sessions where id = $1::uuid`, [
    id,
  ]);
  const row = r.rows[0];
  return row ? { ...row, not_after: asDate(row.not_after) } : undefined;
}

export async function touchSession(q: Q, id: string, at: Date): Promise<void> {
  await q.query(`update auth.sessions set updated_at = $2 where id = $1::uuid`, [id, at]);
}

/** Logout scopes as GoTrue: local = this session, others = all but this one, global = all. */
export async function deleteSessions(
  q: Q,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string | undefined,
): Promise<void> {
  if (scope === 'global') {
    await q.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
  } else if (scope === 'local') {
    if (sessionId) await q.query(`delete from auth.sessions where id = $1::uuid`, [sessionId]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [
      userId,
      sessionId ?? '00000000-0000-0000-0000-000000000000',
    ]);
  }
}

export type { Db };

/** The auth.users columns the e-mail flows write (whitelisted: names go into SQL). */
export type WritableUserColumn =
  | 'email'
  | 'encrypted_password'
  | 'email_confirmed_at'
  | 'confirmation_token'
  | 'confirmation_sent_at'
  | 'recovery_token'
  | 'recovery_sent_at'
  | 'email_change'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'email_change_sent_at'
  | 'email_change_confirm_status'
  | 'reauthentication_token'
  | 'reauthentication_sent_at'
  | 'invited_at'
  | 'banned_until'
  | 'role'
  | 'raw_user_meta_data'
  | 'raw_app_meta_data';

const WRITABLE = new Set<WritableUserColumn>([
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change',
  'email_change_token_new',
  'email_change_token_current',
  'email_change_sent_at',
  'email_change_confirm_status',
  'reauthentication_token',
  'reauthentication_sent_at',
  'invited_at',
  'banned_until',
  'role',
  'raw_user_meta_data',
  'raw_app_meta_data',
]);

/** GoTrue's tx.UpdateOnly: sets the given columns (jsonb ones from objects) and updated_at. */
export async function updateUserColumns(q: Q, userId: string, values: Partial<Record<WritableUserColumn, unknown>>): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const [column, value] of Object.entries(values) as [WritableUserColumn, unknown][]) {
    if (!WRITABLE.has(column)) throw new Error(`not a writable auth.users column: ${column}`);
    const json = column === 'raw_user_meta_data' || column === 'raw_app_meta_data';
    params.push(json ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${json ? '::jsonb' : ''}`);
  }
  params.push(new Date());
  sets.push(`updated_at = $${params.length}`);
  await q.query(`update auth.users set ${sets.join(', ')} where id = $1::uuid`, params);
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: merge, a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, updates: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

export async function findUserByRecoveryToken(q: Q, token: string): Promise<UserRow | undefined> {
  const r = await q.query(`select ${USER_COLUMNS} from auth.users where recovery_token = $1 limit 1`, [token]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

export async function findUserByConfirmationOrRecoveryToken(q: Q, token: string): Promise<UserRow | undefined> {
  const r = await q.query(`select ${USER_COLUMNS} from auth.users where confirmation_token = $1 or recovery_token = $1 limit 1`, [token]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

export async function findUserByEmailChangeToken(q: Q, token: string): Promise<UserRow | undefined> {
  const r = await q.query(
    `select ${USER_COLUMNS} from auth.users where email_change_token_current = $1 or email_change_token_new = $1 limit 1`,
    [token],
  );
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

/** GoTrue's FindUserForEmailChange: the current address with its token, or the new address with its token. */
export async function findUserForEmailChange(q: Q, email: string, token: string, secure: boolean): Promise<UserRow | undefined> {
  const sql = secure
    ? `select ${USER_COLUMNS} from auth.users
        where (lower(email) = lower($1) and email_change_token_current = $2) or (lower(email_change) = lower($1) and email_change_token_new = $2)
        limit 1`
    : `select ${USER_COLUMNS} from auth.users where lower(email_change) = lower($1) and email_change_token_new = $2 limit 1`;
  const r = await q.query(sql, [email, token]);
  return r.rows[0] ? normaliseUser(r.rows[0]) : undefined;
}

/** Updates identity_data of the user's email identity (merge). */
export async function updateEmailIdentity(q: Q, userId: string, data: Record<string, unknown>, at: Date): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = coalesce(identity_data, '{}'::jsonb) || $2::jsonb, updated_at = $3
      where user_id = $1::uuid and provider = 'email'`,
    [userId, JSON.stringify(data), at],
  );
}

/** GoTrue's LogoutAllExceptMe. */
export async function deleteOtherSessions(q: Q, userId: string, keepSessionId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [userId, keepSessionId]);
}

/** GoTrue's FindUsersInAudience with pagination: newest first, optional filter on e-mail. */
export async function listUsersPage(
  q: Q,
  opts: { page: number; perPage: number; filter?: string; ascending?: boolean; offset?: number },
): Promise<{ users: UserRow[]; total: number }> {
  const where = opts.filter ? `where email ilike $1 or raw_user_meta_data->>'full_name' ilike $1` : '';
  const params: unknown[] = opts.filter ? [`%${opts.filter}%`] : [];
  const total = Number((await q.query<{ n: string | number }>(`select count(*) as n from auth.users ${where}`, params)).rows[0]?.n ?? 0);
  params.push(opts.perPage, opts.offset ?? (opts.page - 1) * opts.perPage);
  const r = await q.query(
    `select ${USER_COLUMNS} from auth.users ${where}
      order by created_at ${opts.ascending ? 'asc' : 'desc'}, id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { users: r.rows.map((row) => normaliseUser(row)), total };
}
