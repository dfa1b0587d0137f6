import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../src/db/index.ts';
import type { LocalStack } from '../src/main.ts';
import { startTestStack } from '../src/testing/stack-fixture.ts';
import {
  anon,
  attemptAs,
  createUser,
  ENGINES,
  expectPgError,
  service,
  setupAdminTestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';
import { analyticsByFullScan, analyticsByRpcs, freshAddresses, HOUR, rewindRollupsTo, trackEvents } from '../src/db/testing/analytics.ts';

// Exactly once (migration 20250901092100_analytics_event_ids.sql, docs/analytics.md): every event
// carries an id the client makes once (a UUID) and sends with each copy and retry of it;
// track_events stores the first copy and skips a repeat (ON CONFLICT DO NOTHING), answering how
// many events were new, and every rollup counts the id once.
//
// The ingest is an RPC, not an insert into the table, so PostgREST's `Prefer:
// resolution=ignore-duplicates` plays no part here; the function does what PostgREST does for
// that preference on a table insert (PostgREST: src/PostgREST/Query/QueryBuilder.hs
// mutatePlanToQuery, Insert with IgnoreDuplicates → "ON CONFLICT(...) DO NOTHING"): the stored
// row is left as it is and the repeat is not returned, hence not counted.

type Event = Record<string, unknown>;

let idCounter = 0;
/** A fresh, valid id (the tracker makes UUIDv7s; the server takes any UUID). */
const newId = () => {
  idCounter += 1;
  const rand = crypto.randomUUID();
  return `${rand.slice(0, 24)}${idCounter.toString(16).padStart(12, '0')}`;
};

const from = (ctx: RequestContext, ip: string, userAgent = 'vitest'): RequestContext => ({
  ...ctx,
  headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
});
const pageView = (path: string, eventId: string | null | undefined, extra: Event = {}): Event => ({
  ...(eventId === undefined ? {} : { event_id: eventId }),
  event_type: 'page_view',
  page_path: path,
  referrer: null,
  user_agent: 'vitest',
  metadata: null,
  ...extra,
});

describe.each(ENGINES)('event ids on %s', (engine) => {
  const t = setupAdminTestDb(engine);
  let member: TestUser;
  let other: TestUser;
  const freshIp = freshAddresses();
  const track = (ctx: RequestContext, events: unknown) => trackEvents(t.db, ctx, events);
  const rowsOf = (ids: string[]) =>
    t.db
      .query<{ event_id: string; page_path: string; user_id: string | null; visitor_hash: string | null }>(
        'select event_id::text, page_path, user_id, visitor_hash::text from public.analytics_events where event_id = any($1::uuid[]) order by id',
        [ids],
      )
      .then((r) => r.rows);

  beforeAll(async () => {
    member = await createUser(t.db, 'ids-member');
    other = await createUser(t.db, 'ids-other');
  });
  it('stores a repeated id once and answers how many events were new', async () => {
    const [a, b, c] = [newId(), newId(), newId()];
    const ip = freshIp();
    expect(await track(from(anon, ip), [pageView('/ids', a)])).toBe(1);
    expect(await track(from(anon, ip), [pageView('/ids', a)]), 'the same event again (a retry)').toBe(0);
    expect(await track(from(anon, ip), [pageView('/ids', a), pageView('/ids', b)]), 'a retry batched with a new event').toBe(1);
    expect(await track(from(anon, ip), [pageView('/ids', c), pageView('/ids', c)]), 'twice in one request').toBe(1);
    expect((await rowsOf([a, b, c])).map((r) => r.event_id)).toEqual([a, b, c]);
  });

  it('takes an id in capitals as the same id', async () => {
    const a = newId();
    const ip = freshIp();
    expect(await track(from(anon, ip), [pageView('/ids-case', a)])).toBe(1);
    expect(await track(from(anon, ip), [pageView('/ids-case', a.toUpperCase())])).toBe(0);
    expect(await rowsOf([a])).toHaveLength(1);
  });

  it('ignores a repeat from another session, address and user agent: the first copy stays as it was', async () => {
    const id = newId();
    expect(await track(from(member.ctx, freshIp(), 'browser'), [pageView('/ids-first', id)])).toBe(1);
    const [first] = await rowsOf([id]);
    // The same id from elsewhere (what a page's unload-time request looks like: another user-agent
    // header), another member, another path: skipped, and it changes nothing of the stored row.
    expect(await track(from(other.ctx, freshIp(), 'browser while unloading'), [pageView('/ids-second', id)])).toBe(0);
    expect(await track(from(anon, freshIp()), [pageView('/ids-third', id)])).toBe(0);
    expect(await track(service, [pageView('/ids-fourth', id)])).toBe(0);
    expect(await rowsOf([id])).toEqual([{ ...first, user_id: member.id, page_path: '/ids-first' }]);
  });

  it('never merges events without an id (clients from before the migration)', async () => {
    const ip = freshIp();
    expect(await track(from(anon, ip), [pageView('/ids-none', undefined), pageView('/ids-none', undefined)])).toBe(2);
    expect(await track(from(anon, ip), [pageView('/ids-none', null)])).toBe(1);
    const n = await t.db.query<{ n: number }>(
      "select count(*)::int as n from public.analytics_events where page_path = '/ids-none' and event_id is null",
    );
    expect(n.rows[0]!.n).toBe(3);
  });

  it('refuses an id that is not a UUID with a 22023 naming the event', async () => {
    for (const bad of [
      'not-a-uuid',
      '0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0', // one digit short
      '0192f0c43b7a7d2e9c1f5a6b7c8d9e0f', // no dashes
      '{0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0f}',
      '0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0g',
      '',
      42,
      true,
      { id: 'x' },
      ['0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0f'],
    ]) {
      await expectPgError(
        track(from(anon, freshIp()), [pageView('/ids-bad', newId()), pageView('/ids-bad', bad as string)]),
        '22023',
        /^events\[1\]\.event_id must be a UUID \(8-4-4-4-12 hexadecimal digits, like [0-9a-f-]{36}\) made once per event, or null \(got /,
      );
    }
    const n = await t.db.query<{ n: number }>("select count(*)::int as n from public.analytics_events where page_path = '/ids-bad'");
    expect(n.rows[0]!.n, 'nothing of a refused request is stored').toBe(0);
  });

  it('leaves the table closed to the API roles: no reading, no direct insert, with an id or not', async () => {
    await track(from(anon, freshIp()), [pageView('/ids-rls', newId())]);
    for (const ctx of [anon, member.ctx, t.admin.ctx]) {
      const read = await attemptAs(t.db, ctx, "select event_id from public.analytics_events where page_path = '/ids-rls'");
      // As before this migration (rls.test.ts): no SELECT privilege, and no policy for one.
      expect(read.ok ? read.result.rows.length : read.code, `${ctx.role} reads`).toBe('42501');
      const insert = await attemptAs(
        t.db,
        ctx,
        `insert into public.analytics_events (event_id, event_type, page_path) values ('${newId()}', 'page_view', '/ids-rls')`,
      );
      expect(insert.ok ? 'inserted' : insert.code, `${ctx.role} inserts`).toBe('42501');
    }
    const byService = await attemptAs(t.db, service, "select event_id from public.analytics_events where page_path = '/ids-rls'");
    expect(byService.ok && byService.result.rows.length).toBe(1);
  });

  it('counts each id once in every rollup: live, rolled up, and written into rolled-up hours', async () => {
    const expectLikeFullScan = async (label: string) => {
      for (const days of [1, 2, 7])
        expect(await analyticsByRpcs(t.db, t.admin, days), `${label}: ${days} days`).toEqual(await analyticsByFullScan(t.db, days));
    };
    // Live rows: a visit's page view sent twice (early and by the app), a member's waitlist press retried.
    const ip = freshIp();
    const view = newId();
    const press = newId();
    expect(await track(from(anon, ip), [pageView('/ids-rollup', view)])).toBe(1);
    expect(await track(from(anon, ip, 'unloading'), [pageView('/ids-rollup', view)])).toBe(0);
    const waitlist = { event_id: press, event_type: 'waitlist_join', page_path: '/ids-rollup', metadata: { source: 'hero' } };
    expect(await track(from(member.ctx, ip), [waitlist])).toBe(1);
    expect(await track(from(member.ctx, ip), [waitlist, waitlist])).toBe(0);
    await expectLikeFullScan('live');

    // Rows in hours before the watermark, written twice (a service-role backfill replayed):
    // the statement triggers see only the rows inserted.
    await analyticsByRpcs(t.db, t.admin, 1); // rolls up to this hour
    const late = [newId(), newId(), newId()];
    const backfill = (ids: string[]) =>
      t.db.query(
        `insert into public.analytics_events (event_id, event_type, page_path, visitor_hash, user_id, created_at)
         select x.id::uuid, 'page_view', '/ids-late', 77, $2::uuid, now() - make_interval(hours => 30 + x.n::int)
           from unnest($1::text[]) with ordinality as x(id, n)
         on conflict do nothing
         returning 1`,
        [ids, member.id],
      );
    expect((await backfill(late)).rows.length).toBe(3);
    expect((await backfill([late[0]!, late[1]!, late[2]!, late[0]!])).rows.length).toBe(0);
    expect((await backfill([late[1]!, newId()])).rows.length).toBe(1);
    // Without ON CONFLICT the index refuses the repeat, and nothing of that statement counts.
    await expectPgError(
      t.db.query(
        `insert into public.analytics_events (event_id, event_type, page_path, created_at) values ($1::uuid, 'page_view', '/ids-late', now() - interval '40 hours')`,
        [late[2]],
      ),
      '23505',
    );
    await expectLikeFullScan('written into rolled-up hours');
    const daily = await t.db.query<{ n: number }>(
      `select coalesce(sum(count), 0)::int as n from private.analytics_daily
        where event_type = 'page_view' and day < (now() at time zone 'UTC')::date`,
    );
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.analytics_events
        where event_type = 'page_view' and created_at < (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'`,
    );
    expect(daily.rows[0]!.n, 'earlier days in analytics_daily').toBe(rows.rows[0]!.n);

    // Rolled up by the roll-up itself: rewind to before the rows and let the RPCs roll them.
    await rewindRollupsTo(t.db, `${HOUR} - interval '3 days'`);
    await expectLikeFullScan('rolled up from three days back');
  });
});

describe('event ids over HTTP', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const post = (body: string): Promise<{ status: number; body: unknown }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        `${stack.url}/rest/v1/rpc/track_events`,
        {
          method: 'POST',
          headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers 200 with the number of new events, 0 for a repeat', async () => {
    const id = newId();
    expect(await post(JSON.stringify({ events: [pageView('/ids-http', id)] }))).toEqual({ status: 200, body: 1 });
    expect(await post(JSON.stringify({ events: [pageView('/ids-http', id)] }))).toEqual({ status: 200, body: 0 });
  });

  it('answers 400 with a clear message for an id that is not a UUID', async () => {
    const answer = await post(JSON.stringify({ events: [pageView('/ids-http', 'abc')] }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: '22023',
      message:
        'events[0].event_id must be a UUID (8-4-4-4-12 hexadecimal digits, like 0192f0c4-3b7a-7d2e-9c1f-5a6b7c8d9e0f) made once per event, or null (got "abc")',
    });
  });
});
