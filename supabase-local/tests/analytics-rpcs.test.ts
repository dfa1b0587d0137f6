import { beforeAll, describe, expect, it } from 'vitest';
import {
  anon,
  as,
  createUser,
  ENGINES,
  expectPgError,
  grantAdmin,
  service,
  setupAdminTestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';
import type { RequestContext } from '../src/db/index.ts';

describe.each(ENGINES)('analytics RPCs on %s', (engine) => {
  const t = setupAdminTestDb(engine);
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    member = await createUser(t.db, 'member');
    other = await createUser(t.db, 'other');
    const events: [string, string | null, string][] = [
      ['page_view', null, 'now()'],
      ['page_view', member.id, 'now()'],
      ['page_view', member.id, "now() - interval '1 day'"],
      ['page_view', other.id, "now() - interval '2 days'"],
      ['user_signup', null, 'now()'],
      ['waitlist_join', member.id, "now() - interval '40 days'"],
    ];
    for (const [type, user, at] of events) {
      await t.db.query(`insert into public.analytics_events (event_type, page_path, user_id, created_at) values ($1, '/', $2, ${at})`, [
        type,
        user,
      ]);
    }
  });

  describe('get_analytics_summary', () => {
    it('gives admins the count and distinct signed-in users per event type', async () => {
      const res = await as<{ event_type: string; count: number; unique_users: number }>(
        t.db,
        t.admin.ctx,
        'select * from public.get_analytics_summary()',
      );
      expect(res.rows).toEqual([
        { event_type: 'page_view', count: 4, unique_users: 2 },
        { event_type: 'user_signup', count: 1, unique_users: 0 },
        { event_type: 'waitlist_join', count: 1, unique_users: 1 },
      ]);
      expect(res.fields.map((f) => f.name)).toEqual(['event_type', 'count', 'unique_users']);
    });

    it("refuses members and visitors with 42501 'permission denied'", async () => {
      await expectPgError(as(t.db, member.ctx, 'select * from public.get_analytics_summary()'), '42501', /permission denied/);
      await expectPgError(as(t.db, anon, 'select * from public.get_analytics_summary()'), '42501', /permission denied/);
    });

    it('lets the service role through (server-side tools)', async () => {
      const res = await as(t.db, service, 'select * from public.get_analytics_summary()');
      expect(res.rows).toHaveLength(3);
    });

    it('stops working for an admin whose role is removed', async () => {
      const former = await createUser(t.db, 'former');
      await grantAdmin(t.db, former.id);
      // While an admin, the former admin sees exactly what any admin sees.
      const seen = await as(t.db, former.ctx, 'select * from public.get_analytics_summary()');
      const adminSees = await as(t.db, t.admin.ctx, 'select * from public.get_analytics_summary()');
      expect(seen.rows).toHaveLength(3);
      expect(seen.rows).toEqual(adminSees.rows);
      await t.db.query('delete from public.user_roles where user_id = $1', [former.id]);
      await expectPgError(as(t.db, former.ctx, 'select * from public.get_analytics_summary()'), '42501');
    });
  });

  describe('get_events_per_day', () => {
    it('counts events per UTC day and type within the window', async () => {
      const res = await as<{ day: string; event_type: string; count: number }>(
        t.db,
        t.admin.ctx,
        'select * from public.get_events_per_day($1)',
        [30],
      );
      const today = (await t.db.query<{ d: string }>("select (now() at time zone 'UTC')::date::text as d")).rows[0]!.d;
      const total = res.rows.reduce((n, r) => n + r.count, 0);
      expect(total).toBe(5); // the 40-day-old event is outside the window
      expect(res.rows.filter((r) => r.day === today)).toEqual([
        { day: today, event_type: 'page_view', count: 2 },
        { day: today, event_type: 'user_signup', count: 1 },
      ]);
      const days = res.rows.map((r) => r.day);
      expect([...days].sort()).toEqual(days);
    });

    it('defaults to 30 days, and 1 day means today only', async () => {
      const def = await as<{ count: number }>(t.db, t.admin.ctx, 'select * from public.get_events_per_day()');
      expect(def.rows.reduce((n, r) => n + r.count, 0)).toBe(5);
      const one = await as<{ count: number }>(t.db, t.admin.ctx, 'select * from public.get_events_per_day(1)');
      expect(one.rows.reduce((n, r) => n + r.count, 0)).toBe(3);
      const year = await as<{ count: number }>(t.db, t.admin.ctx, 'select * from public.get_events_per_day(365)');
      expect(year.rows.reduce((n, r) => n + r.count, 0)).toBe(6);
    });

    it('rejects days_back outside 1..365', async () => {
      for (const bad of [0, -3, 366]) {
        await expectPgError(as(t.db, t.admin.ctx, 'select * from public.get_events_per_day($1)', [bad]), '22023', /between 1 and 365/);
      }
      await expectPgError(as(t.db, t.admin.ctx, 'select * from public.get_events_per_day(null)'), '22023', /between 1 and 365/);
    });

    it('refuses non-admins with 42501 before looking at the arguments', async () => {
      await expectPgError(as(t.db, member.ctx, 'select * from public.get_events_per_day(30)'), '42501', /permission denied/);
      await expectPgError(as(t.db, member.ctx, 'select * from public.get_events_per_day(0)'), '42501');
      await expectPgError(as(t.db, anon, 'select * from public.get_events_per_day(30)'), '42501', /permission denied/);
    });
  });

  describe('is_admin', () => {
    // Since 20250901091800 it lives in `private` and only the admin RPCs (running as the owner)
    // call it: no API role may, not even an admin.
    it('is true only for admins when the owner asks, and callable by no API role', async () => {
      const asOwner = (ctx: RequestContext) =>
        t.db.transaction(async (tx) => {
          await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(ctx.claims)]);
          return (await tx.query<{ v: boolean }>('select private.is_admin() as v')).rows[0]!.v;
        });
      expect(await asOwner(t.admin.ctx)).toBe(true);
      expect(await asOwner(member.ctx)).toBe(false);
      for (const ctx of [anon, member.ctx, t.admin.ctx]) {
        await expectPgError(as(t.db, ctx, 'select private.is_admin()'), '42501', /permission denied for function is_admin/);
      }
      await expectPgError(as(t.db, t.admin.ctx, 'select public.is_admin()'), '42883');
    });
  });
});
