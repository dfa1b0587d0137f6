import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/index.ts';
import { BodyTooLargeError, clientIp, headerValue, mediaType, readBody } from '../server/http-io.ts';
import type { SigningKey } from '../server/signing-keys.ts';
import { PostgrestError } from './errors.ts';
import { parseRangeHeader, type ParsedQuery } from './query-params.ts';
import type { RequestIdentity } from './request-role.ts';
import type { SchemaCache } from './schema-cache.ts';

// What the table routes (rest-routes.ts) and the RPC route (rpc.ts) both need, kept apart
// so that neither imports the other's module back (import-x/no-cycle).

export interface RestDeps {
  db: Db;
  cache: SchemaCache;
  jwtSecret: string;
  signingKeys?: readonly SigningKey[];
  maxRows: number;
}

export interface RestRequest {
  req: IncomingMessage;
  url: URL;
  method: string;
  identity: RequestIdentity;
  query: URLSearchParams;
  prefer: Map<string, string>;
  single: boolean;
}

export interface RestResponse {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** Reads and parses a JSON body: 413 over 1 MB, 415 for another media type, PGRST102 for bad JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = mediaType(headerValue(req, 'content-type'));
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    req.resume();
    throw new PostgrestError(
      415,
      'PGRST107',
      `Content-Type not acceptable: ${type}`,
      'The local stack accepts request bodies as application/json only.',
    );
  }
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new PostgrestError(413, 'PGRST413', 'Payload too large', `The request body exceeds the limit of ${err.limit} bytes.`);
    }
    throw err;
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', (err as Error).message);
  }
}

/** limit from the query, the Range header and the server's max_rows, the smallest wins. */
export function effectivePaging(q: ParsedQuery, rangeHeader: string | undefined, maxRows: number): { limit: number; offset: number } {
  const range = parseRangeHeader(rangeHeader);
  let offset = q.offset ?? range?.offset ?? 0;
  if (q.offset === undefined && range) offset = range.offset;
  const limits = [q.limit, range?.limit, maxRows].filter((n): n is number => n !== undefined);
  return { limit: Math.min(...limits), offset };
}

/**
 * `request.headers` as PostgREST sets it: every header, names lower-cased (repeated ones joined
 * with ", "). X-Forwarded-For is what the gateway forwards on hosted Supabase: the client address
 * it worked out (the socket peer, or what a trusted proxy vouched for), never what the client
 * wrote itself, so a database rate limit keyed on it cannot be dodged by sending another value.
 */
export function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = clientIp(req);
  return headers;
}
