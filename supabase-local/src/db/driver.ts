import type { QueryResult } from './types.ts';

// What each engine adapter provides; open-db.ts builds the public Db on top of it.
export interface DriverTx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements (simple protocol); no parameters. */
  exec(script: string): Promise<void>;
}

export interface TransactionOptions {
  /** The request role's statement_timeout in ms (0 or absent: none). PostgreSQL enforces it itself; the PGlite driver's watchdog does. */
  statementTimeoutMs?: number;
}

export interface Driver extends DriverTx {
  kind: 'pglite' | 'postgres';
  /** `prelude` (a script without parameters) runs right after BEGIN, in the same round trip where possible. */
  transaction<T>(fn: (tx: DriverTx) => Promise<T>, prelude?: string, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}
