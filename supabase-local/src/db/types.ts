// The contract between the database layer and the HTTP server of the local stack.
import type { DataDirLock } from './data-dir-lock.ts';
import type { RoleTimeouts } from './statement-timeouts.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export const DB_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface RequestContext {
  role: DbRole;
  claims: Record<string, unknown>;
  method?: string;
  path?: string;
  /** PostgREST runs GET/HEAD (and STABLE RPCs called that way) in a READ ONLY transaction. */
  readOnly?: boolean;
  /** The request's headers, names lower-cased, as PostgREST puts them in `request.headers`. */
  headers?: Record<string, string>;
}

export interface Db {
  kind: 'pglite' | 'postgres';
  /** Each API role's statement_timeout (its role setting, as hosted sets them), applied to each request. */
  statementTimeouts: RoleTimeouts;
  /** PGlite in a folder: the lock this process holds on it. */
  dataDirLock?: DataDirLock;
  /** Runs as the superuser/owner, outside any request role. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** BEGIN ... COMMIT, ROLLBACK on throw; serialised on PGlite. No statement timeout. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One transaction set up exactly as PostgREST does for a request (role, claims, method, path,
   * search_path, the role's statement_timeout). A statement past the timeout fails with 57014.
   */
  withRequest<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PGlite data folder; 'memory://' keeps everything in memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** Any PostgreSQL (node-postgres Pool). */
  databaseUrl?: string;
  /** Defaults to <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Defaults to <repo>/supabase/seed.sql; a missing file is skipped. */
  seedFile?: string;
  log?: (msg: string) => void;
  /** PGlite only: load pg_trgm (default true). false exercises the migrations' fallback without it. */
  withPgTrgm?: boolean;
  /** Who takes the PGlite folder's lock (named to a second opener); default 'supabase-local'. */
  lockOwner?: { command?: string };
}

/** What `query` throws: PostgreSQL's error fields are kept (both PGlite and pg expose them). */
export interface DbError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}
