// Messages between the API's thread and the thread that runs PGlite (pglite-worker.ts).
import type { QueryResult } from '../types.ts';

export interface WorkerInit {
  dataDir: string;
  withPgTrgm: boolean;
}

export type WorkerRequest =
  { id: number; op: 'query'; sql: string; params?: unknown[] } | { id: number; op: 'exec'; sql: string } | { id: number; op: 'close' };

/** PostgreSQL's error fields, copied off PGlite's DatabaseError (an Error does not cross threads whole). */
export interface WireError {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  severity?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export type WorkerReply = { id: number; ok: true; result?: QueryResult } | { id: number; ok: false; error: WireError };

export type WorkerStatus = { ready: true } | { ready: false; error: WireError };

const ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'position', 'where', 'schema', 'table', 'column', 'constraint'] as const;

export function toWireError(err: unknown): WireError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>;
  const wire: WireError = { message: typeof e.message === 'string' ? e.message : String(err) };
  for (const field of ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' && value !== '') wire[field] = value;
  }
  return wire;
}

/** An Error with PostgreSQL's fields, as the REST layer reads them (code, detail, hint...). */
export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire);
}
