import { mkdirSync } from 'node:fs';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Driver, DriverTx } from './driver.ts';
import type { QueryResult } from './types.ts';
import { VALUE_PARSERS } from './value-parsers.ts';

const MEMORY = 'memory://';

function toResult<T>(res: Results<T>): QueryResult<T> {
  return {
    rows: res.rows,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: res.affectedRows ?? 0,
  };
}

function wrapTx(tx: Transaction): DriverTx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return toResult(await tx.query<T>(sql, params));
    },
    async exec(script: string) {
      await tx.exec(script);
    },
  };
}

/**
 * Embedded PostgreSQL. One PGlite instance is one session, so PGlite itself queues every query
 * and transaction behind a lock: transactions never interleave. Durability: relaxedDurability
 * stays off, so each query resolves only after its writes reached the data folder, and a
 * committed transaction survives the process being killed.
 */
export async function openPgliteDriver(dataDir: string, opts: { withPgTrgm: boolean }): Promise<Driver> {
  if (dataDir !== MEMORY) mkdirSync(dataDir, { recursive: true });
  const parsers = Object.fromEntries(Object.entries(VALUE_PARSERS).map(([oid, parse]) => [oid, (text: string) => parse(text)]));
  const pg = await PGlite.create({
    dataDir,
    extensions: opts.withPgTrgm ? { pg_trgm } : {},
    relaxedDurability: false,
    parsers,
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return toResult(await pg.query<T>(sql, params));
    },
    async exec(script: string) {
      await pg.exec(script);
    },
    async transaction<T>(fn: (tx: DriverTx) => Promise<T>, prelude?: string) {
      return pg.transaction(async (tx) => {
        if (prelude) await tx.exec(prelude);
        return fn(wrapTx(tx));
      });
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
