/**
 * Analytics data for the benchmarks (issue 14): the generated history of analytics-bench.ts, loaded
 * as a restore would (triggers off, rollups rebuilt by one roll-up), plus the sizes and counts
 * `pnpm bench:analytics` (e2e/bench/analytics.ts) prints. Plain node-postgres on the server's own
 * URL (superuser): the benchmark's side channel, never the API's path.
 */
import pg from 'pg';

/**
 * `$1` events over the 90 days before now (70% page views), half of them from one of the `$2`
 * members in auth.users, about 5 events per visitor and day (`$5` visitors a day), 20% with one of
 * 40 referrer origins. `$3` is how many were generated before, `$4` the total: rows go in in time
 * order, as events arrive, so today's rows sit together at the end of the table.
 */
export const GENERATE_EVENTS_SQL = `
  with members as (select array_agg(id) as ids from auth.users)
  insert into public.analytics_events (event_type, page_path, user_id, created_at, visitor_hash, referrer_origin)
  select case when r < 0.70 then 'page_view' when r < 0.80 then 'user_signin' when r < 0.88 then 'search'
              when r < 0.94 then 'waitlist_join' when r < 0.98 then 'user_signup' else 'chat_open' end,
         '/guides/' || (g % 50) || case when g % 7 = 0 then '?utm_source=x' else '' end,
         case when random() < 0.5 then m.ids[1 + floor(random() * $2)::int] end,
         now() - interval '90 days' * (1 - ($3 + g)::float8 / $4),
         -- About 5 events per visitor and day: a day's hashes, as track_events would make them.
         ((($3 + g)::float8 / $4 * 90)::int::bigint << 32) + floor(random() * $5)::bigint,
         case when random() < 0.2 then 'https://referrer-' || floor(random() * 40)::int || '.example' end
    from generate_series(1, $1) g, members m, lateral (select random() + g * 0 as r) x`;

/** The parameters of GENERATE_EVENTS_SQL for one chunk. */
export function generateEventsParams(chunk: number, members: number, done: number, total: number): number[] {
  return [chunk, members, done, total, Math.max(1, Math.round(total / 90 / 5))];
}

/**
 * Remote-health samples (migration 20250901091900_remote_health.sql): `$1` of them, the `$2`th to
 * the `$1 + $2`th of `$3`, in time order over the 90 days before now (as they arrive: the current
 * hour's rows sit together at the end of the table). A quarter as many as events (70% page views,
 * 10% of page loads sampled, about 3.5 samples each: loads and vitals), four remotes, a new build
 * of each every 20 days, 4.5% of loads not ok. Values are quantised as track_remote_health stores
 * them (`quantised` false: whole milliseconds, for a run against the migration before quantisation).
 */
export const generateRemoteHealthSql = (quantised: boolean): string => `
  insert into private.remote_health_samples (created_at, remote, route, metric, outcome, value, version)
  select now() - x.age * interval '90 days',
         (array['marketing', 'library', 'chat', 'admin'])[1 + floor(x.a * 4)::int],
         (array['/', '/resources/*', '/search', '/analytics'])[1 + floor(x.a * 4)::int],
         m.metric,
         case when m.metric = 'load' then
           case when x.o < 0.03 then 'failed' when x.o < 0.04 then 'timeout' when x.o < 0.045 then 'contract' else 'ok' end end,
         ${quantised ? 'private.remote_health_quantise(m.metric, v.raw)' : 'v.raw::int'},
         'v' || (5 - floor(x.age * 90 / 20))::int
    from generate_series(1, $1) g,
         lateral (select random() + g * 0 as a, random() as b, random() as o, random() as v,
                         1 - ($2 + g)::float8 / $3 as age) x,
         lateral (select (array['load', 'load', 'lcp', 'inp', 'cls'])[1 + floor(x.b * 5)::int] as metric) m,
         lateral (select least(600000, case m.metric
           when 'load' then floor(150 + 800 * -ln(1 - x.v))
           when 'lcp' then floor(800 + 1500 * -ln(1 - x.v))
           when 'inp' then 8 * ceil((40 + 120 * -ln(1 - x.v)) / 8)
           else floor(300 * x.v ^ 4) end)::numeric as raw) v`;

/** Generates `total` remote-health samples in chunks and rebuilds their rollups. */
export async function generateRemoteHealth(
  query: (sql: string, params?: unknown[]) => Promise<unknown>,
  total: number,
  quantised = true,
): Promise<void> {
  await query('truncate private.remote_health_samples');
  const CHUNK = 1_000_000;
  for (let done = 0; done < total; done += CHUNK) {
    await query(generateRemoteHealthSql(quantised), [Math.min(CHUNK, total - done), done, total]);
  }
  await query('vacuum analyze private.remote_health_samples');
}

/** The rollups, in `private`, that the dashboard's RPCs read. */
export const ROLLUP_TABLES = [
  'private.analytics_daily',
  'private.analytics_members',
  'private.analytics_traffic_days',
  'private.analytics_page_days',
  'private.analytics_referrer_days',
] as const;

/** Printed with the rollups: the partial day's detail tables (migration 20250901092000) and remote health's. */
export const OTHER_SIZED_TABLES = [
  'private.analytics_member_days',
  'private.analytics_traffic_visitors',
  'private.analytics_traffic_page_visitors',
  'private.analytics_traffic_referrer_visitors',
  'private.remote_health_samples',
  'private.remote_health_totals',
  'private.remote_health_days',
  'private.remote_health_version_days',
] as const;

export interface RelationSize {
  relation: string;
  rows: number;
  /** pg_total_relation_size: table, indexes and TOAST. */
  bytes: number;
}

export interface AnalyticsData {
  /** Members in auth.users (no password: they only own events). */
  addMembers(count: number): Promise<void>;
  grantAdmin(userId: string): Promise<void>;
  /** Empties analytics_events and the rollups, loads `total` generated events, rebuilds the rollups. */
  reload(total: number, members: number, progress?: (message: string) => void): Promise<{ loadSeconds: number; rollupSeconds: number }>;
  sizes(): Promise<RelationSize[]>;
  /** Rows of the last 2 hours (the created_at index) whose page_path starts with the prefix. */
  countPath(prefix: string): Promise<number>;
  /** The same, per page_path. */
  countByPath(prefix: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export async function openAnalyticsData(databaseUrl: string): Promise<AnalyticsData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (sql: string, params?: unknown[]) => client.query(sql, params);
  return {
    async addMembers(count) {
      await q(
        `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
         select gen_random_uuid(), 'bench-member-' || g || '@example.test', 'x', now() from generate_series(1, $1) g`,
        [count],
      );
    },
    async grantAdmin(userId) {
      await q(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [userId]);
    },
    async reload(total, members, progress = () => {}) {
      let started = performance.now();
      await q('truncate public.analytics_events'); // its truncate trigger empties the rollups
      await q('alter table public.analytics_events disable trigger user');
      const CHUNK = 1_000_000;
      try {
        for (let done = 0; done < total; done += CHUNK) {
          await q(GENERATE_EVENTS_SQL, generateEventsParams(Math.min(CHUNK, total - done), members, done, total));
          progress(
            `${(done + Math.min(CHUNK, total - done)).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} events generated`,
          );
        }
      } finally {
        await q('alter table public.analytics_events enable trigger user');
      }
      await q('vacuum analyze public.analytics_events');
      const loadSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      for (const t of ROLLUP_TABLES) await q(`delete from ${t}`);
      await q(`update private.analytics_rollup_state set rolled_through = '-infinity'`);
      await q(`update private.analytics_traffic_state set rolled_through = '-infinity'`);
      progress('rebuilding the rollups');
      await q('select private.analytics_roll_up()');
      await q('select private.analytics_traffic_roll_up()');
      await q(`vacuum analyze ${ROLLUP_TABLES.join(', ')}`);
      progress('generating remote-health samples and their rollups');
      await generateRemoteHealth(q, Math.round(total / 4));
      await q('select private.remote_health_rebuild()');
      await q('vacuum analyze private.remote_health_totals, private.remote_health_days, private.remote_health_version_days');
      return { loadSeconds, rollupSeconds: (performance.now() - started) / 1000 };
    },
    async sizes() {
      const out: RelationSize[] = [];
      for (const relation of ['public.analytics_events', ...ROLLUP_TABLES, ...OTHER_SIZED_TABLES]) {
        const r = await q(
          `select pg_total_relation_size($1::regclass)::bigint as bytes, (select count(*) from ${relation})::bigint as rows`,
          [relation],
        );
        const row = r.rows[0] as { bytes: string; rows: string };
        out.push({ relation, rows: Number(row.rows), bytes: Number(row.bytes) });
      }
      return out;
    },
    async countPath(prefix) {
      const r = await q(
        `select count(*)::bigint as n from public.analytics_events where created_at >= now() - interval '2 hours' and starts_with(page_path, $1)`,
        [prefix],
      );
      return Number((r.rows[0] as { n: string }).n);
    },
    async countByPath(prefix) {
      const r = await q(
        `select page_path, count(*)::bigint as n from public.analytics_events
          where created_at >= now() - interval '2 hours' and starts_with(page_path, $1) group by 1`,
        [prefix],
      );
      return new Map((r.rows as { page_path: string; n: string }[]).map((row) => [row.page_path, Number(row.n)]));
    },
    close: () => client.end(),
  };
}
