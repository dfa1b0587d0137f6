import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, RequestContext } from '../src/db/types.ts';
import { seededRandom } from '../src/testing/seeded-random.ts';
import { anon, as, createUser, ENGINES, expectPgError, service, setupAdminTestDb, type TestUser } from '../src/db/testing/harness.ts';

// Per-remote health (migration 20250901091900_remote_health.sql): track_remote_health records
// sampled load outcomes and Web Vitals without personal data, within the address bucket of
// track_events; values are stored quantised (two significant figures, at least 10 ms or 0.001 CLS);
// get_remote_health answers per remote from histograms (running totals per completed day, the
// watermark's day's rolled hours, the rest read live), exactly as percentile_disc over the stored
// samples does. The address is what PostgREST puts in
// request.headers (PostgREST: src/PostgREST/Query.hs setPgLocals); the local stack sets
// x-forwarded-for there from its gateway (supabase-local/src/rest/rest-request.ts requestHeaders).

interface RemoteRow {
  remote: string;
  current_version: string | null;
  loads: number;
  ok: number;
  failed: number;
  timeout: number;
  contract: number;
  error_rate: number | null;
  load_p75_ms: number | null;
  lcp_p75_ms: number | null;
  inp_p75_ms: number | null;
  cls_p75: number | null;
  lcp_samples: number;
  inp_samples: number;
  cls_samples: number;
  versions: { version: string; first_seen: string; last_seen: string; loads: number }[];
}
interface Health {
  days_back: number;
  since: string;
  remotes: RemoteRow[];
}

const SINCE = `(((now() at time zone 'UTC')::date - ($1::int - 1))::timestamp at time zone 'UTC')`;
const UNTIL = `(((now() at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC')`;

/** The answer as a scan of the samples computes it, written independently of the migration. */
async function reference(db: Db, daysBack: number): Promise<Health> {
  const res = await db.query<{ h: Health }>(
    `with r as (select * from private.remote_health_samples s where s.created_at >= ${SINCE} and s.created_at < ${UNTIL}),
          allv as (select remote, version, min(created_at) as first_seen, max(created_at) as last_seen
                     from private.remote_health_samples where metric = 'load' and version is not null and created_at < ${UNTIL}
                    group by 1, 2),
          inr as (select remote, version, count(*) as loads from r where metric = 'load' and version is not null group by 1, 2),
          names as (select distinct remote from r)
     select jsonb_build_object('days_back', $1::int, 'since', ((now() at time zone 'UTC')::date - ($1::int - 1))::text,
       'remotes', coalesce(jsonb_agg(jsonb_build_object(
         'remote', n.remote,
         'current_version', (select a.version from allv a join inr i using (remote, version) where a.remote = n.remote
                              order by a.last_seen desc, a.version limit 1),
         'loads', (select count(*) from r where r.remote = n.remote and metric = 'load'),
         'ok', (select count(*) from r where r.remote = n.remote and outcome = 'ok'),
         'failed', (select count(*) from r where r.remote = n.remote and outcome = 'failed'),
         'timeout', (select count(*) from r where r.remote = n.remote and outcome = 'timeout'),
         'contract', (select count(*) from r where r.remote = n.remote and outcome = 'contract'),
         'error_rate', (select round(count(*) filter (where outcome <> 'ok')::numeric / nullif(count(*), 0), 4)
                          from r where r.remote = n.remote and metric = 'load'),
         'load_p75_ms', (select percentile_disc(0.75) within group (order by value) from r where r.remote = n.remote and outcome = 'ok'),
         'lcp_p75_ms', (select percentile_disc(0.75) within group (order by value) from r where r.remote = n.remote and metric = 'lcp'),
         'inp_p75_ms', (select percentile_disc(0.75) within group (order by value) from r where r.remote = n.remote and metric = 'inp'),
         'cls_p75', (select percentile_disc(0.75) within group (order by value) / 1000.0 from r where r.remote = n.remote and metric = 'cls'),
         'lcp_samples', (select count(*) from r where r.remote = n.remote and metric = 'lcp'),
         'inp_samples', (select count(*) from r where r.remote = n.remote and metric = 'inp'),
         'cls_samples', (select count(*) from r where r.remote = n.remote and metric = 'cls'),
         'versions', coalesce((select jsonb_agg(jsonb_build_object('version', a.version, 'first_seen', a.first_seen,
                                 'last_seen', a.last_seen, 'loads', i.loads) order by a.first_seen desc, a.version)
                                 from allv a join inr i using (remote, version) where a.remote = n.remote), '[]'::jsonb)
       ) order by n.remote), '[]'::jsonb)) as h
     from names n`,
    [daysBack],
  );
  return res.rows[0]!.h;
}

const REMOTES = ['marketing', 'library', 'chat', 'admin'];
const ROUTES = ['/', '/resources/*', '/search', '/analytics', '/auth'];
const OUTCOMES = ['ok', 'ok', 'ok', 'ok', 'failed', 'timeout', 'contract'];
const RANGES = [1, 2, 7, 30, 90, 365];

describe.each(ENGINES)('remote health on %s', (engine) => {
  const t = setupAdminTestDb(engine);
  let member: TestUser;
  const from = (ip: string): RequestContext => ({ ...anon, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    member = await createUser(t.db, 'member');
  });

  async function health(daysBack: number, ctx: RequestContext = t.admin.ctx): Promise<Health> {
    const res = await as<{ h: Health }>(t.db, ctx, 'select public.get_remote_health($1) as h', [daysBack]);
    return res.rows[0]!.h;
  }
  const track = (ctx: RequestContext, samples: unknown) =>
    as<{ n: number }>(t.db, ctx, 'select public.track_remote_health($1::jsonb) as n', [JSON.stringify(samples)]);

  /**
   * The rollups hold exactly the samples before the watermark: the last running totals plus the
   * current day's rolled hours, per (remote, metric, outcome, value), and the versions per day.
   */
  async function expectRollupsHoldTheRolledSamples(): Promise<void> {
    const diff = await t.db.query<{ n: string }>(
      `with w as (select rolled_through as w from private.remote_health_state),
            scan as (select remote, metric, coalesce(outcome, '') as outcome, case when outcome <> 'ok' then 0 else value end as value, count(*) as n
                       from private.remote_health_samples, w where created_at < w.w group by 1, 2, 3, 4),
            held as (select remote, metric, outcome, value, sum(n) as n from (
                       select remote, metric, outcome, value, n from private.remote_health_totals
                        where day = (select max(day) from private.remote_health_totals)
                       union all select remote, metric, outcome, value, n from private.remote_health_days) x group by 1, 2, 3, 4),
            vscan as (select (created_at at time zone 'UTC')::date as day, remote, version, min(created_at) as f, max(created_at) as l, count(*) as n
                        from private.remote_health_samples, w where created_at < w.w and metric = 'load' and version is not null group by 1, 2, 3),
            vheld as (select day, remote, version, first_seen as f, last_seen as l, loads as n from private.remote_health_version_days)
       select ((select count(*) from ((select * from scan except select * from held) union all (select * from held except select * from scan)) a) +
               (select count(*) from ((select * from vscan except select * from vheld) union all (select * from vheld except select * from vscan)) b))::text as n`,
    );
    expect(Number(diff.rows[0]!.n), 'rows differing between the rollups and the samples before the watermark').toBe(0);
    // Running totals only for days before the watermark's day, day rows only for that day.
    const placed = await t.db.query<{ ok: boolean }>(
      `select coalesce((select max(day) from private.remote_health_totals) < (s.rolled_through at time zone 'UTC')::date, true)
          and coalesce((select bool_and(day = (s.rolled_through at time zone 'UTC')::date) from private.remote_health_days), true) as ok
         from private.remote_health_state s`,
    );
    expect(placed.rows[0]!.ok).toBe(true);
  }

  async function reset(): Promise<void> {
    await t.db.query('truncate private.remote_health_samples, private.analytics_rate_limits');
    await t.db.query('select private.remote_health_rebuild()');
  }

  describe('what track_remote_health stores', () => {
    it('stores the sample with the server time, the route without search or fragment, quantised values, and nothing personal', async () => {
      await reset();
      const n = await track(member.ctx, [
        { remote: 'library', route: '/search?q=my+private+words#x', metric: 'load', outcome: 'ok', value: 412.6, version: '2.1.0' },
        { remote: 'library', route: '/search', metric: 'cls', value: 0.12345, version: '2.1.0' },
        { remote: 'marketing', route: '/', metric: 'lcp', value: 1834.4, version: null },
      ]);
      expect(n.rows[0]!.n).toBe(3);
      const rows = await t.db.query<Record<string, unknown>>(
        `select remote, route, metric, outcome, value, version, abs(extract(epoch from now() - created_at)) < 60 as recent
           from private.remote_health_samples order by id`,
      );
      expect(rows.rows).toEqual([
        { remote: 'library', route: '/search', metric: 'load', outcome: 'ok', value: 410, version: '2.1.0', recent: true },
        { remote: 'library', route: '/search', metric: 'cls', outcome: null, value: 120, version: '2.1.0', recent: true },
        { remote: 'marketing', route: '/', metric: 'lcp', outcome: null, value: 1800, version: null, recent: true },
      ]);
      // No column could hold a person: no user, address, user agent or hash.
      const columns = await t.db.query<{ c: string }>(
        `select string_agg(column_name, ',' order by ordinal_position) as c from information_schema.columns
          where table_schema = 'private' and table_name = 'remote_health_samples'`,
      );
      expect(columns.rows[0]!.c).toBe('id,created_at,remote,route,metric,outcome,value,version');
    });

    it('quantises to two significant figures, at least 10 ms or 0.001 CLS, rounding half up at every edge', async () => {
      await reset();
      // [metric, sent, stored]: milliseconds, or a layout shift score stored in thousandths.
      const cases: [string, number, number][] = [
        ['load', 0, 0],
        ['load', 4.99, 0],
        ['load', 5, 10],
        ['inp', 16, 20],
        ['inp', 994.99, 990],
        ['inp', 995, 1000],
        ['lcp', 1049.9, 1000],
        ['lcp', 2449, 2400],
        ['lcp', 2450, 2500],
        ['lcp', 9949, 9900],
        ['lcp', 9950, 10000],
        ['load', 99499, 99000],
        ['load', 99500, 100000],
        ['load', 594999, 590000],
        ['load', 599999, 600000],
        ['load', 600000, 600000],
        ['cls', 0, 0],
        ['cls', 0.0004, 0],
        ['cls', 0.0005, 1],
        ['cls', 0.0994, 99],
        ['cls', 0.0995, 100],
        ['cls', 0.2449, 240],
        ['cls', 0.245, 250],
        ['cls', 0.99, 990],
        ['cls', 0.995, 1000],
        ['cls', 9.95, 10000],
        ['cls', 99.5, 100000],
        ['cls', 100, 100000],
      ];
      for (const [metric, value] of cases) {
        const outcome = metric === 'load' ? 'ok' : undefined;
        await track(from('192.0.2.77'), [{ remote: 'chat', route: '/', metric, outcome, value }]);
      }
      const stored = await t.db.query<{ metric: string; value: number; again: number }>(
        'select metric, value, private.remote_health_quantise(metric, value) as again from private.remote_health_samples order by id',
      );
      expect(stored.rows.map((r) => [r.metric, r.value])).toEqual(cases.map(([metric, , value]) => [metric, value]));
      // Idempotent: a stored value is on the grid.
      expect(stored.rows.every((r) => r.again === r.value)).toBe(true);
      // Even the owner cannot store a value off the grid (the histograms stay small).
      await expectPgError(
        t.db.query(
          "insert into private.remote_health_samples (remote, route, metric, outcome, value) values ('chat', '/', 'load', 'ok', 413)",
        ),
        '23514',
      );
      await expectPgError(
        t.db.query("insert into private.remote_health_samples (remote, route, metric, value) values ('chat', '/', 'cls', 123)"),
        '23514',
      );
    });

    it('refuses bad input with 22023 saying what was wrong', async () => {
      const ok = { remote: 'chat', route: '/', metric: 'load', outcome: 'ok', value: 10 };
      const cases: [unknown, RegExp][] = [
        [{}, /samples must be a JSON array/],
        [[], /samples is empty/],
        [Array.from({ length: 21 }, () => ok), /Too many samples in one request: 21 \(at most 20\)/],
        [[1], /samples\[0\] must be a JSON object/],
        [[{ ...ok, user_id: 'x' }], /samples\[0\] has fields the server does not accept: user_id/],
        [[{ ...ok, created_at: '2099-01-01' }], /does not accept: created_at/],
        [[{ ...ok, remote: 'Library!' }], /samples\[0\]\.remote must be a remote's name/],
        [[{ ...ok, route: 'search' }], /samples\[0\]\.route must be a path starting with \//],
        [[{ ...ok, route: `/${'a'.repeat(300)}` }], /route must be a path/],
        [[ok, { ...ok, metric: 'fid' }], /samples\[1\]\.metric must be one of load, lcp, inp, cls/],
        [[{ ...ok, outcome: 'slow' }], /outcome must be one of ok, failed, timeout, contract/],
        [[{ ...ok, outcome: undefined }], /outcome must be one of/],
        [[{ ...ok, metric: 'lcp' }], /outcome is only for loads, not for lcp/],
        [[{ ...ok, value: -1 }], /value must be a number from 0 to 600000 for load/],
        [[{ ...ok, value: '12' }], /value must be a number/],
        [[{ remote: 'chat', route: '/', metric: 'cls', value: 101 }], /from 0 to 100 for cls/],
        [[{ ...ok, version: '' }], /version must be a string of 1 to 64 characters/],
        [[{ ...ok, version: 'v'.repeat(65) }], /version must be a string/],
      ];
      for (const [samples, message] of cases) {
        await expectPgError(track(anon, samples), '22023', message);
      }
    });

    it('spends the address bucket of track_events: 429 past 240 a minute, another address unaffected', async () => {
      await reset();
      const sample = { remote: 'chat', route: '/', metric: 'load', outcome: 'ok', value: 5 };
      const batch = Array.from({ length: 20 }, () => sample);
      // 10 events through track_events from the same address come out of the same 240.
      await as(t.db, from('203.0.113.9'), 'select public.track_events($1::jsonb)', [
        JSON.stringify(Array.from({ length: 10 }, () => ({ event_type: 'page_view', page_path: '/' }))),
      ]);
      for (let i = 0; i < 11; i += 1) await track(from('203.0.113.9'), batch);
      await expectPgError(track(from('203.0.113.9'), batch), 'PT429', /Too many analytics events from this address/);
      expect((await track(from('203.0.113.10'), [sample])).rows[0]!.n).toBe(1);
      const stored = await t.db.query<{ n: string }>('select count(*) as n from private.remote_health_samples');
      expect(Number(stored.rows[0]!.n)).toBe(221);
    });
  });

  describe('who may do what', () => {
    it('lets anon and members record but nobody read or write the samples directly', async () => {
      for (const ctx of [anon, member.ctx, t.admin.ctx, service]) {
        for (const sql of [
          'select * from private.remote_health_samples',
          "insert into private.remote_health_samples (remote, route, metric, outcome, value) values ('chat', '/', 'load', 'ok', 1)",
          'select * from private.remote_health_days',
          'select * from private.remote_health_totals',
          'select * from private.remote_health_version_days',
          'select * from private.remote_health_state',
          'delete from private.remote_health_samples',
        ]) {
          await expectPgError(as(t.db, ctx, sql), '42501');
        }
      }
      await expectPgError(as(t.db, service, 'select public.track_remote_health($1::jsonb)', ['[]']), '42501');
    });

    it('answers get_remote_health to admins only', async () => {
      await expectPgError(health(30, anon), '42501');
      await expectPgError(health(30, member.ctx), '42501', /only admins/);
      await expectPgError(health(30, service), '42501');
      expect((await health(30)).days_back).toBe(30);
    });

    it('checks days_back', async () => {
      await expectPgError(health(0), '22023', /days_back must be between 1 and 365 \(got 0\)/);
      await expectPgError(health(366), '22023', /got 366/);
      await expectPgError(as(t.db, t.admin.ctx, 'select public.get_remote_health(null)'), '22023', /got null/);
    });
  });

  describe('answers', () => {
    it('per remote: outcomes, error rate, p75s, current version and first appearances', async () => {
      await reset();
      // Today's rows stay in today (UTC) even in the first two hours of the day.
      const AGO_1H = `greatest(date_trunc('day', now(), 'UTC'), now() - interval '1 hour')`;
      const AGO_2H = `greatest(date_trunc('day', now(), 'UTC'), now() - interval '2 hours')`;
      const ins = (sql: string) =>
        t.db.query(`insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version) values ${sql}`);
      await ins(`
        (now() - interval '3 days', 'admin', '/analytics', 'load', 'ok', 100, '1.0.0'),
        (now() - interval '3 days', 'admin', '/analytics', 'load', 'ok', 200, '1.0.0'),
        (${AGO_2H}, 'admin', '/analytics', 'load', 'ok', 300, '1.1.0'),
        (${AGO_1H}, 'admin', '/analytics', 'load', 'ok', 400, '1.1.0'),
        (${AGO_1H}, 'admin', '/analytics', 'load', 'failed', 10, null),
        (${AGO_1H}, 'admin', '/analytics', 'load', 'timeout', 10000, null),
        (${AGO_1H}, 'admin', '/analytics', 'lcp', null, 2500, '1.1.0'),
        (${AGO_1H}, 'admin', '/analytics', 'cls', null, 50, '1.1.0')`);
      await t.db.query('select private.remote_health_rebuild()');
      const week = await health(7);
      expect(week.remotes).toHaveLength(1);
      const a = week.remotes[0]!;
      expect(a).toMatchObject({
        remote: 'admin',
        current_version: '1.1.0',
        loads: 6,
        ok: 4,
        failed: 1,
        timeout: 1,
        contract: 0,
        error_rate: 0.3333,
        load_p75_ms: 300,
        lcp_p75_ms: 2500,
        inp_p75_ms: null,
        cls_p75: 0.05,
        lcp_samples: 1,
        inp_samples: 0,
        cls_samples: 1,
      });
      expect(a.versions.map((v) => [v.version, v.loads])).toEqual([
        ['1.1.0', 2],
        ['1.0.0', 2],
      ]);
      // Today only: 1.0.0 was not loaded, so it is not listed.
      const today = (await health(1)).remotes[0]!;
      expect(today.versions.map((v) => v.version)).toEqual(['1.1.0']);
      expect(today.load_p75_ms).toBe(400);
      expect(await health(7)).toEqual(await reference(t.db, 7));
    });

    it('equals a scan of the samples after every step of a seeded random sequence', async () => {
      const seed = Number(process.env.REMOTE_HEALTH_SEED ?? 14);
      const { random } = seededRandom(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      await reset();
      for (let step = 0; step < 8; step += 1) {
        const rows: string[] = [];
        const count = 20 + Math.floor(random() * 60);
        for (let i = 0; i < count; i += 1) {
          // Mostly past days (loaded before the rollups are rebuilt) and today (read live).
          const ageMinutes = random() < 0.4 ? Math.floor(random() * 600) : Math.floor(random() * 60 * 24 * 120);
          const metric = pick(['load', 'load', 'lcp', 'inp', 'cls']);
          const remote = pick(REMOTES);
          const version = random() < 0.1 ? 'null' : `'${remote[0]}${1 + Math.floor(random() * 4)}'`;
          const outcome = metric === 'load' ? `'${pick(OUTCOMES)}'` : 'null';
          // Raw values, quantised as track_remote_health does: many ties on the grid's edges.
          const value = metric === 'cls' ? (random() * 400).toFixed(2) : (random() * 3000).toFixed(1);
          rows.push(
            `(now() - interval '${ageMinutes} minutes', '${remote}', '${pick(ROUTES)}', '${metric}', ${outcome}, ` +
              `private.remote_health_quantise('${metric}', ${value}), ${version})`,
          );
        }
        await t.db.query(
          `insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version) values ${rows.join(',')}`,
        );
        // Past days are only written by the owner (no API role can), who then rebuilds the rollups:
        // on even steps up to the last completed hour, on odd ones as if the roll-ups had stopped some
        // time ago (at an hour, a midnight, or any instant; minutes to 40 days), so the next call
        // rolls those hours up. Checked in a read-only call (nothing rolled) first.
        const cut =
          step % 2 === 0
            ? 'null'
            : pick([
                `date_trunc('hour', now(), 'UTC') - interval '${Math.floor(random() * 40 * 24)} hours'`,
                `private.analytics_day_start((now() at time zone 'UTC')::date - ${Math.floor(random() * 40)})`,
                `now() - interval '${Math.floor(random() * 40 * 24 * 60)} minutes'`,
              ]);
        await t.db.query(`select private.remote_health_rebuild(${cut})`);
        await expectRollupsHoldTheRolledSamples();
        for (const range of RANGES) {
          const readOnly = await health(range, { ...t.admin.ctx, readOnly: true });
          expect(readOnly, `seed ${seed}, step ${step}, ${range} days, read-only`).toEqual(await reference(t.db, range));
        }
        // And samples of the current hour through the API.
        await track(from(`198.51.100.${step}`), [
          { remote: pick(REMOTES), route: pick(ROUTES), metric: 'load', outcome: pick(OUTCOMES), value: random() * 3000, version: 'x9' },
          { remote: pick(REMOTES), route: pick(ROUTES), metric: 'inp', value: random() * 500 },
        ]);
        for (const range of RANGES) {
          expect(await health(range), `seed ${seed}, step ${step}, ${range} days`).toEqual(await reference(t.db, range));
        }
        await expectRollupsHoldTheRolledSamples();
      }
      const rolled = await t.db.query<{ n: string }>('select count(*) as n from private.remote_health_totals');
      expect(Number(rolled.rows[0]!.n)).toBeGreaterThan(0);
    });

    it('rolls completed hours up once: days into running totals, the current day by the hour, the rest live', async () => {
      await reset();
      await t.db.query(`insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version)
                        values (now() - interval '2 days', 'chat', '/', 'load', 'ok', 70, 'c1'),
                               (date_trunc('hour', now(), 'UTC') - interval '1 microsecond', 'chat', '/', 'load', 'failed', 0, 'c1'),
                               (date_trunc('hour', now(), 'UTC'), 'chat', '/', 'lcp', null, 2500, 'c1')`);
      await t.db.query("update private.remote_health_state set rolled_through = '-infinity'");
      // Read-only (a GET): nothing rolled, everything read live.
      expect(await health(30, { ...t.admin.ctx, readOnly: true })).toEqual(await reference(t.db, 30));
      const before = await t.db.query<{ w: string }>('select rolled_through::text as w from private.remote_health_state');
      expect(before.rows[0]!.w).toBe('-infinity');
      await health(30);
      const state = await t.db.query<{ at_hour: boolean }>(
        "select rolled_through = date_trunc('hour', now(), 'UTC') as at_hour from private.remote_health_state",
      );
      expect(state.rows[0]!.at_hour).toBe(true);
      // The sample of two days ago is in the running totals of its day; the one a microsecond
      // before the hour in the current day's hours (or yesterday's totals just after midnight);
      // the one at the hour is read live.
      const rolled = await t.db.query<{ totals: string; days: string }>(
        `select (select coalesce(sum(n), 0) from private.remote_health_totals where day = (select max(day) from private.remote_health_totals)) as totals,
                (select coalesce(sum(n), 0) from private.remote_health_days) as days`,
      );
      expect(Number(rolled.rows[0]!.totals) + Number(rolled.rows[0]!.days)).toBe(2);
      expect(Number(rolled.rows[0]!.days)).toBeLessThanOrEqual(1);
      await expectRollupsHoldTheRolledSamples();
      expect(await health(30)).toEqual(await reference(t.db, 30));
      expect(await health(1)).toEqual(await reference(t.db, 1));
      // Called again within the hour: nothing more to roll.
      const again = await t.db.query<{ n: number }>('select private.remote_health_roll_up() as n');
      expect(again.rows[0]!.n).toBe(0);
    });

    it("is exact at every kind of watermark: an hour, midnight, a sample's own instant, before any sample", async () => {
      await reset();
      // Samples on both sides of yesterday's midnight and of the current hour, and two at one instant.
      await t.db.query(`insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version)
        select at, r, '/', m, case when m = 'load' then o end, v, ver from (values
          (private.analytics_day_start((now() at time zone 'UTC')::date - 1) - interval '1 microsecond', 'library', 'load', 'ok', 300, 'l1'),
          (private.analytics_day_start((now() at time zone 'UTC')::date - 1), 'library', 'load', 'ok', 310, 'l2'),
          (private.analytics_day_start((now() at time zone 'UTC')::date), 'library', 'load', 'timeout', 0, 'l2'),
          (private.analytics_day_start((now() at time zone 'UTC')::date) - interval '1 microsecond', 'library', 'inp', null, 200, null),
          (date_trunc('hour', now(), 'UTC') - interval '1 hour', 'admin', 'cls', null, 100, 'a1'),
          (date_trunc('hour', now(), 'UTC') - interval '1 hour', 'admin', 'cls', null, 250, 'a1'),
          (date_trunc('hour', now(), 'UTC'), 'admin', 'load', 'ok', 990, 'a2'),
          (now() - interval '3 days', 'admin', 'load', 'contract', 0, 'a0')
        ) x(at, r, m, o, v, ver)`);
      const cuts = [
        "'-infinity'::timestamptz",
        "now() - interval '10 days'",
        "private.analytics_day_start((now() at time zone 'UTC')::date - 1) - interval '1 microsecond'",
        "private.analytics_day_start((now() at time zone 'UTC')::date - 1)",
        "private.analytics_day_start((now() at time zone 'UTC')::date)",
        "date_trunc('hour', now(), 'UTC') - interval '1 hour'",
        "date_trunc('hour', now(), 'UTC')",
      ];
      // Fixed instants (now() moves between statements).
      const instants = await t.db.query<{ at: string }>(`select unnest(array[${cuts.join(', ')}])::text as at`);
      for (const at of instants.rows.map((r) => r.at)) {
        const cut = `'${at}'::timestamptz`;
        await t.db.query(`select private.remote_health_rebuild(${cut})`);
        const w = await t.db.query<{ ok: boolean }>(`select rolled_through = ${cut} as ok from private.remote_health_state`);
        expect(w.rows[0]!.ok, cut).toBe(true);
        await expectRollupsHoldTheRolledSamples();
        for (const range of [1, 2, 3, 30]) {
          expect(await health(range, { ...t.admin.ctx, readOnly: true }), `${cut}, ${range} days, read-only`).toEqual(
            await reference(t.db, range),
          );
        }
        // The call rolls up to the current hour, from wherever the watermark was.
        expect(await health(2), `${cut}, rolled`).toEqual(await reference(t.db, 2));
        await expectRollupsHoldTheRolledSamples();
      }
    });
  });
});
