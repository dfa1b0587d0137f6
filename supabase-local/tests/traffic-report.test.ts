import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../src/db/types.ts';
import {
  anon,
  as,
  createUser,
  ENGINES,
  expectPgError,
  openHeldWriter,
  service,
  setupAdminTestDb,
  setupPostgresWithTwoSessions,
  type TestUser,
} from '../src/db/testing/harness.ts';
import { emptyRollup, rolledUpToThisHour, trafficReportByFullScan, type TrafficReport } from '../src/db/testing/analytics.ts';
import { seededRandom, seedFromEnv } from '../src/testing/seeded-random.ts';

// get_traffic_report (migration 20250901091700_traffic_report.sql): unique visitors from a
// daily-salted hash that track_events computes from the request's address and user agent (never
// stored), top pages, top referrer origins and the funnel, from rollups of completed UTC days plus
// today's rows read live. Its answers must be exactly those of a full scan of analytics_events.
// The request headers are those PostgREST sets in request.headers (PostgREST: src/PostgREST/Query.hs
// setPgLocals, one JSON object of the lower-cased headers); the local stack sets X-Forwarded-For to
// the address its gateway worked out (supabase-local/src/rest/rest-request.ts requestHeaders).

const RANGES = [1, 2, 7, 30, 90, 365];
const TYPES = ['page_view', 'page_view', 'page_view', 'user_signup', 'waitlist_join', 'user_signin'];
const PATHS = ['/', '/', '/auth', '/search?q=redacted&category=testing', '/search', '/resources/prep-guide#top', null];
const ORIGINS = [null, null, null, 'https://www.google.com', 'https://duckduckgo.com', 'https://t.co'];

describe.each(ENGINES)('traffic report on %s', (engine) => {
  const t = setupAdminTestDb(engine);

  async function report(daysBack: number, topN = 10, ctx: RequestContext = t.admin.ctx): Promise<TrafficReport> {
    const res = await as<{ r: TrafficReport }>(t.db, ctx, 'select public.get_traffic_report($1, $2) as r', [daysBack, topN]);
    return res.rows[0]!.r;
  }

  async function expectLikeFullScan(label: string): Promise<void> {
    for (const range of RANGES) {
      for (const topN of [2, 100]) {
        expect(await report(range, topN), `${label}: report(${range}, ${topN})`).toEqual(await trafficReportByFullScan(t.db, range, topN));
      }
    }
  }

  describe('what track_events stores', () => {
    const browser = (ip: string, ua: string, origin = 'https://candor.example'): RequestContext => ({
      ...anon,
      headers: { 'x-forwarded-for': ip, 'user-agent': ua, origin },
    });
    const track = (ctx: RequestContext, events: unknown[]) =>
      as(t.db, ctx, 'select public.track_events($1::jsonb)', [JSON.stringify(events)]);
    const lastRows = async (n: number) =>
      (
        await t.db.query<{ visitor_hash: string | null; referrer_origin: string | null; event_type: string }>(
          'select visitor_hash::text, referrer_origin, event_type from public.analytics_events order by id desc limit $1',
          [n],
        )
      ).rows.reverse();

    it('a hash of address and user agent with the day salt, the same all day for one browser; neither is stored', async () => {
      await track(browser('203.0.113.7', 'UA-one'), [{ event_type: 'page_view', page_path: '/' }]);
      await track(browser('203.0.113.7', 'UA-one'), [{ event_type: 'page_view', page_path: '/auth' }]);
      await track(browser('203.0.113.7', 'UA-two'), [{ event_type: 'page_view', page_path: '/' }]);
      await track(browser('203.0.113.8', 'UA-one'), [{ event_type: 'page_view', page_path: '/' }]);
      const [a, b, c, d] = await lastRows(4);
      expect(a!.visitor_hash).toMatch(/^-?\d+$/);
      expect(b!.visitor_hash).toBe(a!.visitor_hash);
      expect(c!.visitor_hash).not.toBe(a!.visitor_hash);
      expect(d!.visitor_hash).not.toBe(a!.visitor_hash);
      // The address and the request's user agent are in no column of the row.
      const row = await t.db.query<{ j: string }>('select to_jsonb(e)::text as j from public.analytics_events e order by id desc limit 4');
      for (const r of row.rows) {
        expect(r.j).not.toContain('203.0.113');
        expect(r.j).not.toContain('UA-');
      }
    });

    it('keeps only today’s salt: a salt whose day is over is deleted, and the same browser then gets another hash', async () => {
      await track(browser('198.51.100.1', 'UA-salt'), [{ event_type: 'page_view', page_path: '/' }]);
      const [before] = await lastRows(1);
      const salts = await t.db.query<{ n: number; today: boolean }>(
        `select count(*)::int as n, bool_and(day = (now() at time zone 'UTC')::date) as today from private.analytics_visitor_salts`,
      );
      expect(salts.rows[0]).toEqual({ n: 1, today: true });
      // As if the day had ended: today's salt becomes yesterday's.
      await t.db.query(`update private.analytics_visitor_salts set day = day - 1`);
      await track(browser('198.51.100.1', 'UA-salt'), [{ event_type: 'page_view', page_path: '/' }]);
      const [after] = await lastRows(1);
      expect(after!.visitor_hash).not.toBe(before!.visitor_hash);
      const left = await t.db.query<{ day: string }>(`select day::text from private.analytics_visitor_salts`);
      expect(left.rows).toEqual([
        { day: (await t.db.query<{ d: string }>(`select ((now() at time zone 'UTC')::date)::text as d`)).rows[0]!.d },
      ]);
      // The report deletes a salt whose day is over too (a day without events).
      await t.db.query(`update private.analytics_visitor_salts set day = day - 1`);
      await report(7);
      expect((await t.db.query('select * from private.analytics_visitor_salts')).rows).toEqual([]);
    });

    it('stores the referrer’s origin only, and none for the site’s own origin', async () => {
      await track(browser('192.0.2.1', 'UA-ref'), [
        { event_type: 'page_view', page_path: '/', referrer: 'https://www.Google.com/search?q=redacted' },
        { event_type: 'page_view', page_path: '/', referrer: 'https://candor.example/resources' },
        { event_type: 'page_view', page_path: '/', referrer: 'https://news.example:443/a/b' },
        { event_type: 'page_view', page_path: '/', referrer: 'android-app://com.example' },
        { event_type: 'page_view', page_path: '/', referrer: null },
      ]);
      expect((await lastRows(5)).map((r) => r.referrer_origin)).toEqual([
        'https://www.google.com',
        null,
        'https://news.example',
        null,
        null,
      ]);
      // Without an Origin header, the Referer header's origin is the site's own.
      await track({ ...anon, headers: { 'x-forwarded-for': '192.0.2.1', 'user-agent': 'UA-ref', referer: 'https://candor.example/' } }, [
        { event_type: 'page_view', page_path: '/', referrer: 'https://candor.example/x' },
      ]);
      expect((await lastRows(1))[0]!.referrer_origin).toBeNull();
    });

    it('no hash for the service role or without an address', async () => {
      await track(service, [{ event_type: 'page_view', page_path: '/' }]);
      await track({ ...anon, headers: { 'user-agent': 'UA-none' } }, [{ event_type: 'page_view', page_path: '/' }]);
      expect((await lastRows(2)).map((r) => r.visitor_hash)).toEqual([null, null]);
    });

    it('counts them in the report: visitors, pages, referrers and the funnel', async () => {
      await t.db.query('truncate public.analytics_events');
      const v1 = browser('203.0.113.20', 'UA-a');
      const v2 = browser('203.0.113.21', 'UA-b');
      await track(v1, [
        { event_type: 'page_view', page_path: '/?utm_source=x', referrer: 'https://www.google.com/' },
        { event_type: 'waitlist_join', page_path: '/', referrer: 'https://www.google.com/', metadata: { source: 'hero' } },
        { event_type: 'page_view', page_path: '/auth', referrer: 'https://www.google.com/' },
        { event_type: 'user_signup', page_path: '/auth', referrer: 'https://www.google.com/' },
      ]);
      await track(v2, [
        { event_type: 'page_view', page_path: '/search?q=redacted' },
        { event_type: 'page_view', page_path: '/' },
      ]);
      const r = await report(7);
      expect(r.visitors).toBe(2);
      expect(r.funnel).toMatchObject({ visitors: 2, waitlist_visitors: 1, signups: 1 });
      expect(r.pages).toEqual([
        { path: '/', views: 2, visitors: 2 },
        { path: '/auth', views: 1, visitors: 1 },
        { path: '/search', views: 1, visitors: 1 },
      ]);
      expect(r.referrers).toEqual([{ origin: 'https://www.google.com', visitors: 1 }]);
      expect(r).toEqual(await trafficReportByFullScan(t.db, 7, 10));
    });
  });

  it('matches a full scan through random inserts, late arrivals, deletions, updates and confirmations', async () => {
    await t.db.query('truncate public.analytics_events');
    const seed = seedFromEnv('TRAFFIC_SEED', 20251125);
    const { random, int, pick } = seededRandom(seed);
    const members: TestUser[] = [];
    for (let i = 0; i < 5; i++) members.push(await createUser(t.db, `tm${i}`));

    const row = (secs: number) => ({
      type: pick(TYPES),
      path: pick(PATHS),
      origin: pick(ORIGINS),
      // A small pool, so one hash recurs within a day and across days.
      hash: random() < 0.15 ? null : 1 + int(6),
      user_id: random() < 0.5 ? null : pick(members).id,
      secs,
    });
    const insert = async (rows: ReturnType<typeof row>[], today: boolean) => {
      await t.db.query(
        `insert into public.analytics_events (event_type, page_path, visitor_hash, referrer_origin, user_id, created_at)
         select r.type, r.path, r.hash, r.origin, r.user_id::uuid,
                case when $2 then greatest(now() - make_interval(secs => r.secs), ((now() at time zone 'UTC')::date::timestamp at time zone 'UTC'))
                     else now() - make_interval(secs => r.secs) end
           from jsonb_to_recordset($1::jsonb) as r(type text, path text, hash bigint, origin text, user_id text, secs int)`,
        [JSON.stringify(rows), today],
      );
    };

    await insert(
      Array.from({ length: 300 }, () => row(1 + Math.floor(random() * 120 * 86_400))),
      false,
    );
    await expectLikeFullScan(`seed ${seed}, initial history`);

    for (let step = 0; step < 20; step++) {
      const op = pick(['today', 'late', 'late', 'delete', 'update', 'update', 'delete_my_data', 'confirm', 'rebuild'] as const);
      if (op === 'today') {
        await insert(
          Array.from({ length: 1 + int(30) }, () => row(int(60))),
          true,
        );
      } else if (op === 'late') {
        const maxDays = 1 + int(100);
        await insert(
          Array.from({ length: 1 + int(40) }, () => row(1 + Math.floor(random() * maxDays * 86_400))),
          false,
        );
      } else if (op === 'delete') {
        await t.db.query(
          'delete from public.analytics_events where id in (select id from public.analytics_events order by random() limit $1)',
          [1 + int(25)],
        );
      } else if (op === 'update') {
        // Each column the report reads, moved by a service-role update.
        const set = pick([
          `event_type = '${pick(TYPES)}'`,
          `created_at = created_at - make_interval(days => ${int(5)})`,
          `page_path = '${pick(PATHS.filter((p) => p !== null))}'`,
          `visitor_hash = ${1 + int(6)}`,
          `referrer_origin = 'https://t.co'`,
        ]);
        await t.db.query(
          `update public.analytics_events set ${set} where id in (select id from public.analytics_events order by random() limit $1)`,
          [1 + int(10)],
        );
      } else if (op === 'delete_my_data') {
        const index = int(members.length);
        await as(t.db, members[index]!.ctx, "select public.delete_my_data('account')");
        members[index] = await createUser(t.db, `tm-new-${step}`);
      } else if (op === 'confirm') {
        await t.db.query(`update auth.users set email_confirmed_at = now() - make_interval(days => $2) where id = $1`, [
          pick(members).id,
          int(60),
        ]);
      } else {
        await emptyRollup(t.db, 'traffic');
      }
      await expectLikeFullScan(`seed ${seed}, step ${step} (${op})`);
    }

    expect(await rolledUpToThisHour(t.db, 'traffic')).toBe(true);
  }, 180_000);

  it('empties the rollups with the table (truncate)', async () => {
    await t.db.query('truncate public.analytics_events');
    const r = await report(365);
    expect(r).toMatchObject({ visitors: 0, pages: [], referrers: [] });
    await t.db.query(
      `insert into public.analytics_events (event_type, page_path, visitor_hash, created_at) values ('page_view', '/', 1, now() - interval '3 days')`,
    );
    expect((await report(7)).pages).toEqual([{ path: '/', views: 1, visitors: 1 }]);
  });

  describe('per role', () => {
    let member: TestUser;

    beforeAll(async () => {
      member = await createUser(t.db, 'plain');
    });

    it('answers admins; refuses members and visitors with 42501 before looking at the range', async () => {
      await expect(report(30)).resolves.toMatchObject({ days_back: 30 });
      for (const ctx of [member.ctx, anon]) {
        await expectPgError(as(t.db, ctx, 'select public.get_traffic_report(30)'), '42501');
        await expectPgError(as(t.db, ctx, 'select public.get_traffic_report(0)'), '42501');
      }
    });

    it('is not granted to the service role or anon, only to authenticated', async () => {
      const grants = await t.db.query<{ role: string; ok: boolean }>(
        `select r as role, has_function_privilege(r, 'public.get_traffic_report(int, int)', 'execute') as ok
           from unnest(array['anon', 'authenticated', 'service_role']) r`,
      );
      expect(grants.rows).toEqual([
        { role: 'anon', ok: false },
        { role: 'authenticated', ok: true },
        { role: 'service_role', ok: false },
      ]);
    });

    it('refuses a range or top_n out of bounds with 22023, saying what was wrong', async () => {
      for (const bad of [0, 366]) {
        await expectPgError(report(bad), '22023', new RegExp(`days_back must be between 1 and 365 \\(got ${bad}\\)`));
      }
      await expectPgError(as(t.db, t.admin.ctx, 'select public.get_traffic_report(null)'), '22023', /got null/);
      for (const bad of [0, 101]) {
        await expectPgError(report(7, bad), '22023', new RegExp(`top_n must be between 1 and 100 \\(got ${bad}\\)`));
      }
    });

    it('lets nobody read the salts or the rollups, or run the roll-up, directly', async () => {
      for (const ctx of [t.admin.ctx, member.ctx, anon]) {
        for (const table of [
          'analytics_visitor_salts',
          'analytics_traffic_days',
          'analytics_page_days',
          'analytics_referrer_days',
          'analytics_traffic_state',
        ]) {
          await expectPgError(as(t.db, ctx, `select * from private.${table}`), '42501');
        }
        await expectPgError(as(t.db, ctx, 'select private.analytics_traffic_roll_up()'), '42501');
        await expectPgError(as(t.db, ctx, 'select private.analytics_visitor_salt()'), '42501');
      }
      await expectPgError(as(t.db, service, 'select * from private.analytics_visitor_salts'), '42501');
    });

    it('answers in a read-only transaction (a GET) without rolling up', async () => {
      const res = await t.db.withRequest({ ...t.admin.ctx, readOnly: true }, (tx) =>
        tx.query<{ r: TrafficReport }>('select public.get_traffic_report(30) as r'),
      );
      expect(res.rows[0]!.r.days_back).toBe(30);
    });
  });
});

// Two writers rebuilding one rolled-up day at once, on a real server: the second waits for the
// first's day lock, then rebuilds with the first's rows in view, so nothing is lost.
describe('traffic rollups under concurrency on postgres', () => {
  const pg = setupPostgresWithTwoSessions();

  it('two late writers into the same rolled-up day: both rows counted', async () => {
    const late = (hash: number) =>
      `insert into public.analytics_events (event_type, page_path, visitor_hash, created_at) values ('page_view', '/', ${hash}, now() - interval '1 day')`;
    await pg.db.query(late(1));
    await pg.db.withRequest(pg.admin.ctx, (tx) => tx.query('select public.get_traffic_report(7)'));
    const first = openHeldWriter(pg.writerDb, late(2));
    await vi.waitFor(() => expect(first.wrote()).toBe(true));
    const second = pg.db.withRequest(service, (tx) => tx.query(late(3)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.commit();
    await second;
    const r = await pg.db.withRequest(pg.admin.ctx, (tx) => tx.query<{ r: TrafficReport }>('select public.get_traffic_report(7) as r'));
    expect(r.rows[0]!.r.visitors).toBe(3);
    expect(r.rows[0]!.r).toEqual(await trafficReportByFullScan(pg.db, 7, 10));
  });
});
