import pg from 'pg';
import { isLocalHost, watchBackendPriority } from './backend-priority.ts';
import type { Driver, DriverTx, TransactionOptions } from './driver.ts';
import type { QueryResult } from './types.ts';
import { VALUE_PARSERS } from './value-parsers.ts';

function toResult<T>(res: pg.QueryResult): QueryResult<T> {
  return {
    rows: res.rows as T[],
    fields: (res.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: res.rowCount ?? 0,
  };
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const own = VALUE_PARSERS[oid];
    if (own && format !== 'binary') return own;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

/** Any PostgreSQL through a node-postgres pool; each transaction holds one pooled client. */
export async function openPostgresDriver(databaseUrl: string): Promise<Driver> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  // Fail fast with the real connection error rather than at the first request.
  const probe = await pool.connect();
  probe.release();

  // Request statements (those with a statement timeout) on a server of this machine are watched:
  // backend-priority.ts lowers a slow one's CPU priority while it runs.
  const local = isLocalHost((probe as unknown as { host?: string }).host);
  const clientTx = (client: pg.PoolClient, watch: boolean, state: { broken: boolean }): DriverTx => {
    const run = async <R>(fn: () => Promise<R>): Promise<R> => {
      if (!watch) return fn();
      const w = watchBackendPriority((client as unknown as { processID?: number }).processID);
      try {
        return await fn();
      } finally {
        if (!w.end()) state.broken = true;
      }
    };
    return {
      async query<T>(sql: string, params?: unknown[]) {
        return toResult<T>(await run(() => client.query(sql, params)));
      },
      async exec(script: string) {
        await run(() => client.query(script));
      },
    };
  };

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return toResult<T>(await pool.query(sql, params));
    },
    async exec(script: string) {
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: DriverTx) => Promise<T>, prelude?: string, options: TransactionOptions = {}) {
      const client = await pool.connect();
      const state = { broken: false };
      let broken = false;
      try {
        // One round trip for BEGIN and the prelude (simple protocol runs both).
        await client.query(prelude ? `begin; ${prelude}` : 'begin');
        const result = await fn(clientTx(client, local && (options.statementTimeoutMs ?? 0) > 0, state));
        await client.query('commit');
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
        } catch {
          broken = true; // the connection is gone; do not hand it out again
        }
        throw err;
      } finally {
        client.release(broken || state.broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
