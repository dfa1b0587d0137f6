import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_FILE } from '../db/open-db.ts';
import { anon, as, createUser, expectPgError, openTestDb, service, type TestDb } from '../db/testing/harness.ts';
import { callerKey, isStatementTimeout, MAX_BOX_MS, PenaltyBox, PenaltyBoxRefusal } from './penalty-box.ts';

// The gateway's penalty box after a statement timeout (penalty-box.ts). What it mirrors:
// - Kong: kong/plugins/rate-limiting/handler.lua RateLimitingHandler:access answers a caller over
//   its limit with 429 and `{ message = "API rate limit exceeded" }`, the caller identified by
//   consumer/credential, else by the forwarded client IP (get_identifier); Retry-After in seconds
//   came with Kong PR #5329. Here: member = the token's sub, visitor = client address.
// - PostgREST: the request that ran into the timeout keeps PostgREST's answer (src/PostgREST/Error.hs
//   mapSQLtoHTTP: 57014 → 500); PostgREST itself has no such limit (docs/admin.rst "Hardening
//   PostgREST" leaves safeguards to the proxy in front of it).
// Order and counts only; the clock of the unit tests is a variable.

const S = 1000;

describe('PenaltyBox', () => {
  it('boxes a caller for 4 × the timeout they ran into, doubling while they repeat it, up to 15 min', () => {
    let now = 0;
    const box = new PenaltyBox(() => now);
    expect(box.boxed('sub:a')).toBeUndefined();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const b = box.strike('sub:a', 8 * S);
      waits.push((b.until - now) / S);
      now = b.until; // the next timeout comes right after the box ends
    }
    expect(waits).toEqual([32, 64, 128, 256, 512, MAX_BOX_MS / S, MAX_BOX_MS / S]);
  });

  it('refuses while boxed and lets the caller through once the box ends', () => {
    let now = 0;
    const box = new PenaltyBox(() => now);
    box.strike('ip:10.0.0.1', 3 * S); // anon: 12 s
    now = 11_999;
    expect(() => box.enforce('ip:10.0.0.1')).toThrow(PenaltyBoxRefusal);
    now = 12_000;
    expect(() => box.enforce('ip:10.0.0.1')).not.toThrow();
  });

  it('counts a timeout that ends while the caller is already boxed only once', () => {
    let now = 0;
    const box = new PenaltyBox(() => now);
    box.strike('ip:10.0.0.1', 3 * S);
    now = 1000;
    expect(box.strike('ip:10.0.0.1', 3 * S)).toMatchObject({ strikes: 1, until: 12_000 });
  });

  it('forgets a caller after 10 min without a timeout past the end of their box', () => {
    let now = 0;
    const box = new PenaltyBox(() => now);
    box.strike('sub:a', 8 * S); // until 32 s
    now = 32 * S + 10 * 60 * S - 1;
    expect(box.strike('sub:a', 8 * S).strikes).toBe(2);
    now = box.boxed('sub:a')!.until + 10 * 60 * S;
    expect(box.strike('sub:a', 8 * S).strikes).toBe(1);
  });

  it('never touches another caller, and never service_role (no key)', () => {
    const box = new PenaltyBox(() => 0);
    box.strike('sub:a', 8 * S);
    expect(() => box.enforce('sub:b')).not.toThrow();
    expect(() => box.enforce('ip:127.0.0.1')).not.toThrow();
    expect(() => box.enforce(undefined)).not.toThrow();
  });

  it('says what was wrong and for how long, with Retry-After in whole seconds', () => {
    const first = new PenaltyBoxRefusal({ strikes: 1, until: 32_000, timeoutMs: 8000 }, 500);
    expect(first.status).toBe(429);
    expect(first.headers).toEqual({ 'Retry-After': '32' });
    expect(Object.keys(first.body).sort()).toEqual(['hint', 'message']);
    expect(first.body.message).toMatch(/^API rate limit exceeded: /);
    expect(first.body.message).toContain('ran past the statement timeout (8 s, SQLSTATE 57014) once');
    expect(first.body.message).toContain('for 32 s');
    const third = new PenaltyBoxRefusal({ strikes: 3, until: 128_000, timeoutMs: 8000 }, 0);
    expect(third.body.message).toContain('3 times in a row');
    expect(third.body.message).toContain('for 2 min');
    expect(third.headers['Retry-After']).toBe('128');
  });
});

describe('callerKey / isStatementTimeout', () => {
  it('keys a member by the sub of their token, a visitor (or a token without sub) by address, service_role not at all', () => {
    expect(callerKey({ role: 'authenticated', claims: { sub: 'u1' } }, '10.0.0.1')).toBe('sub:u1');
    expect(callerKey({ role: 'authenticated', claims: {} }, '10.0.0.1')).toBe('ip:10.0.0.1');
    expect(callerKey({ role: 'anon', claims: { role: 'anon' } }, '10.0.0.1')).toBe('ip:10.0.0.1');
    expect(callerKey({ role: 'service_role', claims: {} }, '10.0.0.1')).toBeUndefined();
  });

  it('counts only a statement cancelled by statement_timeout', () => {
    const err = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(isStatementTimeout(err('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isStatementTimeout(err('57014', 'canceling statement due to user request'))).toBe(false);
    expect(isStatementTimeout(err('53300', 'too many'))).toBe(false);
    expect(isStatementTimeout('57014')).toBe(false);
  });
});

// On a real database (PGlite, in memory): the probe that runs into the timeout, then its caller's next requests.
describe('PenaltyBox.guard on a database', () => {
  let t: TestDb;
  // Built in the statement, so it needs no table anon may read; backtracks past anon's 3 s.
  const ANON_PROBE = String.raw`select 1 from (select string_agg(md5(i::text), ' ') as body from generate_series(1, 400) i) s where body ~ '(.*)(.*)\1\2'`;
  const MEMBER_PROBE = String.raw`select slug from public.articles where body ~ '(.*)(.*)\1\2'`;

  beforeAll(async () => {
    t = await openTestDb('pglite', { seedFile: DEFAULT_SEED_FILE });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers the probe with 57014 as before, then refuses that address only; service_role passes', { timeout: 60_000 }, async () => {
    const box = new PenaltyBox();
    const from1 = box.guard(t.db, '10.0.0.1');
    await expectPgError(
      from1.withRequest(anon, (tx) => tx.query(ANON_PROBE)),
      '57014',
      /canceling statement due to statement timeout/,
    );
    await expect(from1.withRequest(anon, (tx) => tx.query('select 1'))).rejects.toBeInstanceOf(PenaltyBoxRefusal);
    const from2 = box.guard(t.db, '10.0.0.2');
    expect((await from2.withRequest(anon, (tx) => tx.query('select 1 as one'))).rows).toEqual([{ one: 1 }]);
    expect((await as(from1, service, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it(
    "refuses a member's request that waited behind their own earlier one when the box began meanwhile; another member at the same address is served",
    { timeout: 60_000 },
    async () => {
      const box = new PenaltyBox();
      const db = box.guard(t.db, '127.0.0.1');
      const prober = await createUser(t.db, 'boxed');
      const other = await createUser(t.db, 'neighbour');
      const key = callerKey(prober.ctx, '127.0.0.1')!;
      const order: string[] = [];
      const outcome = (label: string) =>
        [
          () => order.push(`${label} answered`),
          (err: unknown) =>
            order.push(`${label} ${err instanceof PenaltyBoxRefusal ? err.status : ((err as { code?: string }).code ?? 'failed')}`),
        ] as const;
      // The first request is running when the box begins (in the bench: the member's previous
      // probe ends with 57014); the second waits for its turn in the member gate (db/member-gate.ts).
      const first = db
        .withRequest(prober.ctx, async (tx) => {
          const r = await tx.query('select 1');
          box.strike(key, t.db.statementTimeouts.authenticated.ms);
          return r;
        })
        .then(...outcome('first'));
      const queued = db.withRequest(prober.ctx, (tx) => tx.query('select 1')).then(...outcome('queued'));
      await Promise.all([first, queued]);
      expect(order).toEqual(['first answered', 'queued 429']);
      const neighbour = await as<{ one: number }>(db, other.ctx, 'select 1 as one');
      expect(neighbour.rows).toEqual([{ one: 1 }]);
    },
  );

  it("boxes a member by their sub after their probe's 57014", { timeout: 60_000 }, async () => {
    const box = new PenaltyBox();
    const db = box.guard(t.db, '127.0.0.1');
    const prober = await createUser(t.db, 'prober');
    await expectPgError(
      db.withRequest(prober.ctx, (tx) => tx.query(MEMBER_PROBE)),
      '57014',
    );
    await expect(db.withRequest(prober.ctx, (tx) => tx.query('select 1'))).rejects.toBeInstanceOf(PenaltyBoxRefusal);
    expect(box.boxed(callerKey(prober.ctx, '127.0.0.1'))?.strikes).toBe(1);
    expect(box.boxed('ip:127.0.0.1')).toBeUndefined();
  });
});
