import { DB_ROLES, type RequestContext } from './types.ts';

// PostgREST sets every request variable in one statement at the start of the transaction
// (set_config(..., true) is SET LOCAL): the role, the claims with the role inserted, the
// method and path, and the search path of the exposed schema plus the extra search path.
export const REQUEST_SETTINGS_SQL = `select
  pg_catalog.set_config('search_path', 'public, extensions', true),
  pg_catalog.set_config('role', $1, true),
  pg_catalog.set_config('request.jwt.claims', $2, true),
  pg_catalog.set_config('request.method', $3, true),
  pg_catalog.set_config('request.path', $4, true),
  pg_catalog.set_config('request.headers', '{}', true),
  pg_catalog.set_config('request.cookies', '{}', true)`;

export function requestSettingsParams(ctx: RequestContext): string[] {
  // The role comes from a verified token, but it is still checked here: this value switches identity.
  if (!DB_ROLES.includes(ctx.role)) {
    throw new Error(`Unknown database role "${String(ctx.role)}"; expected one of ${DB_ROLES.join(', ')}.`);
  }
  const claims = { ...ctx.claims, role: ctx.role };
  return [ctx.role, JSON.stringify(claims), ctx.method ?? 'POST', ctx.path ?? '/'];
}
