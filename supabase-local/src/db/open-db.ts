import { fileURLToPath } from 'node:url';
import type { Driver } from './driver.ts';
import { applyMigrations, applySeed } from './migrate.ts';
import { openPgliteDriver } from './pglite-driver.ts';
import { openPostgresDriver } from './postgres-driver.ts';
import { requestSettingsSql } from './request-settings.ts';
import type { Db, OpenDbOptions, RequestContext, Tx } from './types.ts';

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));
export const DEFAULT_SEED_FILE = fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

function toDb(driver: Driver): Db {
  return {
    kind: driver.kind,
    query: (sql, params) => driver.query(sql, params),
    transaction: (fn) => driver.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
    async withRequest<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>) {
      const prelude = requestSettingsSql(ctx);
      return driver.transaction((tx) => fn({ query: (sql, p) => tx.query(sql, p) }), prelude);
    },
    close: () => driver.close(),
  };
}

/**
 * databaseUrl → node-postgres pool; otherwise PGlite in dataDir ('memory://' for a throw-away one).
 * Then: roles + auth schema when missing, pending migrations, and seed.sql when new or changed.
 */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  const log = opts.log ?? (() => {});
  const driver = opts.databaseUrl
    ? await openPostgresDriver(opts.databaseUrl)
    : await openPgliteDriver(opts.dataDir ?? DEFAULT_DATA_DIR, { withPgTrgm: opts.withPgTrgm ?? true });
  try {
    await applyMigrations(driver, opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR, log);
    await applySeed(driver, opts.seedFile ?? DEFAULT_SEED_FILE, log);
  } catch (err) {
    await driver.close().catch(() => {});
    throw err;
  }
  return toDb(driver);
}
