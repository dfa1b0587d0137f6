// Public entry of the local stack's database layer.
export type { Db, DbError, DbRole, OpenDbOptions, QueryResult, RequestContext, Tx } from './types.ts';
export { DB_ROLES } from './types.ts';
export { openDb } from './open-db.ts';
export { DataDirLockedError, readLockHolder, type DataDirLock, type LockHolder } from './data-dir-lock.ts';
export type { RoleTimeouts } from './statement-timeouts.ts';
