import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tx } from '../db/index.ts';
import { headerValue, mediaType, send } from '../server/http-io.ts';
import { fromPgError, isPgError, PostgrestError } from './errors.ts';
import { parsePrefer, parseQuery, type ParsedQuery } from './query-params.ts';
import { effectivePaging, readJsonBody, requestHeaders, type RestDeps, type RestRequest, type RestResponse } from './rest-request.ts';
import { resolveIdentity, requestToken, type RequestIdentity } from './request-role.ts';
import { closestName, type TableInfo } from './schema-cache.ts';
import { callRpc } from './rpc.ts';
import { jsonAggregate, Params, quoteIdent, renderOrder, renderPaging, renderSelectList, renderWhere, type Source } from './sql-build.ts';

export type { RestDeps, RestRequest, RestResponse } from './rest-request.ts';

export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Which representation the client accepts: PostgREST's object media type means "exactly one row". */
export function negotiate(accept: string | undefined): { single: boolean } {
  if (!accept || accept.trim() === '') return { single: false };
  const types = accept.split(',').map((t) => mediaType(t));
  if (types.some((t) => t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object')) return { single: true };
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*' || t === 'application/openapi+json'))
    return { single: false };
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

function tableNotFound(name: string, known: Iterable<string>): PostgrestError {
  const near = closestName(name, known);
  return new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table 'public.${near}'` : null,
  );
}

function tableSource(table: TableInfo, qualifier = quoteIdent(table.name)): Source {
  return { label: table.name, qualifier, columns: new Map([...table.columns].map(([k, v]) => [k, { type: v.type }])) };
}

function singularity(n: number): PostgrestError {
  return new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

export async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: RestDeps): Promise<void> {
  let identity: RequestIdentity | undefined;
  try {
    identity = resolveIdentity(requestToken(req), deps.jwtSecret, deps.signingKeys);
    const method = req.method ?? 'GET';
    const profile = headerValue(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
    if (profile && !EXPOSED_SCHEMAS.includes(profile)) {
      throw new PostgrestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
      );
    }
    if (profile === 'graphql_public')
      throw new PostgrestError(404, 'PGRST205', 'The graphql_public schema is not served by the local stack');
    const rr: RestRequest = {
      req,
      url,
      method,
      identity,
      query: url.searchParams,
      prefer: parsePrefer(req.headers.prefer),
      single: negotiate(headerValue(req, 'accept')).single,
    };
    const result = await dispatch(rr, path, deps);
    const headers = { ...(result.headers ?? {}) };
    if (result.body !== undefined && !headers['Content-Type']) headers['Content-Type'] = rr.single ? OBJECT_TYPE : JSON_TYPE;
    send(res, result.status, method === 'HEAD' ? undefined : result.body, headers);
  } catch (err) {
    const authed = identity !== undefined && identity.role !== 'anon';
    const pe = err instanceof PostgrestError ? err : isPgError(err) ? fromPgError(err, authed) : undefined;
    if (!pe) throw err;
    send(res, pe.status, JSON.stringify(pe.body()), { 'Content-Type': JSON_TYPE, ...pe.headers });
  }
}

async function dispatch(rr: RestRequest, path: string, deps: RestDeps): Promise<RestResponse> {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  if (segments.length === 0) {
    if (rr.method !== 'GET' && rr.method !== 'HEAD') throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${rr.method}`);
    return rootDocument(deps);
  }
  if (segments[0] === 'rpc' && segments.length === 2) return callRpc(rr, segments[1]!, deps);
  if (segments.length !== 1) throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  const name = segments[0]!;
  const table = await deps.cache.table(name);
  if (!table) throw tableNotFound(name, (await deps.cache.get()).tables.keys());
  switch (rr.method) {
    case 'GET':
    case 'HEAD':
      return readTable(rr, table, deps);
    case 'POST':
      return insertRows(rr, table, deps);
    case 'PATCH':
      return updateRows(rr, table, deps);
    case 'DELETE':
      return deleteRows(rr, table, deps);
    default:
      throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${rr.method}`);
  }
}

async function rootDocument(deps: RestDeps): Promise<RestResponse> {
  const snapshot = await deps.cache.get();
  const paths: Record<string, unknown> = { '/': {} };
  for (const name of [...snapshot.tables.keys()].sort()) paths[`/${name}`] = {};
  for (const name of [...snapshot.functions.keys()].sort()) paths[`/rpc/${name}`] = {};
  return {
    status: 200,
    body: JSON.stringify({ swagger: '2.0', info: { title: 'supabase-local REST', version: '1' }, basePath: '/', paths }),
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
  };
}

function runInRequest<T>(rr: RestRequest, deps: RestDeps, readOnly: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.withRequest(
    {
      role: rr.identity.role,
      claims: rr.identity.claims,
      method: rr.method,
      path: rr.url.pathname.replace(/^\/rest\/v1/, ''),
      readOnly,
      headers: requestHeaders(rr.req),
    },
    fn,
  );
}

async function readTable(rr: RestRequest, table: TableInfo, deps: RestDeps): Promise<RestResponse> {
  const q = parseQuery(rr.query);
  const source = tableSource(table);
  const { limit, offset } = effectivePaging(q, headerValue(rr.req, 'range'), deps.maxRows);
  const params = new Params();
  const list = renderSelectList(q.select, source);
  const where = renderWhere(q.conditions, source, params);
  const order = renderOrder(q.order, source);
  const from = `public.${quoteIdent(table.name)}`;
  const wantCount = rr.prefer.has('count');
  const { row, total } = await runInRequest(rr, deps, true, async (tx) => {
    const r = await tx.query<{ body: string; first: string | null; n: number }>(
      jsonAggregate(`select ${list} from ${from}${where}${order}${renderPaging(limit, offset)}`),
      params.values,
    );
    let total: number | undefined;
    if (wantCount) {
      const countParams = new Params();
      const c = await tx.query<{ total: number | string }>(
        `select count(*) as total from ${from}${renderWhere(q.conditions, source, countParams)}`,
        countParams.values,
      );
      total = Number(c.rows[0]?.total ?? 0);
    }
    return { row: r.rows[0]!, total };
  });
  const n = Number(row.n);
  if (rr.single && n !== 1) throw singularity(n);
  if (total !== undefined && n === 0 && offset > 0 && offset >= total) {
    throw new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const partial = total !== undefined && n < total;
  return {
    status: partial ? 206 : 200,
    body: rr.single ? (row.first ?? 'null') : row.body,
    headers: { 'Content-Range': contentRange(offset, n, total) },
  };
}

function columnNotFound(table: TableInfo, col: string): PostgrestError {
  return new PostgrestError(400, 'PGRST204', `Could not find the '${col}' column of '${table.name}' in the schema cache`);
}

/** The payload columns: `columns=` when given, else the object keys (which must match across an array). */
function payloadColumns(rows: Record<string, unknown>[], q: ParsedQuery, table: TableInfo): string[] {
  let cols: string[];
  if (q.columns) {
    cols = q.columns;
  } else {
    cols = Object.keys(rows[0] ?? {});
    const key = [...cols].sort().join('\u0000');
    if (rows.some((r) => Object.keys(r).sort().join('\u0000') !== key)) {
      throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  for (const c of cols) if (!table.columns.has(c)) throw columnNotFound(table, c);
  return cols;
}

function asRows(body: unknown): Record<string, unknown>[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (body === undefined) return [{}];
  if (isObj(body)) return [body];
  if (Array.isArray(body) && body.every(isObj)) return body;
  throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body must be a JSON object or an array of JSON objects.');
}

function wantsRepresentation(rr: RestRequest): boolean {
  return rr.prefer.get('return') === 'representation';
}

async function insertRows(rr: RestRequest, table: TableInfo, deps: RestDeps): Promise<RestResponse> {
  const q = parseQuery(rr.query);
  const rows = asRows(await readJsonBody(rr.req));
  const cols = payloadColumns(rows, q, table);
  const params = new Params();
  const target = `public.${quoteIdent(table.name)}`;
  const colList = cols.map(quoteIdent).join(', ');
  const payload = params.add(JSON.stringify(rows));
  let sql =
    cols.length > 0
      ? `insert into ${target} (${colList}) select ${colList} from json_populate_recordset(null::${target}, ${payload}::json)`
      : `insert into ${target} select from json_array_elements(${payload}::json)`;
  const resolution = rr.prefer.get('resolution');
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const conflict = q.onConflict ?? table.primaryKey;
    if (conflict.length === 0)
      throw new PostgrestError(400, 'PGRST100', `Table '${table.name}' has no primary key; pass on_conflict to upsert`);
    for (const c of conflict) if (!table.columns.has(c)) throw columnNotFound(table, c);
    const updates = cols.filter((c) => !conflict.includes(c));
    sql += ` on conflict (${conflict.map(quoteIdent).join(', ')}) `;
    sql +=
      resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  return writeAndRespond(rr, deps, table, sql, params, q, 201);
}

async function updateRows(rr: RestRequest, table: TableInfo, deps: RestDeps): Promise<RestResponse> {
  const q = parseQuery(rr.query);
  const body = await readJsonBody(rr.req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs a JSON object of the columns to change.');
  }
  const cols = Object.keys(body);
  for (const c of cols) if (!table.columns.has(c)) throw columnNotFound(table, c);
  const target = `public.${quoteIdent(table.name)}`;
  const source = tableSource(table);
  const params = new Params();
  if (cols.length === 0) {
    return { status: wantsRepresentation(rr) ? 200 : 204, body: wantsRepresentation(rr) ? '[]' : undefined };
  }
  const payload = params.add(JSON.stringify(body));
  const where = renderWhere(q.conditions, source, params);
  const sql = `update ${target} set ${cols.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ')}
    from (select * from json_populate_record(null::${target}, ${payload}::json)) pgrst_body${where}`;
  return writeAndRespond(rr, deps, table, sql, params, q, 200);
}

async function deleteRows(rr: RestRequest, table: TableInfo, deps: RestDeps): Promise<RestResponse> {
  const q = parseQuery(rr.query);
  const params = new Params();
  const where = renderWhere(q.conditions, tableSource(table), params);
  const sql = `delete from public.${quoteIdent(table.name)}${where}`;
  return writeAndRespond(rr, deps, table, sql, params, q, 200);
}

/**
 * Runs a write in the request's transaction. With return=representation the rows come back
 * through RETURNING (so SELECT policies apply, as in PostgREST); with the object media type
 * anything but exactly one row rolls the write back.
 */
async function writeAndRespond(
  rr: RestRequest,
  deps: RestDeps,
  table: TableInfo,
  sql: string,
  params: Params,
  q: ParsedQuery,
  representationStatus: number,
): Promise<RestResponse> {
  const representation = wantsRepresentation(rr);
  const isInsert = rr.method === 'POST';
  const result = await runInRequest(rr, deps, false, async (tx) => {
    if (!representation) {
      if (rr.single) {
        const r = await tx.query<{ n: number }>(
          `with pgrst_source as (${sql} returning 1) select count(*)::int as n from pgrst_source`,
          params.values,
        );
        const n = Number(r.rows[0]?.n ?? 0);
        if (n !== 1) throw singularity(n);
        return { n, body: undefined as string | undefined };
      }
      const r = await tx.query(sql, params.values);
      return { n: r.affectedRows, body: undefined as string | undefined };
    }
    const source: Source = { ...tableSource(table), qualifier: 'pgrst_source' };
    const list = renderSelectList(q.select, source);
    const r = await tx.query<{ body: string; first: string | null; n: number }>(
      `with pgrst_source as (${sql} returning public.${quoteIdent(table.name)}.*) ${jsonAggregate(`select ${list} from pgrst_source`)}`,
      params.values,
    );
    const row = r.rows[0]!;
    const n = Number(row.n);
    if (rr.single && n !== 1) throw singularity(n);
    return { n, body: rr.single ? (row.first ?? 'null') : row.body };
  });
  const range = result.n > 0 ? `0-${result.n - 1}/*` : '*/*';
  if (result.body === undefined) return { status: isInsert ? 201 : 204, headers: { 'Content-Range': isInsert ? '*/*' : range } };
  return { status: isInsert ? 201 : representationStatus, body: result.body, headers: { 'Content-Range': range } };
}
