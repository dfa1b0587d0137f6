import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/types.ts';
import {
  as,
  createUser,
  ENGINES,
  openHeldWriter,
  service,
  setupAdminTestDb,
  setupPostgresWithTwoSessions,
  type TestUser,
} from '../src/db/testing/harness.ts';
import { analyticsByFullScan, analyticsByRpcs, HOUR, rewindRollupsTo } from '../src/db/testing/analytics.ts';

// The hourly watermark (migration 20250901092000_analytics_hourly_watermark.sql): the rollups hold
// every row dated before analytics_rollup_state.rolled_through / analytics_traffic_state.rolled_through,
// the start of the current UTC hour after a roll-up, so the day it falls in is rolled up hour by
// hour. Around it, the three RPCs must still answer exactly as a full scan: rows stamped before the
// watermark arriving after the roll-up, deletions, updates and delete_my_data in the partial day,
// a visitor seen on both sides of an hour or of midnight, and the roll-over of an hour and of a day.

/** Inserts rows (service role, as late or backfilled rows arrive): [seconds before `base`, type, hash, path, origin, user]. */
async function insertRows(db: Db, base: string, rows: [number, string, number | null, string | null, string | null, string | null][]) {
  await db.query(
    `insert into public.analytics_events (event_type, page_path, visitor_hash, referrer_origin, user_id, created_at)
     select r.type, r.path, r.hash, r.origin, r.uid::uuid, ${base} - make_interval(secs => r.secs)
       from jsonb_to_recordset($1::jsonb) as r(secs float8, type text, hash bigint, path text, origin text, uid text)`,
    [JSON.stringify(rows.map(([secs, type, hash, path, origin, uid]) => ({ secs, type, hash, path, origin, uid })))],
  );
}

describe.each(ENGINES)('analytics hourly watermark on %s', (engine) => {
  const t = setupAdminTestDb(engine);
  let member: TestUser;

  beforeAll(async () => {
    member = await createUser(t.db, 'member');
  });

  async function expectLikeFullScan(label: string): Promise<void> {
    for (const days of [1, 2, 7]) {
      expect(await analyticsByRpcs(t.db, t.admin, days), `${label}: ${days} days`).toEqual(await analyticsByFullScan(t.db, days));
    }
  }

  /** Visitor 1 on both sides of the cut, a waitlist press after it, a member's events on both sides. */
  async function seedAround(cut: string): Promise<void> {
    const m = member.id;
    await insertRows(t.db, cut, [
      [1800, 'page_view', 1, '/', 'https://t.co', m],
      [1200, 'page_view', 1, '/auth', null, null],
      [600, 'page_view', 2, '/', 'https://t.co', null],
      [300, 'user_signup', 2, '/auth', null, m],
      [1, 'page_view', 3, '/search?q=redacted', null, null],
      [0.001, 'page_view', 4, '/', null, null],
      [-0.001, 'page_view', 1, '/', 'https://t.co', m], // just after the cut: the same visitor, page and origin
      [-60, 'waitlist_join', 1, '/', null, m], // first waitlist press of a visitor counted before
      [-120, 'page_view', 2, '/auth', null, null],
      [-180, 'page_view', 5, '/', 'https://duckduckgo.com', null],
      [-240, 'page_view', null, '/', null, null],
    ]);
  }

  it('rolls up to the start of the current hour: the rollups hold exactly the rows before it', async () => {
    await insertRows(t.db, HOUR, [
      [-1, 'page_view', 7, '/', null, null],
      [1, 'page_view', 7, '/', null, null],
      [3000, 'page_view', 8, '/auth', null, null],
    ]);
    await analyticsByRpcs(t.db, t.admin, 1);
    const res = await t.db.query<{ w: boolean; rolled: number; before: number; live: number }>(
      `select (select rolled_through from private.analytics_rollup_state) between ${HOUR} - interval '1 hour' and now()
                and (select rolled_through from private.analytics_traffic_state) = (select rolled_through from private.analytics_rollup_state) as w,
              (select coalesce(sum(count), 0)::int from private.analytics_daily) as rolled,
              (select count(*)::int from public.analytics_events where created_at < (select rolled_through from private.analytics_rollup_state)) as before,
              (select count(*)::int from public.analytics_events where created_at >= (select rolled_through from private.analytics_rollup_state)) as live`,
    );
    expect(res.rows[0]!.w).toBe(true);
    expect(res.rows[0]!.rolled).toBe(res.rows[0]!.before);
    expect(res.rows[0]!.live).toBeGreaterThan(0);
    // The detail tables hold the partial day only.
    const detail = await t.db.query<{ n: number }>(
      `select count(*)::int as n from private.analytics_traffic_visitors
        where day <> ((select rolled_through from private.analytics_traffic_state) at time zone 'UTC')::date`,
    );
    expect(detail.rows[0]!.n).toBe(0);
    await expectLikeFullScan('after the first roll-up');
  });

  for (const [label, cut] of [
    ['the roll-over of an hour', `${HOUR} - interval '1 hour'`],
    ['several hours at once', `${HOUR} - interval '5 hours'`],
    [
      'the roll-over of a day (the cut the evening before)',
      `(((now() at time zone 'UTC')::date::timestamp - interval '90 minutes') at time zone 'UTC')`,
    ],
    ['a cut at midnight', `(((now() at time zone 'UTC')::date::timestamp) at time zone 'UTC')`],
  ] as const) {
    it(`equals a full scan across ${label}`, async () => {
      await t.db.query('truncate public.analytics_events');
      await seedAround(cut);
      await rewindRollupsTo(t.db, cut);
      await expectLikeFullScan(`${label}, before the roll-up`);
      // Read-only (a GET): no roll-up, everything after the cut read live.
      const ro = await t.db.withRequest({ ...t.admin.ctx, readOnly: true }, (tx) =>
        tx.query<{ n: number }>('select coalesce(sum(count), 0)::int as n from public.get_events_per_day(7)'),
      );
      expect(ro.rows[0]!.n).toBe(11);
      await analyticsByRpcs(t.db, t.admin, 7); // rolls [cut, this hour)
      await expectLikeFullScan(`${label}, after the roll-up`);
      const days = await t.db.query<{ n: number }>(
        `select count(distinct day)::int as n from (select day from private.analytics_traffic_visitors
          union all select day from private.analytics_traffic_page_visitors union all select day from private.analytics_traffic_referrer_visitors) d`,
      );
      expect(days.rows[0]!.n).toBeLessThanOrEqual(1);
    });
  }

  it('counts a row stamped before the watermark that arrives after the roll-up, once', async () => {
    await t.db.query('truncate public.analytics_events');
    const cut = `${HOUR} - interval '1 hour'`;
    await seedAround(cut);
    await analyticsByRpcs(t.db, t.admin, 1); // rolled up to this hour
    // Late rows: a known visitor and page, a new visitor, and a waitlist press, all before the watermark.
    await insertRows(t.db, HOUR, [
      [1, 'page_view', 1, '/', 'https://t.co', member.id],
      [2, 'page_view', 9, '/late', 'https://late.example', null],
      [3, 'waitlist_join', 2, '/', null, null],
      [0.000001, 'user_signup', null, '/auth', null, null],
    ]);
    await expectLikeFullScan('late rows in the partial day');
    await insertRows(t.db, `(((now() at time zone 'UTC')::date::timestamp) at time zone 'UTC')`, [
      [30, 'page_view', 1, '/', null, member.id],
    ]);
    await expectLikeFullScan('a late row the day before');
  });

  it('applies deletions, updates and delete_my_data in the partial day', async () => {
    await t.db.query('truncate public.analytics_events');
    const cut = `${HOUR} - interval '1 hour'`;
    const gone = await createUser(t.db, 'gone');
    await seedAround(cut);
    await insertRows(t.db, cut, [
      [100, 'waitlist_join', 6, '/', null, gone.id],
      [-100, 'page_view', 6, '/', null, gone.id],
    ]);
    await analyticsByRpcs(t.db, t.admin, 1);
    await expectLikeFullScan('partial day rolled up');

    await as(t.db, gone.ctx, "select public.delete_my_data('account')");
    await expectLikeFullScan('delete_my_data');

    // Visitor 1's only row before the cut on '/auth' goes: one page visitor fewer, rebuilt exactly.
    await t.db.query(`delete from public.analytics_events where page_path = '/auth' and visitor_hash = 1`);
    await expectLikeFullScan('a deletion in the rolled hours');
    await t.db.query(`update public.analytics_events set visitor_hash = 2 where visitor_hash = 4`);
    await expectLikeFullScan('an update of the hash');
    await t.db.query(`update public.analytics_events set created_at = created_at - interval '1 day' where visitor_hash = 3`);
    await expectLikeFullScan('a row moved to the day before');
    await t.db.query(`update public.analytics_events set event_type = 'user_signin' where event_type = 'waitlist_join'`);
    await expectLikeFullScan('retyped rows');
    const m = await t.db.query<{ ok: boolean }>(
      `select (select coalesce(sum(members), 0) from private.analytics_member_days) = (select count(*) from private.analytics_members) as ok`,
    );
    expect(m.rows[0]!.ok).toBe(true);
  });
});

// Two sessions on a real server: a row stamped before the watermark, written while the hour it
// falls in is being rolled up, is counted once whichever commits first.
describe('analytics hourly watermark under concurrency on postgres', () => {
  const pg = setupPostgresWithTwoSessions();
  const openWriter = (sql: string) => openHeldWriter(pg.writerDb, sql);

  const cut = `${HOUR} - interval '1 hour'`;
  const late = `insert into public.analytics_events (event_type, page_path, visitor_hash, created_at)
                values ('page_view', '/', 42, ${HOUR} - interval '1 second')`;

  it('a writer open while the roll-up starts: the roll-up gives way, then counts the row once', async () => {
    await insertRows(pg.db, cut, [[-10, 'page_view', 42, '/', null, null]]);
    await rewindRollupsTo(pg.db, cut);
    const writer = openWriter(late);
    await vi.waitFor(() => expect(writer.wrote()).toBe(true));
    expect(await analyticsByRpcs(pg.db, pg.admin, 2)).toEqual(await analyticsByFullScan(pg.db, 2)); // roll-ups wait 1 s each, then read live
    await writer.commit();
    expect(await analyticsByRpcs(pg.db, pg.admin, 2)).toEqual(await analyticsByFullScan(pg.db, 2));
    const n = await pg.db.query<{ n: number }>('select count(*)::int as n from public.analytics_events');
    expect(n.rows[0]!.n).toBe(2);
  });

  it('a roll-up open when the row is written: the writer waits, then applies it to the partial day', async () => {
    await rewindRollupsTo(pg.db, cut);
    let writer: ReturnType<typeof openWriter> | undefined;
    await pg.db.withRequest(service, async (tx) => {
      expect(
        (await tx.query<{ n: number }>('select private.analytics_roll_up() + private.analytics_traffic_roll_up() as n')).rows[0]!.n,
      ).toBe(2);
      writer = openWriter(late);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(writer.wrote()).toBe(false);
    });
    await vi.waitFor(() => expect(writer!.wrote()).toBe(true));
    await writer!.commit();
    expect(await analyticsByRpcs(pg.db, pg.admin, 2)).toEqual(await analyticsByFullScan(pg.db, 2));
  });
});
