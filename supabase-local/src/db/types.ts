// The contract between the database layer and the HTTP server of the local stack.

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
}

export interface Db {
  kind: 'pglite' | 'postgres';
  /** Runs as the superuser/owner, outside any request role. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** BEGIN ... COMMIT, ROLLBACK on throw; serialised on PGlite. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One transaction set up exactly as PostgREST does for a request (role, claims, method, path, search_path). */
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
}

/** What `query` throws: PostgreSQL's error fields are kept (both PGlite and pg expose them). */
export interface DbError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}
