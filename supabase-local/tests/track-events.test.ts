import { beforeAll, describe, expect, it } from 'vitest';
import { anon, attemptAs, createUser, ENGINES, expectPgError, service, setupTestDb, type TestUser } from '../src/db/testing/harness.ts';
import { freshAddresses, trackEvents } from '../src/db/testing/analytics.ts';
import type { RequestContext } from '../src/db/index.ts';

// Issue 14, item 2: analytics go in through track_events only (migration 20250901091300). It
// validates each event, stamps the server's time and the caller's own user id, and limits each
// source: 240 events a minute per address, 60 per signed-in session. Direct INSERT is revoked.

type Event = Record<string, unknown>;

const from = (ctx: RequestContext, ip: string): RequestContext => ({ ...ctx, headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' } });
const pageView = (path = '/'): Event => ({
  event_type: 'page_view',
  page_path: path,
  referrer: null,
  user_agent: 'vitest',
  metadata: null,
});
const batch = (n: number, path = '/'): Event[] => Array.from({ length: n }, () => pageView(path));

describe.each(ENGINES)('track_events on %s', (engine) => {
  const t = setupTestDb(engine);
  let member: TestUser;
  let other: TestUser;
  const freshIp = freshAddresses();
  const track = (ctx: RequestContext, events: unknown) => trackEvents(t.db, ctx, events);
  const rowsAt = (path: string) =>
    t.db
      .query<{ event_type: string; user_id: string | null; referrer: string | null; metadata: unknown }>(
        'select event_type, user_id, referrer, metadata from public.analytics_events where page_path = $1 order by id',
        [path],
      )
      .then((r) => r.rows);

  beforeAll(async () => {
    member = await createUser(t.db, 'tracker');
    other = await createUser(t.db, 'tracker-other');
  });
  describe('per role', () => {
    it('anon records events without a user', async () => {
      expect(
        await track(from(anon, freshIp()), [
          pageView('/anon'),
          { event_type: 'waitlist_join', page_path: '/anon', metadata: { source: 'hero' } },
        ]),
      ).toBe(2);
      const rows = await rowsAt('/anon');
      expect(rows.map((r) => [r.event_type, r.user_id, r.metadata])).toEqual([
        ['page_view', null, null],
        ['waitlist_join', null, { source: 'hero' }],
      ]);
    });

    it("a member's events carry their own id from the token, which the client cannot set", async () => {
      expect(await track(from(member.ctx, freshIp()), [pageView('/member')])).toBe(1);
      expect((await rowsAt('/member')).map((r) => r.user_id)).toEqual([member.id]);
      await expectPgError(
        track(from(member.ctx, freshIp()), [{ ...pageView('/member'), user_id: other.id }]),
        '22023',
        /events\[0\] has fields the server does not accept: user_id/,
      );
    });

    it('the service role records too, without limits', async () => {
      for (let i = 0; i < 20; i++) await track(service, batch(20, '/service'));
      expect(await rowsAt('/service')).toHaveLength(400);
    });

    it('the API roles can no longer insert rows directly; the service role still can', async () => {
      const insert = (userId: string | null) =>
        `insert into public.analytics_events (event_type, page_path, user_id) values ('page_view', '/direct', ${userId ? `'${userId}'` : 'null'})`;
      for (const [ctx, userId] of [
        [anon, null],
        [member.ctx, null],
        [member.ctx, member.id],
      ] as const) {
        const outcome = await attemptAs(t.db, ctx, insert(userId));
        expect(outcome.ok ? 'inserted' : outcome.code).toBe('42501');
      }
      const byService = await attemptAs(t.db, service, insert(member.id));
      expect(byService.ok).toBe(true);
    });

    it('nobody but the definer reaches the buckets or the salt', async () => {
      for (const ctx of [anon, member.ctx, service]) {
        for (const table of ['private.analytics_rate_limits', 'private.analytics_salt']) {
          const outcome = await attemptAs(t.db, ctx, `select * from ${table}`);
          expect(outcome.ok ? 'read' : outcome.code, `${ctx.role} ${table}`).toBe('42501');
        }
      }
    });

    it('keeps buckets as salted hashes, never the address', async () => {
      const ip = freshIp();
      await track(from(anon, ip), [pageView('/hash')]);
      const dump = JSON.stringify((await t.db.query("select encode(source, 'escape') as s from private.analytics_rate_limits")).rows);
      expect(dump).not.toContain(ip);
    });
  });

  describe('validation: 400 (SQLSTATE 22023) with what was wrong', () => {
    it("uses the server's time and refuses a client created_at", async () => {
      const clock = async () => (await t.db.query<{ now: string }>('select clock_timestamp()::text as now')).rows[0]!.now;
      const before = await clock();
      await track(from(anon, freshIp()), [pageView('/time')]);
      const after = await clock();
      const stamped = await t.db.query<{ inside: boolean }>(
        "select created_at between $1::timestamptz and $2::timestamptz as inside from public.analytics_events where page_path = '/time'",
        [before, after],
      );
      expect(stamped.rows).toEqual([{ inside: true }]);
      await expectPgError(
        track(from(anon, freshIp()), [{ ...pageView('/time'), created_at: '2001-01-01T00:00:00Z' }]),
        '22023',
        /events\[0\] has fields the server does not accept: created_at/,
      );
      expect(await rowsAt('/time')).toHaveLength(1);
    });

    it('takes 20 events in one request and refuses the 21st', async () => {
      expect(await track(from(anon, freshIp()), batch(20, '/twenty'))).toBe(20);
      await expectPgError(
        track(from(anon, freshIp()), batch(21, '/twenty-one')),
        '22023',
        /Too many events in one request: 21 \(at most 20\)/,
      );
      expect(await rowsAt('/twenty-one')).toHaveLength(0);
    });

    it.each([
      ['not an array', { event_type: 'page_view' }, /events must be a JSON array of 1 to 20 events/],
      ['null', null, /events must be a JSON array/],
      ['empty', [], /events is empty/],
      ['an event that is not an object', ['page_view'], /events\[0\] must be a JSON object/],
      ['no event_type', [{ page_path: '/' }], /events\[0\]\.event_type must be a snake_case name/],
      [
        'an event_type not in snake_case',
        [pageView(), { event_type: 'Page View' }],
        /events\[1\]\.event_type must be a snake_case name .*"Page View"/,
      ],
      ['an event_type over 64 characters', [{ event_type: `a${'b'.repeat(64)}` }], /event_type must be a snake_case name of at most 64/],
      [
        'a page_path over 2048 characters',
        [{ ...pageView(), page_path: `/${'x'.repeat(2048)}` }],
        /events\[0\]\.page_path must be a string of at most 2048 characters/,
      ],
      ['a referrer that is a number', [{ ...pageView(), referrer: 5 }], /events\[0\]\.referrer must be a string/],
      [
        'a user_agent over 1024 characters',
        [{ ...pageView(), user_agent: 'u'.repeat(1025) }],
        /events\[0\]\.user_agent must be a string of at most 1024/,
      ],
      [
        'metadata that is a list',
        [{ ...pageView(), metadata: ['a'] }],
        /events\[0\]\.metadata must be a JSON object of at most 4096 bytes/,
      ],
      [
        'metadata over 4 KB',
        [{ ...pageView(), metadata: { text: 'm'.repeat(4100) } }],
        /metadata must be a JSON object of at most 4096 bytes/,
      ],
    ])('refuses %s', async (_name, events, message) => {
      await expectPgError(track(from(anon, freshIp()), events), '22023', message);
    });

    it('stores an empty referrer as null, as before', async () => {
      await track(from(anon, freshIp()), [{ ...pageView('/empty-referrer'), referrer: '' }]);
      expect((await rowsAt('/empty-referrer'))[0]!.referrer).toBeNull();
    });
  });

  describe('limits per source: 429 (SQLSTATE PT429) past them, others unaffected', () => {
    it('refuses one address past 240 events a minute while another address goes on', async () => {
      const busy = freshIp();
      const calm = freshIp();
      for (let i = 0; i < 12; i++) expect(await track(from(anon, busy), batch(20, '/busy'))).toBe(20);
      // (A batch of 20: the bucket refills by 4 a second, so a single event may fit again.)
      await expectPgError(
        track(from(anon, busy), batch(20, '/busy')),
        'PT429',
        /Too many analytics events from this address: at most 240 a minute/,
      );
      expect(await rowsAt('/busy')).toHaveLength(240);
      expect(await track(from(anon, calm), batch(20, '/calm'))).toBe(20);
      // A member on the busy address shares its bucket: the address is the source.
      await expectPgError(track(from(member.ctx, busy), batch(20, '/busy')), 'PT429');
    });

    it('refills as time passes (a token bucket: bursts, then 4 a second)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 12; i++) await track(from(anon, ip), batch(20, '/refill'));
      await expectPgError(track(from(anon, ip), batch(20, '/refill')), 'PT429');
      // Ten seconds later (the bucket's clock moved back), 40 more are allowed, not 60.
      await t.db.query(
        `update private.analytics_rate_limits set updated_at = updated_at - interval '10 seconds'
          where source = sha256(convert_to((select salt from private.analytics_salt) || '|' || ((now() at time zone 'utc')::date)::text || '|ip|' || $1, 'UTF8'))`,
        [ip],
      );
      expect(await track(from(anon, ip), batch(20, '/refill'))).toBe(20);
      expect(await track(from(anon, ip), batch(20, '/refill'))).toBe(20);
      await expectPgError(track(from(anon, ip), batch(20, '/refill')), 'PT429');
    });

    it('refuses one session past 60 events a minute while another member on the same address goes on', async () => {
      const office = freshIp();
      const busy = await createUser(t.db, 'busy-session');
      for (let i = 0; i < 3; i++) await track(from(busy.ctx, office), batch(20, '/session'));
      await expectPgError(
        track(from(busy.ctx, office), batch(20, '/session')),
        'PT429',
        /Too many analytics events from this session: at most 60 a minute/,
      );
      // Same session, another address: still its limit.
      await expectPgError(track(from(busy.ctx, freshIp()), batch(20, '/session')), 'PT429');
      expect(await track(from(other.ctx, office), batch(20, '/session-other'))).toBe(20);
      expect(await rowsAt('/session')).toHaveLength(60);
    });

    it('a request refused by the session limit costs its address nothing', async () => {
      const ip = freshIp();
      const heavy = await createUser(t.db, 'heavy');
      for (let i = 0; i < 3; i++) await track(from(heavy.ctx, ip), batch(20, '/cost'));
      for (let i = 0; i < 20; i++) await expectPgError(track(from(heavy.ctx, ip), batch(20, '/cost')), 'PT429');
      // 60 of the address's 240 were used; the 400 refused ones were not counted, so 180 more fit.
      for (let i = 0; i < 9; i++) await track(from(anon, ip), batch(20, '/cost-anon'));
      expect(await rowsAt('/cost-anon')).toHaveLength(180);
    });

    it('requests without an address share one bucket', async () => {
      // Run last in this block: it uses up the shared "unknown" bucket of this database.
      for (let i = 0; i < 12; i++) await track(anon, batch(20, '/no-address'));
      await expectPgError(track({ ...anon, headers: {} }, batch(20, '/no-address')), 'PT429');
      expect(await track(from(anon, freshIp()), [pageView('/no-address')])).toBe(1);
    });

    it('forgets buckets untouched for 10 minutes', async () => {
      await t.db.query("update private.analytics_rate_limits set updated_at = now() - interval '11 minutes'");
      const before = Number((await t.db.query<{ n: string }>('select count(*) as n from private.analytics_rate_limits')).rows[0]!.n);
      expect(before).toBeGreaterThan(2);
      await track(from(anon, freshIp()), [pageView('/prune')]);
      const after = Number((await t.db.query<{ n: string }>('select count(*) as n from private.analytics_rate_limits')).rows[0]!.n);
      expect(after).toBe(1);
    });
  });
});
