import type { Db, RequestContext } from '../types.ts';
import { as, type TestUser } from './harness.ts';

// Shared by the analytics database tests (analytics-watermark, analytics-event-ids, track-events).

/** The start of the current UTC hour, as SQL. */
export const HOUR = `date_trunc('hour', now(), 'UTC')`;

/** public.track_events(events) called as `ctx`; answers how many of the events were new. */
export async function trackEvents(db: Db, ctx: RequestContext, events: unknown): Promise<number> {
  const res = await as<{ track_events: number }>(db, ctx, 'select public.track_events($1::jsonb)', [JSON.stringify(events)]);
  return res.rows[0]!.track_events;
}

/** Hands out a new client address (198.51.100.x) on each call, so the per-address limit of one test never reaches another. */
export function freshAddresses(): () => string {
  let next = 1;
  return () => `198.51.100.${next++}`;
}

/**
 * Puts both rollups in the state a roll-up at `cut` (an SQL instant) would have left: built here from
 * their definition (summary) and by the migration's own per-day rebuild up to `cut` (traffic), so
 * that the next RPC call rolls up [cut, start of this hour), as the first call of a new hour does.
 */
export async function rewindRollupsTo(db: Db, cut: string): Promise<void> {
  await db.query('delete from private.analytics_daily');
  await db.query('delete from private.analytics_members');
  await db.query(
    `insert into private.analytics_daily (day, event_type, count)
     select (created_at at time zone 'UTC')::date, event_type, count(*) from public.analytics_events where created_at < ${cut} group by 1, 2`,
  );
  await db.query(
    `insert into private.analytics_members (event_type, user_id, last_day)
     select event_type, user_id, max((created_at at time zone 'UTC')::date) from public.analytics_events
      where created_at < ${cut} and user_id is not null group by 1, 2`,
  );
  await db.query(`update private.analytics_rollup_state set rolled_through = ${cut}`);
  // Every day from the first row's to today: whole days before the cut's, the cut's day up to it,
  // none after it.
  await db.query(
    `select private.analytics_traffic_rebuild_days(
              array(select d::date from generate_series(
                      (least((select min(created_at) from public.analytics_events), ${cut}) at time zone 'UTC')::date,
                      (now() at time zone 'UTC')::date, interval '1 day') d),
              ${cut})`,
  );
  await db.query(`update private.analytics_traffic_state set rolled_through = ${cut}`);
}

/** The first instant of a range of $1 UTC days ending today, as SQL. */
const SINCE = `(((now() at time zone 'UTC')::date - ($1::int - 1))::timestamp at time zone 'UTC')`;

/** get_traffic_report's answer. */
export interface TrafficReport {
  days_back: number;
  since: string;
  visitors: number;
  funnel: { visitors: number; waitlist_visitors: number; signups: number; confirmed: number };
  pages: { path: string; views: number; visitors: number }[];
  referrers: { origin: string; visitors: number }[];
}

/** The report as a full scan computes it, written out independently of the migration's helpers. */
export async function trafficReportByFullScan(db: Db, daysBack: number, topN: number): Promise<TrafficReport> {
  const res = await db.query<{ report: TrafficReport }>(
    `with r as (
       select e.*, (e.created_at at time zone 'UTC')::date as day,
              nullif(left(split_part(split_part(e.page_path, '#', 1), '?', 1), 300), '') as path
         from public.analytics_events e where e.created_at >= ${SINCE}
     ), v as (
       select (select count(*) from (select distinct day, visitor_hash from r where visitor_hash is not null) x)::int as visitors
     )
     select jsonb_build_object(
       'days_back', $1::int,
       'since', ((now() at time zone 'UTC')::date - ($1::int - 1))::text,
       'visitors', v.visitors,
       'funnel', jsonb_build_object(
         'visitors', v.visitors,
         'waitlist_visitors', (select count(*) from (select distinct day, visitor_hash from r
                                                      where visitor_hash is not null and event_type = 'waitlist_join') x),
         'signups', (select count(*) from r where event_type = 'user_signup'),
         'confirmed', (select count(*) from auth.users u where u.email_confirmed_at >= ${SINCE})),
       'pages', coalesce((select jsonb_agg(jsonb_build_object('path', p.path, 'views', p.views, 'visitors', p.visitors) order by p.views desc, p.path)
                            from (select path, count(*) as views, count(distinct day::text || ':' || visitor_hash) as visitors
                                    from r where event_type = 'page_view' and path is not null
                                   group by path order by 2 desc, 1 limit $2) p), '[]'::jsonb),
       'referrers', coalesce((select jsonb_agg(jsonb_build_object('origin', o.origin, 'visitors', o.visitors) order by o.visitors desc, o.origin)
                                from (select referrer_origin as origin, count(distinct day::text || ':' || visitor_hash) as visitors
                                        from r where referrer_origin is not null and visitor_hash is not null
                                       group by 1 order by 2 desc, 1 limit $2) o), '[]'::jsonb)
     ) as report from v`,
    [daysBack, topN],
  );
  return res.rows[0]!.report;
}

/** Summary, events per day and traffic report of a range, each as a full scan of the rows computes it. */
export async function analyticsByFullScan(db: Db, daysBack: number): Promise<unknown> {
  const summary = await db.query(
    `select e.event_type, count(*)::int as count, count(distinct e.user_id)::int as unique_users
       from public.analytics_events e where e.created_at >= ${SINCE} group by 1 order by 2 desc, 1`,
    [daysBack],
  );
  const perDay = await db.query(
    `select (e.created_at at time zone 'UTC')::date::text as day, e.event_type, count(*)::int as count
       from public.analytics_events e where e.created_at >= ${SINCE} group by 1, 2 order by 1, 2`,
    [daysBack],
  );
  const { visitors, funnel, pages, referrers } = await trafficReportByFullScan(db, daysBack, 100);
  return { summary: summary.rows, perDay: perDay.rows, traffic: { visitors, funnel, pages, referrers } };
}

/** The same three answers from the admin RPCs (which roll up first), as `admin`. */
export async function analyticsByRpcs(db: Db, admin: TestUser, daysBack: number): Promise<unknown> {
  const summary = await as(db, admin.ctx, 'select event_type, count::int, unique_users::int from public.get_analytics_summary($1)', [
    daysBack,
  ]);
  const perDay = await as(db, admin.ctx, 'select day::text, event_type, count::int from public.get_events_per_day($1)', [daysBack]);
  const traffic = await as<{ r: TrafficReport }>(db, admin.ctx, 'select public.get_traffic_report($1, 100) as r', [daysBack]);
  const { visitors, funnel, pages, referrers } = traffic.rows[0]!.r;
  return { summary: summary.rows, perDay: perDay.rows, traffic: { visitors, funnel, pages, referrers } };
}

/** The two rollups: their tables and the state row holding how far they are rolled up. */
const ROLLUPS = {
  summary: { tables: ['private.analytics_daily', 'private.analytics_members'], state: 'private.analytics_rollup_state' },
  traffic: {
    tables: ['private.analytics_traffic_days', 'private.analytics_page_days', 'private.analytics_referrer_days'],
    state: 'private.analytics_traffic_state',
  },
} as const;

/** Empties one rollup as after a restore: the next RPC call rolls every row up again. */
export async function emptyRollup(db: Db, rollup: keyof typeof ROLLUPS): Promise<void> {
  for (const table of ROLLUPS[rollup].tables) await db.query(`delete from ${table}`);
  await db.query(`update ${ROLLUPS[rollup].state} set rolled_through = '-infinity'`);
}

/** Whether the rollup is rolled up to the start of the current UTC hour (migration 20250901092000). */
export async function rolledUpToThisHour(db: Db, rollup: keyof typeof ROLLUPS): Promise<boolean> {
  const state = await db.query<{ ok: boolean }>(
    `select rolled_through between date_trunc('hour', now(), 'UTC') - interval '1 hour' and now() as ok from ${ROLLUPS[rollup].state}`,
  );
  return state.rows[0]!.ok;
}
