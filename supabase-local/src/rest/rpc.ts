import { PostgrestError } from './errors.ts';
import { parseQuery } from './query-params.ts';
import { effectivePaging, readJsonBody, requestHeaders, type RestDeps, type RestRequest, type RestResponse } from './rest-request.ts';
import { closestName, type FunctionInfo } from './schema-cache.ts';
import { jsonAggregate, Params, quoteIdent, renderOrder, renderPaging, renderSelectList, renderWhere, type Source } from './sql-build.ts';
import { headerValue } from '../server/http-io.ts';

/** PostgREST's PGRST202 (message, details and hint wording from its Error.hs). */
export function functionNotFound(name: string, keys: string[], allNames: Iterable<string>, overloads: FunctionInfo[]): PostgrestError {
  const sorted = [...keys].sort();
  const prms = sorted.join(', ');
  const message = `Could not find the function public.${name}${sorted.length === 0 ? ' without parameters' : `(${prms})`} in the schema cache`;
  const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${prms}`;
  const details = `Searched for the function public.${name}${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (overloads.length > 0) {
    const sig = overloads[0]!.params
      .map((p) => p.name)
      .sort()
      .join(', ');
    hint = `Perhaps you meant to call the function public.${name}(${sig})`;
  } else {
    const near = closestName(name, allNames);
    if (near) hint = `Perhaps you meant to call the function public.${near}`;
  }
  return new PostgrestError(404, 'PGRST202', message, details, hint);
}

/** The overload whose named inputs cover the given keys and whose required inputs are all given. */
export function pickOverload(candidates: FunctionInfo[], keys: string[]): FunctionInfo | undefined {
  const matches = candidates.filter((f) => {
    const names = new Set(f.params.map((p) => p.name));
    if (f.params.some((p) => p.name === '')) return false;
    return keys.every((k) => names.has(k)) && f.params.every((p) => p.hasDefault || keys.includes(p.name));
  });
  matches.sort((a, b) => a.params.length - b.params.length);
  return matches[0];
}

/** POST/GET /rpc/<fn>: arguments by name, converted to their SQL types by PostgreSQL itself. */
export async function callRpc(rr: RestRequest, name: string, deps: RestDeps): Promise<RestResponse> {
  if (rr.method !== 'GET' && rr.method !== 'HEAD' && rr.method !== 'POST') {
    throw new PostgrestError(405, 'PGRST101', `Cannot use the ${rr.method} method on RPC`);
  }
  const candidates = await deps.cache.functionsNamed(name);
  const argNames = new Set(candidates.flatMap((f) => f.params.map((p) => p.name)));
  const q = parseQuery(rr.query, (key) => (rr.method === 'GET' || rr.method === 'HEAD') && argNames.has(key));

  let args: Record<string, unknown>;
  if (rr.method === 'POST') {
    const body = await readJsonBody(rr.req);
    if (body === undefined) args = {};
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
    else throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be a JSON object of named parameters.');
  } else {
    args = Object.fromEntries(q.plain);
  }
  const keys = Object.keys(args);
  const fn = pickOverload(candidates, keys);
  if (!fn) throw functionNotFound(name, keys, (await deps.cache.get()).functions.keys(), candidates);

  const params = new Params();
  const given = fn.params.filter((p) => keys.includes(p.name));
  // Types come from pg_proc; names are checked against it above, then quoted.
  const call = `public.${quoteIdent(fn.name)}(${given.map((p) => `${quoteIdent(p.name)} := pgrst_args.${quoteIdent(p.name)}`).join(', ')})`;
  const argsFrom =
    given.length > 0
      ? `json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_args(${given.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ')})`
      : '';
  const readOnly = rr.method !== 'POST' || fn.volatility !== 'v';
  const run = <T>(sql: string) =>
    deps.db.withRequest(
      {
        role: rr.identity.role,
        claims: rr.identity.claims,
        method: rr.method,
        path: `/rpc/${name}`,
        readOnly,
        headers: requestHeaders(rr.req),
      },
      (tx) => tx.query<T>(sql, params.values),
    );

  if (fn.returnKind === 'void') {
    await run(argsFrom ? `select ${call} from ${argsFrom}` : `select ${call}`);
    return { status: 204 };
  }

  if (fn.returnKind === 'scalar') {
    const from = `${argsFrom ? `${argsFrom}, lateral ` : ''}${call} as pgrst_f(pgrst_scalar)`;
    if (!fn.returnsSet) {
      const r = await run<{ body: string | null }>(`select to_json(pgrst_f.pgrst_scalar)::text as body from ${from}`);
      return { status: 200, body: r.rows[0]?.body ?? 'null' };
    }
    const r = await run<{ body: string }>(`select coalesce(json_agg(pgrst_f.pgrst_scalar), '[]')::text as body from ${from}`);
    return { status: 200, body: r.rows[0]?.body ?? '[]' };
  }

  // Composite results: rows, which select / filters / order / paging apply to like a table.
  const source: Source = {
    label: fn.name,
    qualifier: 'pgrst_f',
    columns: new Map(fn.outColumns.map((c) => [c.name, { type: c.type }])),
  };
  const from = `${argsFrom ? `${argsFrom}, lateral ` : ''}${call} as pgrst_f`;
  const { limit, offset } = effectivePaging(q, headerValue(rr.req, 'range'), deps.maxRows);
  const list = fn.outColumns.length > 0 ? renderSelectList(q.select, source) : 'pgrst_f.*';
  const where = renderWhere(q.conditions, source, params);
  const order = renderOrder(q.order, source);
  const r = await run<{ body: string; first: string | null; n: number }>(
    jsonAggregate(`select ${list} from ${from}${where}${order}${fn.returnsSet ? renderPaging(limit, offset) : ''}`),
  );
  const row = r.rows[0]!;
  const n = Number(row.n);
  if (!fn.returnsSet) return { status: 200, body: row.first ?? 'null' };
  if (rr.single) {
    if (n !== 1)
      throw new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
    return { status: 200, body: row.first ?? 'null' };
  }
  return { status: 200, body: row.body, headers: { 'Content-Range': n > 0 ? `${offset}-${offset + n - 1}/*` : '*/*' } };
}
