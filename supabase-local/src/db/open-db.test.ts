import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anon, createUser, ENGINES, expectPgError, openTestDb, service, type TestDb } from './testing/harness.ts';

// The Db interface the HTTP server codes against: the same behaviour on both engines.

describe.each(ENGINES)('Db on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(engine);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reports its kind', () => {
    expect(t.db.kind).toBe(engine);
  });

  it('sets up each request as PostgREST does', async () => {
    const user = await createUser(t.db, 'ctx');
    const row = await t.db.withRequest({ ...user.ctx, method: 'GET', path: '/rest/v1/articles' }, async (tx) => {
      const res = await tx.query<Record<string, unknown>>(
        `select current_user as "user", auth.uid() as uid, auth.role() as role, auth.email() as email,
                auth.jwt() ->> 'aud' as aud, current_setting('request.method') as method,
                current_setting('request.path') as path, current_setting('search_path') as search_path`,
      );
      return res.rows[0];
    });
    expect(row).toEqual({
      user: 'authenticated',
      uid: user.id,
      role: 'authenticated',
      email: user.email,
      aud: 'authenticated',
      method: 'GET',
      path: '/rest/v1/articles',
      search_path: 'public, extensions',
    });
  });

  it('inserts the role into the claims and leaves nothing behind after the request', async () => {
    const claims = await t.db.withRequest(
      { role: 'anon', claims: {} },
      async (tx) => (await tx.query<{ c: unknown }>("select current_setting('request.jwt.claims')::jsonb as c")).rows[0]!.c,
    );
    expect(claims).toEqual({ role: 'anon' });
    const after = await t.db.query<{ user: string; claims: string | null }>(
      "select current_user as user, nullif(current_setting('request.jwt.claims', true), '') as claims",
    );
    expect(after.rows[0]).toEqual({ user: 'postgres', claims: null });
  });

  it('refuses an unknown role before touching the database', async () => {
    await expect(t.db.withRequest({ role: 'postgres' as never, claims: {} }, async () => 1)).rejects.toThrow(/Unknown database role/);
  });

  it('makes read-only requests reject writes with 25006', async () => {
    await expectPgError(
      t.db.withRequest({ ...service, readOnly: true }, (tx) =>
        tx.query("insert into public.analytics_events (event_type, page_path) values ('page_view', '/')"),
      ),
      '25006',
    );
  });

  it('rolls back a request whose handler throws', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from public.analytics_events');
    await expect(
      t.db.withRequest(anon, async (tx) => {
        await tx.query(`select public.track_events('[{"event_type": "page_view", "page_path": "/"}]'::jsonb)`);
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from public.analytics_events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("keeps PostgreSQL's error fields", async () => {
    const err = await t.db
      .query("insert into public.analytics_events (event_type, page_path) values ('Bad Type', '/')")
      .catch((e: { code?: string; message: string; detail?: string; hint?: string }) => e);
    expect(err).toMatchObject({ code: '23514' });
    expect((err as { message: string }).message).toMatch(/analytics_events_event_type_check/);
    const raised = await t.db
      .withRequest(anon, (tx) => tx.query('select public.get_traffic_report()'))
      .catch((e: { code?: string; message: string }) => e);
    expect(raised).toMatchObject({ code: '42501', message: 'permission denied for function get_traffic_report' });
    const hinted = await (async () => {
      const u = await createUser(t.db, 'hint');
      return t.db
        .withRequest(u.ctx, (tx) => tx.query("select * from public.search_articles('', null, null, -1, 0)"))
        .catch((e: { code?: string; hint?: string }) => e);
    })();
    expect(hinted).toMatchObject({ code: '22023', hint: 'Use a limit between 0 and 50.' });
  });

  it('returns the same JavaScript values on both engines', async () => {
    const res = await t.db.query<Record<string, unknown>>(
      `select 42::int8 as big, 9007199254740993::int8 as huge, 1.5::numeric as num, 2.5::real as r,
              '2025-03-04 05:06:07.123456+00'::timestamptz as ts, '2025-03-04'::date as d,
              '{"a":[1]}'::jsonb as j, array['x','y']::text[] as arr, true as b,
              '00000000-0000-0000-0000-000000000001'::uuid as id, 'void'::text as t`,
    );
    expect(res.rows[0]).toEqual({
      big: 42,
      huge: '9007199254740993',
      num: 1.5,
      r: 2.5,
      ts: '2025-03-04T05:06:07.123456+00:00',
      d: '2025-03-04',
      j: { a: [1] },
      arr: ['x', 'y'],
      b: true,
      id: '00000000-0000-0000-0000-000000000001',
      t: 'void',
    });
    expect(res.fields.map((f) => f.dataTypeID)).toEqual([20, 20, 1700, 700, 1184, 1082, 3802, 1009, 16, 2950, 25]);
  });

  it('counts affected rows of writes', async () => {
    const res = await t.db.transaction(async (tx) => {
      await tx.query("insert into public.analytics_events (event_type, page_path) values ('a', '/'), ('b', '/')");
      return tx.query("update public.analytics_events set page_path = '/x' where event_type in ('a', 'b')");
    });
    expect(res.affectedRows).toBe(2);
  });

  it('runs concurrent transactions without losing updates', async () => {
    await t.db.query("insert into public.analytics_events (event_type, page_path, metadata) values ('counter', '/', '{\"n\":0}')");
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction(async (tx) => {
          // Row lock on PostgreSQL; on PGlite transactions are serialised.
          const cur = await tx.query<{ n: number }>(
            "select (metadata->>'n')::int as n from public.analytics_events where event_type = 'counter' for update",
          );
          await tx.query("update public.analytics_events set metadata = jsonb_build_object('n', $1::int) where event_type = 'counter'", [
            cur.rows[0]!.n + 1,
          ]);
        }),
      ),
    );
    const res = await t.db.query<{ n: number }>(
      "select (metadata->>'n')::int as n from public.analytics_events where event_type = 'counter'",
    );
    expect(res.rows[0]!.n).toBe(10);
  });
});
