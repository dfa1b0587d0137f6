import type { RoleTimeouts } from './statement-timeouts.ts';
import { DB_ROLES, type RequestContext } from './types.ts';

/** A SQL string literal that is safe whatever standard_conforming_strings says (as pg's escapeLiteral). */
export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('Request settings cannot contain NUL characters.');
  const escaped = value.replace(/'/g, "''");
  return value.includes('\\') ? ` E'${escaped.replace(/\\/g, '\\\\')}'` : `'${escaped}'`;
}

/**
 * What PostgREST runs at the start of each request's transaction, in one statement: the role,
 * the claims with the role inserted, method, path and headers, and the search path of the exposed schema
 * plus the extra search path, and the role's own settings (its statement_timeout) as PostgREST
 * applies them (set_config(..., true) is SET LOCAL). Literals rather than parameters, so that
 * BEGIN and this go to the server in one round trip.
 */
export function requestSettingsSql(ctx: RequestContext, roleTimeouts?: RoleTimeouts): string {
  // The role comes from a verified token, but it is still checked here: this value switches identity.
  if (!DB_ROLES.includes(ctx.role)) {
    throw new Error(`Unknown database role "${String(ctx.role)}"; expected one of ${DB_ROLES.join(', ')}.`);
  }
  const claims = JSON.stringify({ ...ctx.claims, role: ctx.role });
  const settings: [string, string][] = [
    ['search_path', 'public, extensions'],
    ['role', ctx.role],
    ['request.jwt.claims', claims],
    ['request.method', ctx.method ?? 'POST'],
    ['request.path', ctx.path ?? '/'],
    ['request.headers', JSON.stringify(ctx.headers ?? {})],
    ['request.cookies', '{}'],
  ];
  const timeout = roleTimeouts?.[ctx.role].setting;
  if (timeout) settings.push(['statement_timeout', timeout]);
  const calls = settings.map(([name, value]) => `pg_catalog.set_config(${quoteLiteral(name)}, ${quoteLiteral(value)}, true)`);
  return `${ctx.readOnly ? 'set transaction read only; ' : ''}select ${calls.join(', ')}`;
}
