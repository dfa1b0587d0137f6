import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, RequestContext } from '../../supabase-local/src/db/types.ts';
import {
  anon,
  as,
  createUser,
  ENGINES,
  expectPgError,
  grantAdmin,
  openTestDb,
  service,
  type TestDb,
  type TestUser,
} from '../../supabase-local/src/db/testing/harness.ts';

// Per-remote health (migration 20250901091900_remote_health.sql): track_remote_health records
// sampled load outcomes and Web Vitals without personal data, within the address bucket of
// track_events; get_remote_health answers per remote from per-day histograms plus today's rows,
// exactly as percentile_disc over the samples does. The address is what PostgREST puts in
// request.headers (PostgREST: src/PostgREST/Query.hs setPgLocals); the local stack sets
// x-forwarded-for there from its gateway (supabase-local/src/rest/rest-request.ts requestHeaders).

/** mulberry32: a small seeded generator (REMOTE_HEALTH_SEED=n replays another sequence). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  let t: TestDb;
  let admin: TestUser;
  let member: TestUser;
  const from = (ip: string): RequestContext => ({ ...anon, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    t = await openTestDb(engine);
    admin = await createUser(t.db, 'admin');
    await grantAdmin(t.db, admin.id);
    member = await createUser(t.db, 'member');
  });

  afterAll(async () => {
    await t?.close();
  });

  async function health(daysBack: number, ctx: RequestContext = admin.ctx): Promise<Health> {
    const res = await as<{ h: Health }>(t.db, ctx, 'select public.get_remote_health($1) as h', [daysBack]);
    return res.rows[0]!.h;
  }
  const track = (ctx: RequestContext, samples: unknown) =>
    as<{ n: number }>(t.db, ctx, 'select public.track_remote_health($1::jsonb) as n', [JSON.stringify(samples)]);

  async function reset(): Promise<void> {
    await t.db.query('truncate private.remote_health_samples, private.analytics_rate_limits');
    await t.db.query('select private.remote_health_rebuild()');
  }

  describe('what track_remote_health stores', () => {
    it('stores the sample with the server time, the route without search or fragment, rounded values, and nothing personal', async () => {
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
        { remote: 'library', route: '/search', metric: 'load', outcome: 'ok', value: 413, version: '2.1.0', recent: true },
        { remote: 'library', route: '/search', metric: 'cls', outcome: null, value: 123, version: '2.1.0', recent: true },
        { remote: 'marketing', route: '/', metric: 'lcp', outcome: null, value: 1834, version: null, recent: true },
      ]);
      // No column could hold a person: no user, address, user agent or hash.
      const columns = await t.db.query<{ c: string }>(
        `select string_agg(column_name, ',' order by ordinal_position) as c from information_schema.columns
          where table_schema = 'private' and table_name = 'remote_health_samples'`,
      );
      expect(columns.rows[0]!.c).toBe('id,created_at,remote,route,metric,outcome,value,version');
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
      for (const ctx of [anon, member.ctx, admin.ctx, service]) {
        for (const sql of [
          'select * from private.remote_health_samples',
          "insert into private.remote_health_samples (remote, route, metric, outcome, value) values ('chat', '/', 'load', 'ok', 1)",
          'select * from private.remote_health_days',
          'select * from private.remote_health_version_days',
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
      await expectPgError(as(t.db, admin.ctx, 'select public.get_remote_health(null)'), '22023', /got null/);
    });
  });

  describe('answers', () => {
    it('per remote: outcomes, error rate, p75s, current version and first appearances', async () => {
      await reset();
      const ins = (sql: string) =>
        t.db.query(`insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version) values ${sql}`);
      await ins(`
        (now() - interval '3 days', 'admin', '/analytics', 'load', 'ok', 100, '1.0.0'),
        (now() - interval '3 days', 'admin', '/analytics', 'load', 'ok', 200, '1.0.0'),
        (now() - interval '2 hours', 'admin', '/analytics', 'load', 'ok', 300, '1.1.0'),
        (now() - interval '1 hour', 'admin', '/analytics', 'load', 'ok', 400, '1.1.0'),
        (now() - interval '1 hour', 'admin', '/analytics', 'load', 'failed', 9, null),
        (now() - interval '1 hour', 'admin', '/analytics', 'load', 'timeout', 10000, null),
        (now() - interval '1 hour', 'admin', '/analytics', 'lcp', null, 2500, '1.1.0'),
        (now() - interval '1 hour', 'admin', '/analytics', 'cls', null, 50, '1.1.0')`);
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
      const random = rng(seed);
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
          const value = metric === 'cls' ? Math.floor(random() * 400) : Math.floor(random() * 50) * 40;
          rows.push(
            `(now() - interval '${ageMinutes} minutes', '${remote}', '${pick(ROUTES)}', '${metric}', ${outcome}, ${value}, ${version})`,
          );
        }
        await t.db.query(
          `insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version) values ${rows.join(',')}`,
        );
        // Past days are only written by the owner (no API role can), who then rebuilds the rollups.
        await t.db.query('select private.remote_health_rebuild()');
        if (step % 2 === 1) {
          // As if the roll-ups had stopped some days ago: the next call rolls those days up.
          const back = 1 + Math.floor(random() * 40);
          const cutoff = `(now() at time zone 'UTC')::date - ${back}`;
          await t.db.query(`delete from private.remote_health_days where day > ${cutoff}`);
          await t.db.query(`delete from private.remote_health_version_days where day > ${cutoff}`);
          await t.db.query(`update private.remote_health_state set rolled_through = ${cutoff}`);
          // And today's samples through the API.
          await track(from(`198.51.100.${step}`), [
            { remote: pick(REMOTES), route: pick(ROUTES), metric: 'load', outcome: pick(OUTCOMES), value: random() * 3000, version: 'x9' },
            { remote: pick(REMOTES), route: pick(ROUTES), metric: 'inp', value: random() * 500 },
          ]);
        }
        for (const range of RANGES) {
          expect(await health(range), `seed ${seed}, step ${step}, ${range} days`).toEqual(await reference(t.db, range));
        }
      }
      const rolled = await t.db.query<{ n: string }>('select count(*) as n from private.remote_health_days');
      expect(Number(rolled.rows[0]!.n)).toBeGreaterThan(0);
    });

    it('rolls completed days up once and reads only the rest live', async () => {
      await reset();
      await t.db.query(`insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version)
                        values (now() - interval '2 days', 'chat', '/', 'load', 'ok', 70, 'c1')`);
      await t.db.query("update private.remote_health_state set rolled_through = '-infinity'");
      await health(30);
      const state = await t.db.query<{ behind: number }>(
        "select ((now() at time zone 'UTC')::date - rolled_through) as behind from private.remote_health_state",
      );
      expect(state.rows[0]!.behind).toBe(1);
      const days = await t.db.query<{ n: string }>("select sum(n) as n from private.remote_health_days where remote = 'chat'");
      expect(Number(days.rows[0]!.n)).toBe(1);
      expect(await health(30)).toEqual(await reference(t.db, 30));
    });
  });
});
