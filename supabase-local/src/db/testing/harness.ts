import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDb } from '../open-db.ts';
import type { Db, QueryResult, RequestContext } from '../types.ts';
import { NO_SEED } from './no-seed.ts';
import { startTempPostgres, type TempPostgres } from './temp-postgres.ts';

export { NO_SEED };

// Shared by the database tests: one database per test file, on PGlite or on a throw-away
// PostgreSQL, with the project's migrations and no seed (tests make their own rows).

export type Engine = 'pglite' | 'postgres';
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

export interface TestDb {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export async function openTestDb(engine: Engine, opts: { seedFile?: string } = {}): Promise<TestDb> {
  const seedFile = opts.seedFile ?? NO_SEED;
  if (engine === 'pglite') {
    const db = await openDb({ dataDir: 'memory://', seedFile });
    return { db, engine, close: () => db.close() };
  }
  const server = await startTempPostgres();
  try {
    const db = await openDb({ databaseUrl: server.url, seedFile });
    return {
      db,
      engine,
      async close() {
        await db.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

export const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
export const service: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };

export interface TestUser {
  id: string;
  email: string;
  ctx: RequestContext;
}

/** A confirmed member, as GoTrue would create them, plus the request context of their token. */
export async function createUser(db: Db, label: string): Promise<TestUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  await db.query(`insert into auth.users (id, email, encrypted_password, email_confirmed_at) values ($1, $2, 'x', now())`, [id, email]);
  return {
    id,
    email,
    ctx: {
      role: 'authenticated',
      claims: { sub: id, email, role: 'authenticated', aud: 'authenticated', session_id: randomUUID() },
    },
  };
}

export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [userId]);
}

export interface AdminTestDb extends TestDb {
  /** A confirmed member holding the admin role. */
  readonly admin: TestUser;
}

/** Throws when a database the hooks open is read before beforeAll has run. */
function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is opened in beforeAll: read it inside a test or a later hook`);
  return value;
}

/**
 * For a `describe.each(ENGINES)` block: registers the beforeAll that opens one database on `engine`
 * (migrations, no seed) and the afterAll that closes it. Read `db` inside tests and hooks; the
 * block's own beforeAll hooks run after this one.
 */
export function setupTestDb(engine: Engine, opts: { seedFile?: string } = {}): TestDb {
  let t: TestDb | undefined;
  beforeAll(async () => {
    t = await openTestDb(engine, opts);
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    engine,
    get db() {
      return opened(t, 'setupTestDb').db;
    },
    close: async () => {
      await t?.close();
    },
  };
}

/** setupTestDb with an admin member, made in the same beforeAll order (before the block's own hooks). */
export function setupAdminTestDb(engine: Engine, opts: { seedFile?: string } = {}): AdminTestDb {
  const t = setupTestDb(engine, opts);
  let admin: TestUser | undefined;
  beforeAll(async () => {
    admin = await createUser(t.db, 'admin');
    await grantAdmin(t.db, admin.id);
  });
  return {
    engine,
    get db() {
      return t.db;
    },
    get admin() {
      return opened(admin, 'setupAdminTestDb');
    },
    close: t.close,
  };
}

export interface TwoSessionsOnPostgres {
  /** The session the test reads and rolls up with. */
  readonly db: Db;
  /** A second session on the same server, for a writer held open meanwhile (openHeldWriter). */
  readonly writerDb: Db;
  /** A confirmed member holding the admin role. */
  readonly admin: TestUser;
}

/**
 * For tests of two sessions at once, which PGlite (one session) cannot run: registers the hooks
 * that start a throw-away PostgreSQL with the migrations, open two sessions on it and make an
 * admin member, and stop it all after.
 */
export function setupPostgresWithTwoSessions(): TwoSessionsOnPostgres {
  let server: TempPostgres | undefined;
  let db: Db | undefined;
  let writerDb: Db | undefined;
  let admin: TestUser | undefined;
  beforeAll(async () => {
    server = await startTempPostgres();
    db = await openDb({ databaseUrl: server.url, seedFile: NO_SEED });
    writerDb = await openDb({ databaseUrl: server.url, seedFile: NO_SEED });
    admin = await createUser(db, 'admin');
    await grantAdmin(db, admin.id);
  });
  afterAll(async () => {
    await writerDb?.close();
    await db?.close();
    await server?.stop();
  });
  return {
    get db() {
      return opened(db, 'setupPostgresWithTwoSessions');
    },
    get writerDb() {
      return opened(writerDb, 'setupPostgresWithTwoSessions');
    },
    get admin() {
      return opened(admin, 'setupPostgresWithTwoSessions');
    },
  };
}

export interface HeldWriter {
  /** True once the statement has run (its transaction is still open). */
  wrote(): boolean;
  /** Lets the transaction commit, and waits for it. */
  commit(): Promise<void>;
}

/** A service-role transaction that runs `sql`, then stays open until commit() is called. */
export function openHeldWriter(db: Db, sql: string): HeldWriter {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let wrote = false;
  const done = db.withRequest(service, async (tx) => {
    await tx.query(sql);
    wrote = true;
    await gate;
  });
  return {
    wrote: () => wrote,
    commit: async () => {
      release();
      await done;
    },
  };
}

/** Runs one statement as the request role, the way the REST layer does. */
export function as<T = Record<string, unknown>>(db: Db, ctx: RequestContext, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  return db.withRequest(ctx, (tx) => tx.query<T>(sql, params));
}

/** Asserts a rejection with the SQLSTATE, and optionally a message fragment. */
export async function expectPgError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string },
  );
  expect(err, `expected SQLSTATE ${code}, but the statement succeeded`).not.toBeNull();
  expect(err?.code, `unexpected error: ${err?.message}`).toBe(code);
  if (message) expect(err?.message).toMatch(message);
}

class Rollback {
  constructor(readonly result: QueryResult) {}
}

export type Outcome = { ok: true; result: QueryResult } | { ok: false; code: string | undefined; message: string };

/** Runs one statement as the request role and always rolls back, so cases never affect each other. */
export async function attemptAs(db: Db, ctx: RequestContext, sql: string, params?: unknown[]): Promise<Outcome> {
  try {
    await db.withRequest(ctx, async (tx) => {
      throw new Rollback(await tx.query(sql, params));
    });
    throw new Error('unreachable');
  } catch (e) {
    if (e instanceof Rollback) return { ok: true, result: e.result };
    const err = e as { code?: string; message?: string };
    return { ok: false, code: err.code, message: err.message ?? String(e) };
  }
}
