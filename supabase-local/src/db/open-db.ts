import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import type { Driver } from './driver.ts';
import { MemberGate } from './member-gate.ts';
import { applyMigrations, applySeed } from './migrate.ts';
import { openPostgresDriver } from './postgres-driver.ts';
import { requestSettingsSql } from './request-settings.ts';
import { readRoleTimeouts, type RoleTimeouts } from './statement-timeouts.ts';
import type { Db, OpenDbOptions, RequestContext, Tx } from './types.ts';
import { openPgliteWorkerDriver } from './worker/pglite-worker-driver.ts';

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));
export const DEFAULT_SEED_FILE = fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

function toDb(driver: Driver, roleTimeouts: RoleTimeouts, lock: DataDirLock | undefined): Db {
  const gate = new MemberGate();
  return {
    kind: driver.kind,
    statementTimeouts: roleTimeouts,
    dataDirLock: lock,
    query: (sql, params) => driver.query(sql, params),
    transaction: (fn) => driver.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
    async withRequest<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>) {
      const prelude = requestSettingsSql(ctx, roleTimeouts);
      const statementTimeoutMs = roleTimeouts[ctx.role].ms;
      return gate.run(
        ctx,
        () => driver.transaction((tx) => fn({ query: (sql, p) => tx.query(sql, p) }), prelude, { statementTimeoutMs }),
        statementTimeoutMs,
      );
    },
    async close() {
      try {
        await driver.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * databaseUrl → node-postgres pool; otherwise PGlite in dataDir ('memory://' for a throw-away one)
 * on a thread of its own, the folder locked against a second opener (data-dir-lock.ts).
 * Then: roles + auth schema when missing, pending migrations, and seed.sql when new or changed.
 */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? (() => {});
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const lock = opts.databaseUrl || dataDir === 'memory://' ? undefined : acquireDataDirLock(dataDir, opts.lockOwner);
  let driver: Driver;
  try {
    driver = opts.databaseUrl
      ? await openPostgresDriver(opts.databaseUrl)
      : await openPgliteWorkerDriver(dataDir, { withPgTrgm: opts.withPgTrgm ?? true, log });
  } catch (err) {
    lock?.release();
    throw err;
  }
  try {
    await applyMigrations(driver, opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR, log);
    await applySeed(driver, opts.seedFile ?? DEFAULT_SEED_FILE, log);
    const roleTimeouts = await driver.transaction((tx) => readRoleTimeouts(tx));
    return toDb(driver, roleTimeouts, lock);
  } catch (err) {
    await driver.close().catch(() => {});
    lock?.release();
    throw err;
  }
}
