import type { IncomingMessage, ServerResponse } from 'node:http';
import { passwords } from './password-hash.ts';
import { sendJson } from '../server/http-io.ts';
import { BCRYPT_COST } from './auth-service.ts';
import {
  deleteSessions,
  findUserByEmail,
  findUserById,
  listUsersPage,
  mergeMetadata,
  updateEmailIdentity,
  updateUserColumns,
  type UserRow,
  type WritableUserColumn,
} from './auth-store.ts';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts';
import { encodeSorted, jsonBody, objectField, requireServiceRole, stringField, UUID_RE, type AuthRouteDeps } from './request.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

// GoTrue's admin user API (internal/api/admin.go): adminUsers (GET /admin/users with page,
// per_page, filter, sort; X-Total-Count and Link as internal/api/pagination.go), adminUserCreate,
// adminUserGet, adminUserUpdate, adminUserDelete. All need the service_role key.

export const ADMIN_USER_PATHS = ['/admin/users'];
export const ADMIN_USER_PATH = /^\/admin\/users\/([^/]+)$/;

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const DEFAULT_PER_PAGE = 50;

export async function routeAdminUsers(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  deps: AuthRouteDeps,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/admin/users' && method === 'GET') {
    requireServiceRole(req, deps);
    await listUsers(res, url, deps);
    return true;
  }
  if (path === '/admin/users' && method === 'POST') {
    requireServiceRole(req, deps);
    await createUser(req, res, deps);
    return true;
  }
  const one = ADMIN_USER_PATH.exec(path);
  if (one && (method === 'GET' || method === 'PUT' || method === 'DELETE')) {
    requireServiceRole(req, deps);
    const user = await loadUser(deps, decodeURIComponent(one[1]!));
    if (method === 'GET') sendJson(res, 200, await deps.service.userJson(user));
    else if (method === 'PUT') await updateUser(req, res, deps, user);
    else await deleteUser(req, res, deps, user);
    return true;
  }
  return false;
}

/** GoTrue's loadUser. */
async function loadUser(deps: AuthRouteDeps, id: string): Promise<UserRow> {
  if (!UUID_RE.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(deps.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** Go's strconv.ParseUint(s, 10, 64) with its error text. */
function parseUint(name: string, raw: string): bigint {
  if (!/^[0-9]+$/.test(raw))
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  const n = BigInt(raw);
  if (n > 18446744073709551615n)
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`);
  // GoTrue divides by per_page and subtracts 1 from page: zero fails there with a 500; here it is a 400.
  if (n === 0n) throw validationFailed(`Bad Pagination Parameters: ${name} must be at least 1`);
  return n;
}

/** GET /admin/users?page=&per_page=&filter=&sort=: newest first, as GoTrue. */
async function listUsers(res: ServerResponse, url: URL, deps: AuthRouteDeps): Promise<void> {
  const q = url.searchParams;
  const page = q.get('page') ? parseUint('page', q.get('page')!) : 1n;
  const perPage = q.get('per_page') ? parseUint('per_page', q.get('per_page')!) : BigInt(DEFAULT_PER_PAGE);
  const sort = (q.get('sort') ?? '').trim();
  let ascending = false;
  if (sort !== '') {
    const m = /^created_at(?:\s+(asc|desc))?$/i.exec(sort);
    if (!m)
      throw validationFailed(`Bad Sort Parameters: only "created_at asc" or "created_at desc" is supported, not ${JSON.stringify(sort)}`);
    ascending = (m[1] ?? 'desc').toLowerCase() === 'asc';
  }
  // `email` (exact address) is this stack's own lookup, used by admin:grant; `filter` is GoTrue's.
  const exact = q.get('email');
  let users: UserRow[];
  let total: number;
  const offset = (page - 1n) * perPage;
  if (exact !== null) {
    const user = await findUserByEmail(deps.db, exact.trim());
    users = user && page === 1n ? [user] : [];
    total = user ? 1 : 0;
  } else if (offset > BigInt(Number.MAX_SAFE_INTEGER)) {
    total = (await listUsersPage(deps.db, { page: 1, perPage: 1, filter: q.get('filter') ?? undefined })).total;
    users = [];
  } else {
    const limit = perPage > 100_000n ? 100_000 : Number(perPage);
    ({ users, total } = await listUsersPage(deps.db, {
      page: 1,
      perPage: limit,
      filter: q.get('filter') ?? undefined,
      ascending,
      offset: Number(offset),
    }));
  }
  const json = [];
  for (const u of users) json.push(await deps.service.userJson(u));
  sendJson(res, 200, { users: json, aud: 'authenticated' }, paginationHeaders(url, page, perPage, BigInt(total)));
}

/** GoTrue's addPaginationHeaders: Link (next, last) on the path GoTrue sees behind the gateway, and X-Total-Count. */
function paginationHeaders(url: URL, page: bigint, perPage: bigint, total: bigint): Record<string, string> {
  const totalPages = total / perPage + (total % perPage > 0n ? 1n : 0n);
  const params = Object.fromEntries(url.searchParams);
  const at = (p: bigint) => `/admin/users?${encodeSorted({ ...params, page: String(p) })}`;
  let link = '';
  if (totalPages > page) link += `<${at(page + 1n)}>; rel="next", `;
  link += `<${at(totalPages)}>; rel="last"`;
  return { Link: link, 'X-Total-Count': String(total) };
}

/** Go's time.ParseDuration, with its error texts. Returns milliseconds. */
export function parseGoDuration(raw: string): number {
  if (raw === '0') return 0;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const quoted = JSON.stringify(raw);
  const m = /^([-+]?)(.*)$/.exec(raw)!;
  let rest = m[2]!;
  if (rest === '') throw validationFailed(`invalid format for ban duration: time: invalid duration ${quoted}`);
  let total = 0;
  while (rest !== '') {
    const num = /^(\d+\.?\d*|\.\d+)/.exec(rest);
    if (!num) throw validationFailed(`invalid format for ban duration: time: invalid duration ${quoted}`);
    rest = rest.slice(num[0].length);
    const unit = /^[^\d.]*/.exec(rest)![0];
    if (unit === '') throw validationFailed(`invalid format for ban duration: time: missing unit in duration ${quoted}`);
    if (!(unit in units))
      throw validationFailed(`invalid format for ban duration: time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`);
    total += Number(num[1]) * units[unit]!;
    rest = rest.slice(unit.length);
  }
  return m[1] === '-' ? -total : total;
}

function banDurationField(body: Record<string, unknown>): number | undefined {
  const raw = stringField(body, 'ban_duration');
  if (raw === '') return undefined;
  return raw === 'none' ? 0 : parseGoDuration(raw);
}

function booleanField(body: Record<string, unknown>, name: string): boolean {
  const v = body[name];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be a boolean`);
  return v;
}

function optionalPassword(body: Record<string, unknown>): string | undefined {
  const v = body.password;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: "password" must be a string');
  return v;
}

/** POST /admin/users (adminUserCreate): user_metadata stored as given. */
async function createUser(req: IncomingMessage, res: ServerResponse, deps: AuthRouteDeps): Promise<void> {
  const body = await jsonBody(req);
  const email = stringField(body, 'email').trim();
  const phone = stringField(body, 'phone');
  if (email === '' && phone === '') throw validationFailed('Cannot create a user without either an email or phone');
  if (email === '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const role = stringField(body, 'role').trim();
  const appMetadata = body.app_metadata === undefined || body.app_metadata === null ? undefined : objectField(body, 'app_metadata');
  const ban = banDurationField(body);
  const created = await deps.service.adminCreateUser({
    email,
    password: optionalPassword(body) ?? '',
    emailConfirm: booleanField(body, 'email_confirm'),
    userMetadata: objectField(body, 'user_metadata'),
  });
  const extra: Partial<Record<WritableUserColumn, unknown>> = {};
  if (role !== '') extra.role = role;
  if (appMetadata) extra.raw_app_meta_data = mergeMetadata(created.app_metadata, appMetadata);
  if (ban !== undefined) extra.banned_until = ban === 0 ? null : new Date(Date.now() + ban);
  if (Object.keys(extra).length === 0) {
    sendJson(res, 200, created);
    return;
  }
  await updateUserColumns(deps.db, created.id, extra);
  const user = await findUserById(deps.db, created.id);
  sendJson(res, 200, user ? await deps.service.userJson(user) : created);
}

/** PUT /admin/users/{id} (adminUserUpdate). */
async function updateUser(req: IncomingMessage, res: ServerResponse, deps: AuthRouteDeps, user: UserRow): Promise<void> {
  const body = await jsonBody(req);
  const rawEmail = stringField(body, 'email');
  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (stringField(body, 'phone') !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const ban = banDurationField(body);
  const password = optionalPassword(body);
  if (password !== undefined) checkPasswordStrength(password, deps.settings);
  const emailConfirm = booleanField(body, 'email_confirm');
  const role = stringField(body, 'role').trim();
  const userMetadata = body.user_metadata === undefined || body.user_metadata === null ? undefined : objectField(body, 'user_metadata');
  const appMetadata = body.app_metadata === undefined || body.app_metadata === null ? undefined : objectField(body, 'app_metadata');
  if (email !== '' && email !== user.email) {
    // GoTrue lets the unique index fail (a 500); a clear 422 says the same.
    const other = await findUserByEmail(deps.db, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }
  const passwordHash = password === undefined ? undefined : password === '' ? '' : await passwords.hash(password, BCRYPT_COST);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const values: Partial<Record<WritableUserColumn, unknown>> = {};
    let userMeta = user.raw_user_meta_data;
    if (role !== '') values.role = role;
    if (emailConfirm) {
      values.email_confirmed_at = now;
      values.confirmation_token = '';
      userMeta = mergeMetadata(userMeta, { email_verified: true });
    }
    if (passwordHash !== undefined) {
      Object.assign(values, {
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
    }
    if (email !== '') values.email = email;
    if (appMetadata) values.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, appMetadata);
    if (userMetadata) userMeta = mergeMetadata(userMeta, userMetadata);
    if (userMeta !== user.raw_user_meta_data) values.raw_user_meta_data = userMeta;
    if (ban !== undefined) values.banned_until = ban === 0 ? null : new Date(now.getTime() + ban);
    if (Object.keys(values).length > 0) await updateUserColumns(tx, user.id, values);
    if (email !== '') await updateEmailIdentity(tx, user.id, { email, email_verified: emailConfirm }, now);
    else if (emailConfirm) await updateEmailIdentity(tx, user.id, { email_verified: true }, now);
    // A new password logs the user out everywhere (User.UpdatePassword with no session).
    if (passwordHash !== undefined) await deleteSessions(tx, user.id, 'global', undefined);
  });
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  sendJson(res, 200, await deps.service.userJson(fresh));
}

/** DELETE /admin/users/{id} (adminUserDelete): a hard delete; soft deletion is not kept here. */
async function deleteUser(req: IncomingMessage, res: ServerResponse, deps: AuthRouteDeps, user: UserRow): Promise<void> {
  const body = await jsonBody(req);
  if (booleanField(body, 'should_soft_delete')) {
    throw validationFailed('supabase-local does not implement soft deletion (should_soft_delete); delete the user outright');
  }
  await deps.db.query('delete from auth.users where id = $1::uuid', [user.id]);
  sendJson(res, 200, {});
}
