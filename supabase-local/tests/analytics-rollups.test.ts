import { beforeAll, describe, expect, it, vi } from 'vitest';
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
  type TestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';
import { emptyRollup, rolledUpToThisHour } from '../src/db/testing/analytics.ts';
import { seededRandom, seedFromEnv } from '../src/testing/seeded-random.ts';

// get_analytics_summary and get_events_per_day answer from rollups of completed UTC days
// (migration 20250901091500_analytics_rollups.sql). Their answers must be exactly those of a full
// scan of analytics_events, whatever happened before: events dated in rolled-up days (late
// arrivals), deletions, delete_my_data, an auth user deleted, rollups rebuilt from nothing.

const TYPES = ['page_view', 'page_view', 'page_view', 'user_signup', 'waitlist_join', 'sign_in'];
const SUMMARY_RANGES = [null, 1, 2, 7, 30, 90, 365];
const DAILY_RANGES = [1, 2, 7, 30, 90, 365];

interface SummaryRow {
  event_type: string;
  count: number;
  unique_users: number;
}
interface DayRow {
  day: string;
  event_type: string;
  count: number;
}

const SINCE = (daysBack: string) => `(((now() at time zone 'UTC')::date - (${daysBack} - 1))::timestamp at time zone 'UTC')`;

async function referenceSummary(t: TestDb, daysBack: number | null): Promise<SummaryRow[]> {
  const where = daysBack === null ? '' : `where e.created_at >= ${SINCE('$1::int')}`;
  const res = await t.db.query<SummaryRow>(
    `select e.event_type, count(*)::int as count, count(distinct e.user_id)::int as unique_users
       from public.analytics_events e ${where} group by 1 order by 2 desc, 1`,
    daysBack === null ? [] : [daysBack],
  );
  return res.rows;
}

async function referenceDaily(t: TestDb, daysBack: number): Promise<DayRow[]> {
  const res = await t.db.query<DayRow>(
    `select (e.created_at at time zone 'UTC')::date::text as day, e.event_type, count(*)::int as count
       from public.analytics_events e where e.created_at >= ${SINCE('$1::int')} group by 1, 2 order by 1, 2`,
    [daysBack],
  );
  return res.rows;
}

describe.each(ENGINES)('analytics rollups on %s', (engine) => {
  const t = setupAdminTestDb(engine);

  async function summary(daysBack: number | null): Promise<SummaryRow[]> {
    const res = await as<SummaryRow>(
      t.db,
      t.admin.ctx,
      'select event_type, count::int, unique_users::int from public.get_analytics_summary($1)',
      [daysBack],
    );
    return res.rows;
  }

  async function daily(daysBack: number): Promise<DayRow[]> {
    const res = await as<DayRow>(t.db, t.admin.ctx, 'select day::text, event_type, count::int from public.get_events_per_day($1)', [
      daysBack,
    ]);
    return res.rows;
  }

  async function expectLikeFullScan(label: string): Promise<void> {
    for (const range of SUMMARY_RANGES) {
      expect(await summary(range), `${label}: summary(${range})`).toEqual(await referenceSummary(t, range));
    }
    for (const range of DAILY_RANGES) {
      expect(await daily(range), `${label}: events per day(${range})`).toEqual(await referenceDaily(t, range));
    }
  }

  it('matches a full scan through random inserts, late arrivals, deletions and delete_my_data', async () => {
    const seed = seedFromEnv('ROLLUP_SEED', 20251124);
    const { random, int, pick } = seededRandom(seed);
    const members: TestUser[] = [];
    for (let i = 0; i < 6; i++) members.push(await createUser(t.db, `m${i}`));

    // Rows of today, in the last minute (never before today's midnight).
    const insertToday = async (n: number) => {
      const rows = Array.from({ length: n }, () => ({
        type: pick(TYPES),
        user_id: random() < 0.3 ? null : pick(members).id,
        secs: int(60),
      }));
      await t.db.query(
        `insert into public.analytics_events (event_type, page_path, user_id, created_at)
         select r.type, '/', r.user_id::uuid,
                greatest(now() - make_interval(secs => r.secs), ((now() at time zone 'UTC')::date::timestamp at time zone 'UTC'))
           from jsonb_to_recordset($1::jsonb) as r(type text, user_id text, secs int)`,
        [JSON.stringify(rows)],
      );
    };

    const insertPast = async (n: number, maxDaysAgo: number) => {
      const rows = Array.from({ length: n }, () => ({
        type: pick(TYPES),
        user_id: random() < 0.3 ? null : pick(members).id,
        secs: 1 + Math.floor(random() * maxDaysAgo * 86_400),
      }));
      await t.db.query(
        `insert into public.analytics_events (event_type, page_path, user_id, created_at)
         select r.type, '/', r.user_id::uuid, now() - make_interval(secs => r.secs)
           from jsonb_to_recordset($1::jsonb) as r(type text, user_id text, secs int)`,
        [JSON.stringify(rows)],
      );
    };

    // History before the first call: rolled up by the first RPC call.
    await insertPast(300, 120);
    await expectLikeFullScan(`seed ${seed}, initial history`);

    for (let step = 0; step < 24; step++) {
      const op = pick(['today', 'late', 'late', 'delete', 'delete_my_data', 'update', 'rebuild', 'delete_user'] as const);
      if (op === 'today') {
        await insertToday(1 + int(30));
      } else if (op === 'late') {
        // Direct service-role inserts may date rows into days already rolled up.
        await insertPast(1 + int(40), 1 + int(100));
      } else if (op === 'delete') {
        await t.db.query(
          'delete from public.analytics_events where id in (select id from public.analytics_events order by random() limit $1)',
          [1 + int(25)],
        );
      } else if (op === 'update') {
        // Retyping or redating rows (service role) moves them between rollup cells.
        await t.db.query(
          `update public.analytics_events set event_type = $2, created_at = created_at - make_interval(days => $3)
            where id in (select id from public.analytics_events order by random() limit $1)`,
          [1 + int(10), pick(TYPES), int(5)],
        );
      } else if (op === 'delete_my_data') {
        const index = int(members.length);
        const gone = members[index]!;
        await as(t.db, gone.ctx, "select public.delete_my_data('account')");
        members[index] = await createUser(t.db, `m-new-${step}`);
      } else if (op === 'delete_user') {
        // auth.users deletion sets user_id null through the foreign key.
        const index = int(members.length);
        await t.db.query('delete from auth.users where id = $1', [members[index]!.id]);
        members[index] = await createUser(t.db, `m-del-${step}`);
      } else {
        // Rollups rebuilt from nothing (as after a restore): the next call rolls everything up.
        await emptyRollup(t.db, 'summary');
      }
      await expectLikeFullScan(`seed ${seed}, step ${step} (${op})`);
    }

    expect(await rolledUpToThisHour(t.db, 'summary')).toBe(true);
  }, 120_000);

  it('empties the rollups with the table (truncate)', async () => {
    await t.db.query('truncate public.analytics_events');
    expect(await summary(null)).toEqual([]);
    expect(await daily(365)).toEqual([]);
    await t.db.query(`insert into public.analytics_events (event_type, created_at) values ('page_view', now() - interval '3 days')`);
    expect(await summary(null)).toEqual([{ event_type: 'page_view', count: 1, unique_users: 0 }]);
  });

  describe('per role', () => {
    let member: TestUser;

    beforeAll(async () => {
      member = await createUser(t.db, 'plain');
    });

    it('get_analytics_summary(days_back): admins and the service role, 1..365 or null', async () => {
      await expect(as(t.db, t.admin.ctx, 'select * from public.get_analytics_summary(7)')).resolves.toBeTruthy();
      await expect(as(t.db, service, 'select * from public.get_analytics_summary(90)')).resolves.toBeTruthy();
      for (const bad of [0, -1, 366]) {
        await expectPgError(
          as(t.db, t.admin.ctx, 'select * from public.get_analytics_summary($1)', [bad]),
          '22023',
          new RegExp(`days_back must be between 1 and 365 \\(got ${bad}\\)`),
        );
      }
    });

    it('refuses members and visitors with 42501 before looking at the range', async () => {
      for (const ctx of [member.ctx, anon]) {
        await expectPgError(as(t.db, ctx, 'select * from public.get_analytics_summary(30)'), '42501', /permission denied/);
        await expectPgError(as(t.db, ctx, 'select * from public.get_analytics_summary(0)'), '42501', /permission denied/);
        await expectPgError(as(t.db, ctx, 'select * from public.get_events_per_day(90)'), '42501', /permission denied/);
      }
    });

    it('lets nobody read or write the rollups or run the roll-up directly', async () => {
      for (const ctx of [t.admin.ctx, member.ctx, anon]) {
        for (const table of ['analytics_daily', 'analytics_members', 'analytics_rollup_state']) {
          await expectPgError(as(t.db, ctx, `select * from private.${table}`), '42501');
          await expectPgError(as(t.db, ctx, `delete from private.${table}`), '42501');
        }
        await expectPgError(as(t.db, ctx, 'select private.analytics_roll_up()'), '42501');
      }
    });

    it('answers in a read-only transaction (a GET) without rolling up', async () => {
      const res = await t.db.withRequest({ ...t.admin.ctx, readOnly: true }, (tx) =>
        tx.query('select * from public.get_events_per_day(30)'),
      );
      expect(res.rows).toBeTruthy();
    });
  });
});

// Two sessions at once, on a real server: a row written into a day while that day is being rolled
// up is counted once, whichever commits first (docs/analytics.md, "Never blocking inserts on each other").
describe('analytics rollups under concurrency on postgres', () => {
  const pg = setupPostgresWithTwoSessions();
  const openWriter = (sql: string) => openHeldWriter(pg.writerDb, sql);

  // Yesterday and today not rolled up yet: the watermark back at yesterday's midnight UTC.
  async function unrollYesterday(): Promise<void> {
    await pg.db.withRequest(pg.admin.ctx, (tx) => tx.query('select * from public.get_analytics_summary()'));
    await pg.db.query(`delete from private.analytics_daily where day >= (now() at time zone 'UTC')::date - 1`);
    await pg.db.query(
      `update private.analytics_rollup_state set rolled_through = ((now() at time zone 'UTC')::date - 1)::timestamp at time zone 'UTC'`,
    );
  }

  const yesterday = `now() - interval '1 day'`;
  const total = async () =>
    (
      await pg.db.withRequest(pg.admin.ctx, (tx) =>
        tx.query<{ n: number }>('select coalesce(sum(count), 0)::int as n from public.get_events_per_day(7)'),
      )
    ).rows[0]!.n;
  const fullScan = async () =>
    (
      await pg.db.query<{ n: number }>(
        `select count(*)::int as n from public.analytics_events where created_at >= now() - interval '6 days'`,
      )
    ).rows[0]!.n;

  it('a writer still open when the roll-up starts: the roll-up gives way, then counts the row once', async () => {
    await pg.db.query(`insert into public.analytics_events (event_type, created_at) values ('page_view', ${yesterday})`);
    await unrollYesterday();
    const writer = openWriter(`insert into public.analytics_events (event_type, created_at) values ('page_view', ${yesterday})`);
    await vi.waitFor(() => expect(writer.wrote()).toBe(true));
    // The roll-up waits at most 1 s for the writer's shared lock, then reads yesterday live.
    expect(await total()).toBe(1);
    await writer.commit();
    expect(await total()).toBe(2);
    expect(await fullScan()).toBe(2);
    const state = await pg.db.query<{ ok: boolean }>(
      `select rolled_through between date_trunc('hour', now(), 'UTC') - interval '1 hour' and now() as ok from private.analytics_rollup_state`,
    );
    expect(state.rows[0]!.ok).toBe(true);
  });

  it('a writer that commits while the roll-up waits: the roll-up counts it after', async () => {
    await unrollYesterday();
    const writer = openWriter(`insert into public.analytics_events (event_type, created_at) values ('waitlist_join', ${yesterday})`);
    await vi.waitFor(() => expect(writer.wrote()).toBe(true));
    const reading = total();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writer.commit();
    expect(await reading).toBe(3);
    expect(await total()).toBe(3);
    expect(await fullScan()).toBe(3);
  });

  it('a roll-up still open when a late row is written: the writer waits, then applies its row', async () => {
    await unrollYesterday();
    let writer: ReturnType<typeof openWriter> | undefined;
    await pg.db.withRequest(service, async (tx) => {
      expect((await tx.query<{ n: number }>('select private.analytics_roll_up() as n')).rows[0]!.n).toBeGreaterThan(0);
      // The writer blocks on the roll-up's lock until this transaction ends.
      writer = openWriter(`insert into public.analytics_events (event_type, created_at) values ('page_view', ${yesterday})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(writer.wrote()).toBe(false);
    });
    await vi.waitFor(() => expect(writer!.wrote()).toBe(true));
    await writer!.commit();
    expect(await total()).toBe(4);
    expect(await fullScan()).toBe(4);
  });
});
