import type { Db, RequestContext } from '../types.ts';
import { as } from './harness.ts';

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
