import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BOOTSTRAP_SQL, MIGRATION_TABLES_SQL } from './bootstrap-sql.ts';
import type { Driver, DriverTx } from './driver.ts';
import { ROLE_TIMEOUTS_SQL } from './statement-timeouts.ts';

// The Supabase CLI's file name rule: <digits>_<name>.sql, applied in version order.
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;
// Serialises concurrent starts against one PostgreSQL (two servers, parallel test workers).
const MIGRATION_LOCK = 4_711_000_001;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map(({ file, match }) => ({ version: match[1]!, name: match[2]!, path: join(dir, file) }))
    .sort((a, b) => a.version.length - b.version.length || a.version.localeCompare(b.version));
}

/** Re-throws with the file named, keeping PostgreSQL's fields (code, detail, hint, ...). */
function failedIn(file: string, err: unknown): Error {
  if (err instanceof Error) {
    err.message = `${file}: ${err.message}`;
    return err;
  }
  return new Error(`${file}: ${String(err)}`);
}

async function lock(tx: DriverTx): Promise<void> {
  await tx.query('select pg_catalog.pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/** Roles (with hosted's statement timeouts) + auth schema, then every migration not yet recorded, in one transaction. */
export async function applyMigrations(driver: Driver, dir: string, log: (msg: string) => void): Promise<string[]> {
  const files = listMigrations(dir);
  return driver.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(BOOTSTRAP_SQL);
    await tx.exec(ROLE_TIMEOUTS_SQL);
    await tx.exec(MIGRATION_TABLES_SQL);
    const done = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      const sql = readFileSync(file.path, 'utf8');
      try {
        await tx.exec(sql);
      } catch (err) {
        throw failedIn(basename(file.path), err);
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        file.version,
        file.name,
        [sql],
      ]);
      applied.push(basename(file.path));
      log(`applied migration ${basename(file.path)}`);
    }
    return applied;
  });
}

/** Runs seed.sql once, and again whenever its content changes (it is written to be idempotent). */
export async function applySeed(driver: Driver, seedFile: string, log: (msg: string) => void): Promise<boolean> {
  if (!existsSync(seedFile)) {
    log(`no seed file at ${seedFile}; skipped`);
    return false;
  }
  const sql = readFileSync(seedFile, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  const key = `supabase/${basename(seedFile)}`;
  return driver.transaction(async (tx) => {
    await lock(tx);
    const prev = await tx.query<{ hash: string }>('select hash from supabase_migrations.seed_files where path = $1', [key]);
    if (prev.rows[0]?.hash === hash) return false;
    try {
      await tx.exec(sql);
    } catch (err) {
      throw failedIn(basename(seedFile), err);
    }
    await tx.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      [key, hash],
    );
    log(`applied seed ${basename(seedFile)}`);
    return true;
  });
}
