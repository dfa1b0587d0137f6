/**
 * The admin dashboard's RPCs on a throw-away PostgreSQL with many events (issue 14, item 3):
 * EVENTS events over the last 90 days (70% page views), 20,000 members, half the events signed in.
 * Prints p50/p95 of the full scans the RPCs ran before migration 20250901091500 ("before", the
 * old bodies, recreated here as bench.*) and of the RPCs as they are now ("after", rollups of
 * completed hours, migration 20250901092000, plus the current hour's rows read live), each as the
 * REST layer runs it (one transaction as `authenticated` with an admin's claims). Also the one-off
 * backfill and the first call of a new hour, which rolls up the last hour. The same for
 * get_traffic_report (migration 20250901091700;
 * visitor hashes of about 5 events per visitor and day, 20% of events with one of 40 referrer
 * origins), against one full scan of its range. And get_remote_health (migration
 * 20250901091900) over EVENTS / 4 remote-health samples: steady calls, the first call of a new hour,
 * the rebuild, the rollups' sizes, and its answers against percentile_disc over the samples.
 * Figures only.
 *
 *   npx tsx supabase-local/src/bench/analytics-bench.ts            # 1,000,000 events
 *   EVENTS=10000000 npx tsx supabase-local/src/bench/analytics-bench.ts
 *   BEFORE=0 EVENTS=10000000 npx tsx supabase-local/src/bench/analytics-bench.ts   # without the full scans' timings
 *   ONLY=remote-health EVENTS=10000000 npx tsx supabase-local/src/bench/analytics-bench.ts   # remote health alone
 *
 * MIGRATIONS_DIR=<dir> applies another set of migrations (a before/after comparison); with
 * RAW_VALUES=1 the samples keep whole milliseconds, for migrations before the values' quantisation
 * (remote health's rewind and checks then are skipped: only its steady calls are timed).
 * EXPLAIN=1 prints the plans (auto_explain: ANALYZE, BUFFERS, nested statements) of one
 * get_remote_health(30) and (90) call, from the server's log.
 */
import { openDb } from '../db/open-db.ts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATE_EVENTS_SQL, generateEventsParams, generateRemoteHealth } from './analytics-data.ts';
import { NO_SEED } from '../db/testing/no-seed.ts';
import { startTempPostgres } from '../db/testing/temp-postgres.ts';
import { requestSettingsSql } from '../db/request-settings.ts';
import type { Db, RequestContext } from '../db/types.ts';

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const MEMBERS = 20_000;
const CALLS = Number(process.env.CALLS ?? (EVENTS > 2_000_000 ? 10 : 30));
// BEFORE=0 skips timing the full scans (at 10 M on a busy machine they can pass the role's statement timeout).
const BEFORE_TIMINGS = process.env.BEFORE !== '0';
const ONLY_REMOTE_HEALTH = process.env.ONLY === 'remote-health';
const RAW_VALUES = process.env.RAW_VALUES === '1';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(db: Db, ctx: RequestContext, sql: string, calls: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await db.withRequest(ctx, (tx) => tx.query(sql));
    ms.push(performance.now() - started);
  }
  return ms;
}

/**
 * The first call of a new hour: `rewind` puts the rollups back by one hour (as owner, not timed), then
 * `sql` runs as `ctx` and is timed; the transaction is rolled back, so each call sees the same state.
 */
async function timeFirstCallOfHour(db: Db, ctx: RequestContext, rewind: string[], sql: string, calls: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    await db
      .transaction(async (tx) => {
        for (const statement of rewind) await tx.query(statement);
        await tx.query(requestSettingsSql(ctx));
        const started = performance.now();
        await tx.query(sql);
        ms.push(performance.now() - started);
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
  }
  return ms;
}

class RolledBack extends Error {}

// One hour back: the hour's counts taken out of analytics_daily (analytics_members is left: rolling
// the hour again sets the same last days).
const REWIND_SUMMARY = [
  `update private.analytics_daily d set count = d.count - x.n
     from (select (e.created_at at time zone 'UTC')::date as day, e.event_type, count(*) as n
             from public.analytics_events e, private.analytics_rollup_state s
            where e.created_at >= s.rolled_through - interval '1 hour' and e.created_at < s.rolled_through group by 1, 2) x
    where d.day = x.day and d.event_type = x.event_type`,
  `update private.analytics_rollup_state set rolled_through = rolled_through - interval '1 hour'`,
];
// The partial day rebuilt up to one hour before the watermark, with its details (the migration's own
// per-day rebuild); the day of the watermark too, when the hour crosses midnight.
const REWIND_TRAFFIC = [
  `select private.analytics_traffic_rebuild_days(array[((s.rolled_through - interval '1 hour') at time zone 'UTC')::date,
                                                       (s.rolled_through at time zone 'UTC')::date],
                                                 s.rolled_through - interval '1 hour')
     from private.analytics_traffic_state s`,
  `update private.analytics_traffic_state set rolled_through = rolled_through - interval '1 hour'`,
];

function report(label: string, ms: number[]): void {
  console.log(
    `${label.padEnd(52)} p50 ${percentile(ms, 50).toFixed(1).padStart(8)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(8)} ms  (${ms.length} calls)`,
  );
}

// The bodies of the RPCs before the rollups (migration 20250901090900), without the role check.
const BEFORE = `
create schema bench;
create function bench.summary_full_scan() returns table (event_type text, count bigint, unique_users bigint)
language sql stable security definer as $$
  select e.event_type, count(*)::bigint, count(distinct e.user_id)::bigint
    from public.analytics_events e group by e.event_type order by 2 desc, 1
$$;
create function bench.per_day_full_scan(days_back int) returns table (day date, event_type text, count bigint)
language sql stable security definer as $$
  select (e.created_at at time zone 'UTC')::date, e.event_type, count(*)::bigint
    from public.analytics_events e
   where e.created_at >= ((((now() at time zone 'UTC')::date - (days_back - 1))::timestamp) at time zone 'UTC')
   group by 1, 2 order by 1, 2
$$;
-- get_traffic_report (migration 20250901091700) as one full scan of the range.
create function bench.traffic_full_scan(days_back int, top_n int) returns jsonb
language sql stable security definer as $$
  with r as (
    select e.*, (e.created_at at time zone 'UTC')::date as day,
           nullif(left(split_part(split_part(e.page_path, '#', 1), '?', 1), 300), '') as path
      from public.analytics_events e
     where e.created_at >= ((((now() at time zone 'UTC')::date - (days_back - 1))::timestamp) at time zone 'UTC')
  ), v as (
    select (select count(*) from (select distinct day, visitor_hash from r where visitor_hash is not null) x) as visitors
  )
  select jsonb_build_object(
    'days_back', days_back,
    'since', ((now() at time zone 'UTC')::date - (days_back - 1))::text,
    'visitors', v.visitors,
    'funnel', jsonb_build_object(
      'visitors', v.visitors,
      'waitlist_visitors', (select count(*) from (select distinct day, visitor_hash from r where visitor_hash is not null and event_type = 'waitlist_join') x),
      'signups', (select count(*) from r where event_type = 'user_signup'),
      'confirmed', (select count(*) from auth.users u
                     where u.email_confirmed_at >= ((((now() at time zone 'UTC')::date - (days_back - 1))::timestamp) at time zone 'UTC'))),
    'pages', coalesce((select jsonb_agg(jsonb_build_object('path', p.path, 'views', p.views, 'visitors', p.visitors) order by p.views desc, p.path)
                         from (select path, count(*) as views, count(distinct day::text || ':' || visitor_hash) as visitors
                                 from r where event_type = 'page_view' and path is not null group by path order by 2 desc, 1 limit top_n) p), '[]'::jsonb),
    'referrers', coalesce((select jsonb_agg(jsonb_build_object('origin', o.origin, 'visitors', o.visitors) order by o.visitors desc, o.origin)
                             from (select referrer_origin as origin, count(distinct day::text || ':' || visitor_hash) as visitors
                                     from r where referrer_origin is not null and visitor_hash is not null group by 1 order by 2 desc, 1 limit top_n) o), '[]'::jsonb)
  ) from v
$$;
grant usage on schema bench to authenticated;
grant execute on all functions in schema bench to authenticated;
`;

// One hour back: the watermark's day (or the day before, when the watermark is at midnight) taken
// out of the running totals and rebuilt from the samples up to one hour before the watermark.
const REWIND_REMOTE_HEALTH = [
  `create temp table rewind on commit drop as
     select s.rolled_through - interval '1 hour' as w, ((s.rolled_through - interval '1 hour') at time zone 'UTC')::date as d
       from private.remote_health_state s`,
  'delete from private.remote_health_totals t using rewind r where t.day >= r.d',
  'delete from private.remote_health_days t using rewind r where t.day >= r.d',
  'delete from private.remote_health_version_days t using rewind r where t.day >= r.d',
  `insert into private.remote_health_days (day, remote, metric, outcome, value, n)
     select r.d, s.remote, s.metric, coalesce(s.outcome, ''), case when s.outcome <> 'ok' then 0 else s.value end, count(*)
       from private.remote_health_samples s, rewind r
      where s.created_at >= private.analytics_day_start(r.d) and s.created_at < r.w group by 1, 2, 3, 4, 5`,
  `insert into private.remote_health_version_days (day, remote, version, first_seen, last_seen, loads)
     select r.d, s.remote, s.version, min(s.created_at), max(s.created_at), count(*)
       from private.remote_health_samples s, rewind r
      where s.created_at >= private.analytics_day_start(r.d) and s.created_at < r.w and s.metric = 'load' and s.version is not null
      group by 1, 2, 3`,
  'update private.remote_health_state s set rolled_through = r.w from rewind r',
];

// get_remote_health as a scan of the samples (percentile_disc), to check the answers at the end.
const REMOTE_HEALTH_SCAN = `
  with r as (select * from private.remote_health_samples s
              where s.created_at >= private.analytics_day_start((now() at time zone 'UTC')::date - ($1::int - 1))
                and s.created_at < private.analytics_day_start((now() at time zone 'UTC')::date + 1)),
       allv as (select remote, version, min(created_at) as first_seen, max(created_at) as last_seen
                  from private.remote_health_samples where metric = 'load' and version is not null group by 1, 2),
       inr as (select remote, version, count(*) as loads from r where metric = 'load' and version is not null group by 1, 2),
       per as (select remote,
                      count(*) filter (where metric = 'load') as loads, count(*) filter (where outcome = 'ok') as ok,
                      count(*) filter (where outcome = 'failed') as failed, count(*) filter (where outcome = 'timeout') as timeout,
                      count(*) filter (where outcome = 'contract') as contract,
                      percentile_disc(0.75) within group (order by value) filter (where outcome = 'ok') as load_p75,
                      percentile_disc(0.75) within group (order by value) filter (where metric = 'lcp') as lcp_p75,
                      percentile_disc(0.75) within group (order by value) filter (where metric = 'inp') as inp_p75,
                      percentile_disc(0.75) within group (order by value) filter (where metric = 'cls') as cls_p75,
                      count(*) filter (where metric = 'lcp') as lcp_n, count(*) filter (where metric = 'inp') as inp_n,
                      count(*) filter (where metric = 'cls') as cls_n
                 from r group by 1)
  select jsonb_build_object('days_back', $1::int, 'since', ((now() at time zone 'UTC')::date - ($1::int - 1))::text,
    'remotes', coalesce(jsonb_agg(jsonb_build_object(
      'remote', p.remote,
      'current_version', (select a.version from allv a join inr i using (remote, version) where a.remote = p.remote
                           order by a.last_seen desc, a.version limit 1),
      'loads', p.loads, 'ok', p.ok, 'failed', p.failed, 'timeout', p.timeout, 'contract', p.contract,
      'error_rate', round((p.loads - p.ok)::numeric / nullif(p.loads, 0), 4),
      'load_p75_ms', p.load_p75, 'lcp_p75_ms', p.lcp_p75, 'inp_p75_ms', p.inp_p75, 'cls_p75', p.cls_p75 / 1000.0,
      'lcp_samples', p.lcp_n, 'inp_samples', p.inp_n, 'cls_samples', p.cls_n,
      'versions', coalesce((select jsonb_agg(jsonb_build_object('version', a.version, 'first_seen', a.first_seen,
                              'last_seen', a.last_seen, 'loads', i.loads) order by a.first_seen desc, a.version)
                              from allv a join inr i using (remote, version) where a.remote = p.remote), '[]'::jsonb)
    ) order by p.remote), '[]'::jsonb)) as h
  from per p`;

/** One call as `ctx` with auto_explain on, its plans printed from the server's log. */
async function explain(db: Db, ctx: RequestContext, serverLog: string, sql: string): Promise<void> {
  const from = statSync(serverLog).size;
  await db.transaction(async (tx) => {
    await tx.query(`load 'auto_explain'`);
    for (const setting of ['log_min_duration = 0', 'log_analyze = on', 'log_buffers = on', 'log_nested_statements = on']) {
      await tx.query(`set local auto_explain.${setting}`);
    }
    await tx.query(requestSettingsSql(ctx));
    await tx.query(sql);
  });
  console.log(`--- plans of ${sql}`);
  console.log(readFileSync(serverLog, 'utf8').slice(from));
}

/** get_remote_health over EVENTS / 4 generated samples (the share bench:analytics generates). */
async function benchRemoteHealth(db: Db, admin: RequestContext, serverLog: string): Promise<void> {
  const samples = Math.round(EVENTS / 4);
  let started = performance.now();
  await generateRemoteHealth((sql, params) => db.query(sql, params), samples, !RAW_VALUES);
  console.log(
    `remote health: ${samples.toLocaleString('en-US')} samples over 90 days generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await db.query('select private.remote_health_rebuild()');
  console.log(`remote health: rebuild of the rollups (once) ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const tables = RAW_VALUES
    ? ['private.remote_health_days', 'private.remote_health_version_days']
    : ['private.remote_health_totals', 'private.remote_health_days', 'private.remote_health_version_days'];
  await db.query(`vacuum analyze ${tables.join(', ')}`);
  for (const relation of ['private.remote_health_samples', ...tables]) {
    const r = await db.query<{ n: string; bytes: string }>(
      `select (select count(*) from ${relation})::text as n, pg_total_relation_size('${relation}'::regclass)::text as bytes`,
    );
    console.log(`${relation}: ${r.rows[0]!.n} rows, ${(Number(r.rows[0]!.bytes) / 1024 / 1024).toFixed(1)} MB`);
  }
  const calls = RAW_VALUES ? Math.min(CALLS, 10) : CALLS * 3;
  await time(db, admin, 'select public.get_remote_health(30)', 3); // warm-up
  for (const days of [7, 30, 90]) {
    report(`get_remote_health(${days})`, await time(db, admin, `select public.get_remote_health(${days})`, calls));
  }
  if (process.env.EXPLAIN === '1') {
    for (const days of [30, 90]) await explain(db, admin, serverLog, `select public.get_remote_health(${days})`);
  }
  if (RAW_VALUES) return;
  report(
    'get_remote_health(30), first call of a new hour',
    await timeFirstCallOfHour(db, admin, REWIND_REMOTE_HEALTH, 'select public.get_remote_health(30)', 5),
  );
  for (const days of [1, 7, 30, 90]) {
    const [a, b] = await Promise.all([
      db.withRequest(admin, (tx) => tx.query<{ h: unknown }>('select public.get_remote_health($1) as h', [days])),
      db.query<{ h: unknown }>(REMOTE_HEALTH_SCAN, [days]),
    ]);
    console.log(
      `get_remote_health(${days}) equal to the scan of the samples: ${JSON.stringify(a.rows[0]!.h) === JSON.stringify(b.rows[0]!.h)}`,
    );
  }
}

async function main(): Promise<void> {
  const server = await startTempPostgres();
  const db = await openDb({ databaseUrl: server.url, seedFile: NO_SEED, migrationsDir: process.env.MIGRATIONS_DIR });
  try {
    await db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
       select gen_random_uuid(), 'member-' || g || '@example.test', 'x', now() from generate_series(1, $1) g`,
      [MEMBERS],
    );
    const adminId = (await db.query<{ id: string }>('select id from auth.users limit 1')).rows[0]!.id;
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
    const admin: RequestContext = { role: 'authenticated', claims: { sub: adminId, role: 'authenticated', aud: 'authenticated' } };
    if (ONLY_REMOTE_HEALTH) {
      await benchRemoteHealth(db, admin, join(server.dir, 'server.log'));
      return;
    }

    // Bulk load as a restore would: triggers off, then the rollups rebuilt by one roll-up. Rows go
    // in in time order, as events arrive, so today's rows sit together at the end of the table.
    let started = performance.now();
    await db.query('alter table public.analytics_events disable trigger user');
    const CHUNK = 1_000_000;
    for (let done = 0; done < EVENTS; done += CHUNK) {
      await db.query(GENERATE_EVENTS_SQL, generateEventsParams(Math.min(CHUNK, EVENTS - done), MEMBERS, done, EVENTS));
    }
    await db.query('alter table public.analytics_events enable trigger user');
    await db.query('vacuum analyze public.analytics_events');
    console.log(
      `PostgreSQL, ${EVENTS.toLocaleString('en-US')} events over 90 days, ${MEMBERS.toLocaleString('en-US')} members: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await db.query(BEFORE);
    if (BEFORE_TIMINGS) {
      report('before: get_analytics_summary (full scan)', await time(db, admin, 'select * from bench.summary_full_scan()', CALLS));
      report('before: get_events_per_day(30) (full scan)', await time(db, admin, 'select * from bench.per_day_full_scan(30)', CALLS));
      report('before: get_events_per_day(90) (full scan)', await time(db, admin, 'select * from bench.per_day_full_scan(90)', CALLS));
      for (const days of [7, 30, 90]) {
        report(`full scan: traffic report(${days})`, await time(db, admin, `select bench.traffic_full_scan(${days}, 10)`, CALLS));
      }
    }

    await db.query('delete from private.analytics_daily');
    await db.query('delete from private.analytics_members');
    await db.query(`update private.analytics_rollup_state set rolled_through = '-infinity'`);
    started = performance.now();
    await db.query('select private.analytics_roll_up()');
    console.log(`backfill (what the migration does once): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.query('vacuum analyze private.analytics_daily, private.analytics_members');
    const sizes = await db.query<{ daily: string; members: string }>(
      'select (select count(*) from private.analytics_daily) as daily, (select count(*) from private.analytics_members) as members',
    );
    console.log(`rollups: ${sizes.rows[0]!.daily} day rows, ${sizes.rows[0]!.members} member rows`);

    await db.query('delete from private.analytics_traffic_days');
    await db.query('delete from private.analytics_page_days');
    await db.query('delete from private.analytics_referrer_days');
    await db.query(`update private.analytics_traffic_state set rolled_through = '-infinity'`);
    started = performance.now();
    await db.query('select private.analytics_traffic_roll_up()');
    console.log(`traffic backfill (what migration 20250901091700 does once): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.query(
      'vacuum analyze private.analytics_traffic_days, private.analytics_page_days, private.analytics_referrer_days, private.analytics_member_days, ' +
        'private.analytics_traffic_visitors, private.analytics_traffic_page_visitors, private.analytics_traffic_referrer_visitors',
    );
    for (const relation of [
      'private.analytics_member_days',
      'private.analytics_traffic_visitors',
      'private.analytics_traffic_page_visitors',
      'private.analytics_traffic_referrer_visitors',
    ]) {
      const r = await db.query<{ n: string; bytes: string }>(
        `select (select count(*) from ${relation})::text as n, pg_total_relation_size('${relation}'::regclass)::text as bytes`,
      );
      console.log(`${relation}: ${r.rows[0]!.n} rows, ${(Number(r.rows[0]!.bytes) / 1024 / 1024).toFixed(1)} MB`);
    }

    await time(db, admin, 'select * from public.get_analytics_summary()', 3); // warm-up
    report('after: get_analytics_summary()', await time(db, admin, 'select * from public.get_analytics_summary()', CALLS * 3));
    report('after: get_analytics_summary(30)', await time(db, admin, 'select * from public.get_analytics_summary(30)', CALLS * 3));
    report('after: get_events_per_day(7)', await time(db, admin, 'select * from public.get_events_per_day(7)', CALLS * 3));
    report('after: get_events_per_day(30)', await time(db, admin, 'select * from public.get_events_per_day(30)', CALLS * 3));
    report('after: get_events_per_day(90)', await time(db, admin, 'select * from public.get_events_per_day(90)', CALLS * 3));

    report(
      'after: first call of a new hour (rolls the last hour)',
      await timeFirstCallOfHour(db, admin, REWIND_SUMMARY, 'select * from public.get_analytics_summary()', 5),
    );

    await time(db, admin, 'select public.get_traffic_report(30)', 3); // warm-up
    for (const days of [7, 30, 90]) {
      report(`after: get_traffic_report(${days})`, await time(db, admin, `select public.get_traffic_report(${days})`, CALLS * 3));
    }
    report(
      'after: traffic report, first call of a new hour',
      await timeFirstCallOfHour(db, admin, REWIND_TRAFFIC, 'select public.get_traffic_report(30)', 5),
    );

    // Equal answers, as a last check.
    const [a, b] = await Promise.all([
      db.withRequest(admin, (tx) => tx.query('select * from public.get_analytics_summary()')),
      db.query('select * from bench.summary_full_scan()'),
    ]);
    console.log(`summary equal to the full scan: ${JSON.stringify(a.rows) === JSON.stringify(b.rows)}`);
    for (const days of [7, 30, 90]) {
      const [c, d] = await Promise.all([
        db.withRequest(admin, (tx) => tx.query<{ r: unknown }>(`select public.get_traffic_report(${days}) as r`)),
        db.query<{ r: unknown }>(`select bench.traffic_full_scan(${days}, 10) as r`),
      ]);
      console.log(`traffic report(${days}) equal to the full scan: ${JSON.stringify(c.rows[0]!.r) === JSON.stringify(d.rows[0]!.r)}`);
    }
    await benchRemoteHealth(db, admin, join(server.dir, 'server.log'));
  } finally {
    await db.close();
    await server.stop();
  }
}

void main();
