import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../main.ts';
import { authFetch, clientFor, createMember, ENGINES, signedInClient, startEngineStack, uniqueEmail } from '../testing/stack-fixture.ts';

// The admin user API (GET/PUT/DELETE /admin/users/{id}, GET /admin/users) driven by
// supabase.auth.admin, on PGlite and PostgreSQL.

describe.each(ENGINES)('the admin user API on $name', (engine) => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startEngineStack(engine, { auth: { maxFrequencySeconds: 0 } });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });
  const admin = () => clientFor(stack, stack.serviceRoleKey);

  // GoTrue internal/api/admin.go adminUserCreate (NewUser keeps user_metadata; Confirm adds email_verified)
  it('createUser keeps user_metadata as given', async () => {
    const email = uniqueEmail('meta');
    const unconfirmed = await admin().auth.admin.createUser({ email, password: 'secret-123', user_metadata: { name: 'Ana', tags: ['a'] } });
    expect(unconfirmed.error).toBeNull();
    expect(unconfirmed.data.user?.user_metadata).toEqual({ name: 'Ana', tags: ['a'] });
    const confirmed = await admin().auth.admin.createUser({
      email: uniqueEmail('meta2'),
      email_confirm: true,
      user_metadata: { name: 'Bo' },
    });
    expect(confirmed.data.user?.user_metadata).toEqual({ name: 'Bo', email_verified: true });
    expect(confirmed.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const none = await authFetch(stack, 'POST', '/admin/users', { key: stack.serviceRoleKey, body: {} });
    expect([none.status, none.body.code, none.body.message]).toEqual([
      400,
      'validation_failed',
      'Cannot create a user without either an email or phone',
    ]);
  });

  // GoTrue internal/api/admin.go adminUserGet, loadUser
  it('getUserById: the user, 404 user_not_found, 404 for a bad id', async () => {
    const member = await createMember(stack, 'get');
    const { data, error } = await admin().auth.admin.getUserById(member.id);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(member.email);
    const missing = await admin().auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect([missing.error?.status, missing.error?.code, missing.error?.message]).toEqual([404, 'user_not_found', 'User not found']);
    const bad = await authFetch(stack, 'GET', '/admin/users/not-a-uuid', { key: stack.serviceRoleKey });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([404, 'validation_failed', 'user_id must be an UUID']);
    const member2 = await signedInClient(stack, member);
    const token = (await member2.auth.getSession()).data.session!.access_token;
    const notAdmin = await authFetch(stack, 'GET', `/admin/users/${member.id}`, { token });
    expect([notAdmin.status, notAdmin.body.code]).toEqual([403, 'not_admin']);
  });

  // GoTrue internal/api/admin.go adminUserUpdate
  it('updateUserById: metadata, password, e-mail, confirmation and bans', async () => {
    const email = uniqueEmail('upd');
    const created = await admin().auth.admin.createUser({ email, password: 'secret-123', user_metadata: { a: 1, b: 2 } });
    const id = created.data.user!.id;
    const newEmail = uniqueEmail('upd-new');
    const { data, error } = await admin().auth.admin.updateUserById(id, {
      email: newEmail,
      password: 'changed-pass-1',
      email_confirm: true,
      user_metadata: { b: null, c: 3 },
      app_metadata: { plan: 'kit' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ a: 1, c: 3, email_verified: true });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'kit' });
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail, email_verified: true });
    expect((await clientFor(stack).auth.signInWithPassword({ email: newEmail, password: 'changed-pass-1' })).error).toBeNull();

    const banned = await admin().auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    const login = await clientFor(stack).auth.signInWithPassword({ email: newEmail, password: 'changed-pass-1' });
    expect([login.error?.code, login.error?.message]).toEqual(['user_banned', 'User is banned']);
    const unbanned = await admin().auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(unbanned.data.user?.banned_until).toBeUndefined();

    const badBan = await admin().auth.admin.updateUserById(id, { ban_duration: '3 days' });
    expect([badBan.error?.status, badBan.error?.code, badBan.error?.message]).toEqual([
      400,
      'validation_failed',
      'invalid format for ban duration: time: unknown unit " days" in duration "3 days"',
    ]);
    const other = await createMember(stack, 'upd-other');
    const dup = await admin().auth.admin.updateUserById(id, { email: other.email });
    expect([dup.error?.status, dup.error?.code]).toEqual([422, 'email_exists']);
    const weak = await admin().auth.admin.updateUserById(id, { password: 'abc' });
    expect([weak.error?.status, weak.error?.code]).toEqual([422, 'weak_password']);
    const missing = await admin().auth.admin.updateUserById('00000000-0000-4000-8000-000000000000', { user_metadata: {} });
    expect([missing.error?.status, missing.error?.code]).toEqual([404, 'user_not_found']);
  });

  // GoTrue internal/api/admin.go adminUserDelete
  it('deleteUser removes the user and their sessions', async () => {
    const member = await createMember(stack, 'del');
    const client = await signedInClient(stack, member);
    const refresh = (await client.auth.getSession()).data.session!.refresh_token;
    const { data, error } = await admin().auth.admin.deleteUser(member.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(member.id); // auth-js reads the user before the DELETE
    const other = await createMember(stack, 'del-raw');
    const raw = await authFetch(stack, 'DELETE', `/admin/users/${other.id}`, {
      key: stack.serviceRoleKey,
      body: { should_soft_delete: false },
    });
    expect([raw.status, raw.body]).toEqual([200, {}]);
    expect((await admin().auth.admin.getUserById(member.id)).error?.code).toBe('user_not_found');
    expect((await clientFor(stack).auth.refreshSession({ refresh_token: refresh })).error?.code).toBe('refresh_token_not_found');
    const again = await admin().auth.admin.deleteUser(member.id);
    expect([again.error?.status, again.error?.code]).toEqual([404, 'user_not_found']);
    const soft = await admin().auth.admin.deleteUser((await createMember(stack, 'soft')).id, true);
    expect([soft.error?.status, soft.error?.code]).toEqual([400, 'validation_failed']);
  });

  // GoTrue internal/api/admin.go adminUsers + pagination.go paginate, addPaginationHeaders
  it('listUsers pages newest first with X-Total-Count and Link', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await createMember(stack, `list${i}`)).id);
    const total = Number((await stack.db.query<{ n: string | number }>('select count(*) as n from auth.users')).rows[0]!.n);
    const first = await admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users.map((u) => u.id)).toEqual([made[2], made[1]]);
    expect(first.data).toMatchObject({ aud: 'authenticated', nextPage: 2, total });
    const second = await admin().auth.admin.listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]?.id).toBe(made[0]);

    const raw = await authFetch(stack, 'GET', '/admin/users?page=1&per_page=2', { key: stack.serviceRoleKey });
    const pages = Math.ceil(total / 2);
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${pages}&per_page=2>; rel="last"`,
    );
    const all = await authFetch(stack, 'GET', '/admin/users', { key: stack.serviceRoleKey });
    expect((all.body.users as unknown[]).length).toBe(Math.min(total, 50));

    const bad: [string, string][] = [
      ['page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
      ['per_page=-1', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax'],
      ['per_page=0', 'Bad Pagination Parameters: per_page must be at least 1'],
      ['page=0', 'Bad Pagination Parameters: page must be at least 1'],
      ['page=99999999999999999999', 'Bad Pagination Parameters: strconv.ParseUint: parsing "99999999999999999999": value out of range'],
    ];
    for (const [query, message] of bad) {
      const res = await authFetch(stack, 'GET', `/admin/users?${query}`, { key: stack.serviceRoleKey });
      expect([res.status, res.body.code, res.body.message], query).toEqual([400, 'validation_failed', message]);
    }
    const far = await authFetch(stack, 'GET', '/admin/users?page=18446744073709551615&per_page=18446744073709551615', {
      key: stack.serviceRoleKey,
    });
    expect(far.status).toBe(200);
    expect(far.body.users).toEqual([]);
  });
});
