import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE } from './open-db.ts';
import { timeoutToMs } from './statement-timeouts.ts';
import { anon, as, createUser, ENGINES, expectPgError, openTestDb, service, type TestDb, type TestUser } from './testing/harness.ts';

// Issue 12, probe 1 at the database layer: the member's regex filter
// `articles?select=slug&body=match.(.*)(.*)%5C1%5C2` (PostgREST's `match` is `~`) backtracks for
// minutes on the guides' bodies. Hosted Supabase stops it with the request role's
// statement_timeout (anon 3 s, authenticated 8 s, none for service_role: role settings that
// PostgREST applies per request, src/PostgREST/Config/Database.hs queryRoleSettings); PostgreSQL
// answers SQLSTATE 57014. PGlite cannot cancel a statement, so its watchdog ends the engine's
// thread and opens the folder again, with the same answer.

const PROBE = String.raw`select slug from public.articles where body ~ '(.*)(.*)\1\2'`;

describe('timeoutToMs', () => {
  it("reads PostgreSQL's time notation", () => {
    expect(timeoutToMs('3s')).toBe(3000);
    expect(timeoutToMs('8000')).toBe(8000);
    expect(timeoutToMs('250ms')).toBe(250);
    expect(timeoutToMs('1min')).toBe(60_000);
    expect(() => timeoutToMs('soon')).toThrow(/not a valid statement_timeout/);
  });
});

describe.each(ENGINES)('statement timeouts on %s', (engine) => {
  let t: TestDb;
  let member: TestUser;

  beforeAll(async () => {
    t = await openTestDb(engine, { seedFile: DEFAULT_SEED_FILE });
    member = await createUser(t.db, 'probe');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('gives the API roles the statement_timeout hosted gives them, as role settings', async () => {
    expect(t.db.statementTimeouts).toEqual({
      anon: { setting: '3s', ms: 3000 },
      authenticated: { setting: '8s', ms: 8000 },
      service_role: { setting: null, ms: 0 },
    });
    const roles = await t.db.query<{ rolname: string; config: string[] | null }>(
      `select rolname, rolconfig as config from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', config: ['statement_timeout=3s'] },
      { rolname: 'authenticated', config: ['statement_timeout=8s'] },
      { rolname: 'service_role', config: null },
    ]);
  });

  it("applies the request role's timeout inside each request, and nowhere else", async () => {
    const setting = "select current_setting('statement_timeout') as v";
    expect((await as<{ v: string }>(t.db, anon, setting)).rows[0]!.v).toBe('3s');
    expect((await as<{ v: string }>(t.db, member.ctx, setting)).rows[0]!.v).toBe('8s');
    expect((await as<{ v: string }>(t.db, service, setting)).rows[0]!.v).toBe('0');
    expect((await t.db.query<{ v: string }>(setting)).rows[0]!.v).toBe('0');
  });

  it("cancels the member's regex probe with 57014 and keeps serving", { timeout: 60_000 }, async () => {
    await t.db.query(`insert into public.analytics_events (event_type, page_path) values ('page_view', '/before-probe')`);
    let settled = false;
    const probe = t.db
      .withRequest({ ...member.ctx, method: 'GET', readOnly: true }, (tx) => tx.query(PROBE))
      .finally(() => (settled = true));
    // The API's thread is free while the statement runs: a timer queued now fires before the probe ends.
    const ticked = await new Promise<boolean>((resolve) => setTimeout(() => resolve(!settled), 0));
    expect(ticked).toBe(true);

    await expectPgError(probe, '57014', /canceling statement due to statement timeout/);

    // The database answers again, with what was committed before.
    const after = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.analytics_events where page_path = '/before-probe'`,
    );
    expect(after.rows[0]!.n).toBe(1);
    const slugs = await as<{ slug: string }>(t.db, member.ctx, 'select slug from public.articles order by slug limit 1');
    expect(slugs.rows).toHaveLength(1);
  });

  // PostgreSQL serves each pooled connection in its own backend, so another member's short query
  // is answered while the probe runs, as on hosted. PGlite is one session (one engine on one
  // thread, pglite-worker-driver.ts): the other member's query waits until the watchdog has
  // cancelled the probe. Order of events only, no time limit.
  it(
    "answers another member's short query beside the probe: while it runs on PostgreSQL, once it is cancelled on PGlite",
    { timeout: 60_000 },
    async () => {
      const other = await createUser(t.db, 'bystander');
      const order: string[] = [];
      const probe = t.db
        .withRequest({ ...member.ctx, method: 'GET', readOnly: true }, (tx) => tx.query(PROBE))
        .then(
          () => order.push('probe answered'),
          (err: { code?: string }) => order.push(`probe ${err.code ?? 'failed'}`),
        );
      if (engine === 'postgres') {
        // Wait until the probe's statement is running in its backend before asking.
        for (;;) {
          const running = await t.db.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where state = 'active' and strpos(query, 'public.articles where body ~') > 0 and pid <> pg_backend_pid()`,
          );
          if (running.rows[0]!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      const short = as<{ slug: string }>(t.db, other.ctx, 'select slug from public.articles order by slug limit 1').then((r) => {
        order.push('short query answered');
        return r;
      });
      const [rows] = await Promise.all([short, probe]);
      expect(rows.rows).toHaveLength(1);
      expect(order).toEqual(engine === 'postgres' ? ['short query answered', 'probe 57014'] : ['probe 57014', 'short query answered']);
    },
  );

  it('cancels an anonymous probe too (3 s), and rolls back what its transaction wrote', { timeout: 60_000 }, async () => {
    // Needs no table anon may read: the text is built in the statement.
    const anonProbe = String.raw`select 1 from (select string_agg(md5(i::text), ' ') as body from generate_series(1, 400) i) s where body ~ '(.*)(.*)\1\2'`;
    await expectPgError(
      t.db.withRequest(anon, async (tx) => {
        await tx.query(`select public.track_events('[{"event_type": "page_view", "page_path": "/probe-rollback"}]'::jsonb)`);
        return tx.query(anonProbe);
      }),
      '57014',
    );
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from public.analytics_events where page_path = '/probe-rollback'`,
    );
    expect(rows.rows[0]!.n).toBe(0);
  });
});
