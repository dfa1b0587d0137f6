import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  anon,
  as,
  createUser,
  ENGINES,
  expectPgError,
  grantAdmin,
  service,
  setupTestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';

describe.each(ENGINES)('delete_my_data on %s', (engine) => {
  const t = setupTestDb(engine);

  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

  /** A member with everything the product stores about them, and a bystander with the same. */
  async function personWithData(label: string): Promise<TestUser> {
    const user = await createUser(t.db, label);
    const conversation = randomUUID();
    for (const role of ['user', 'agent']) {
      await t.db.query('insert into public.chat_messages (user_id, conversation_id, role, content) values ($1, $2, $3, $4)', [
        user.id,
        conversation,
        role,
        'private words',
      ]);
    }
    await t.db.query(
      "insert into public.analytics_events (event_type, page_path, user_id, metadata) values ('page_view', '/', $1, '{\"source\":\"hero\"}')",
      [user.id],
    );
    // user_signup is recorded before the account exists, so it carries the e-mail, not the id.
    await t.db.query(
      "insert into public.analytics_events (event_type, page_path, metadata) values ('user_signup', '/auth', jsonb_build_object('email', upper($1::text)))",
      [user.email],
    );
    const session = randomUUID();
    await t.db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, user.id]);
    await t.db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [randomUUID(), user.id, session]);
    await t.db.query("insert into auth.identities (user_id, provider, provider_id) values ($1, 'email', $2)", [user.id, user.id]);
    await grantAdmin(t.db, user.id);
    return user;
  }

  async function traces(user: TestUser): Promise<Record<string, number>> {
    return {
      chat: await count('public.chat_messages where user_id = $1', [user.id]),
      eventsById: await count('public.analytics_events where user_id = $1', [user.id]),
      eventsByEmail: await count("public.analytics_events where lower(metadata->>'email') = $1", [user.email]),
      roles: await count('public.user_roles where user_id = $1', [user.id]),
      users: await count('auth.users where id = $1', [user.id]),
      sessions: await count('auth.sessions where user_id = $1', [user.id]),
      tokens: await count('auth.refresh_tokens where user_id = $1', [user.id]),
      identities: await count('auth.identities where user_id = $1', [user.id]),
    };
  }

  it("scope 'chat' deletes only the caller's chat messages", async () => {
    const me = await personWithData('chat');
    const bystander = await personWithData('bystander1');
    await as(t.db, me.ctx, 'select public.delete_my_data($1)', ['chat']);
    expect(await traces(me)).toEqual({
      chat: 0,
      eventsById: 1,
      eventsByEmail: 1,
      roles: 1,
      users: 1,
      sessions: 1,
      tokens: 1,
      identities: 1,
    });
    expect((await traces(bystander)).chat).toBe(2);
  });

  it("scope 'account' (the default) leaves nothing of the user, and keeps the anonymous totals", async () => {
    const me = await personWithData('account');
    const bystander = await personWithData('bystander2');
    const eventsBefore = await count('public.analytics_events', []);
    const res = await as(t.db, me.ctx, 'select public.delete_my_data()');
    // returns void (type oid 2278): PostgREST answers 204 No Content
    expect(res.fields).toEqual([{ name: 'delete_my_data', dataTypeID: 2278 }]);
    expect(await traces(me)).toEqual({
      chat: 0,
      eventsById: 0,
      eventsByEmail: 0,
      roles: 0,
      users: 0,
      sessions: 0,
      tokens: 0,
      identities: 0,
    });
    expect(await count('public.analytics_events', [])).toBe(eventsBefore);
    expect(await traces(bystander)).toEqual({
      chat: 2,
      eventsById: 1,
      eventsByEmail: 1,
      roles: 1,
      users: 1,
      sessions: 1,
      tokens: 1,
      identities: 1,
    });
  });

  it('refuses visitors with 42501 and an unknown scope with 22023', async () => {
    const me = await personWithData('scope');
    await expectPgError(as(t.db, anon, 'select public.delete_my_data($1)', ['account']), '42501');
    await expectPgError(as(t.db, service, 'select public.delete_my_data($1)', ['account']), '42501', /sign in/);
    await expectPgError(as(t.db, me.ctx, 'select public.delete_my_data($1)', ['everything']), '22023', /scope must be 'chat' or 'account'/);
    await expectPgError(as(t.db, me.ctx, 'select public.delete_my_data(null)'), '22023', /scope must be/);
    expect((await traces(me)).users).toBe(1);
  });
});
