import type { DriverTx } from './driver.ts';
import { DB_ROLES, type DbRole } from './types.ts';

// Hosted Supabase gives the API roles a statement_timeout as role settings
// (`alter role anon set statement_timeout = '3s'`, `authenticated` '8s', none for service_role),
// and PostgREST applies the settings of the role it switches to at the start of each request's
// transaction (PostgREST: src/PostgREST/Config/Database.hs queryRoleSettings, applied as
// set_config(..., true) next to the role and the claims).

export const HOSTED_STATEMENT_TIMEOUTS: Readonly<Partial<Record<DbRole, string>>> = { anon: '3s', authenticated: '8s' };

/** The role settings as hosted has them, added only where a role has no statement_timeout of its own. */
export const ROLE_TIMEOUTS_SQL = /* sql */ `
do $timeouts$
declare
  r record;
begin
  for r in select * from (values ${Object.entries(HOSTED_STATEMENT_TIMEOUTS)
    .map(([role, value]) => `('${role}', '${value}')`)
    .join(', ')}) as t(role, timeout) loop
    if not exists (
      select 1 from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles ro on ro.oid = s.setrole
      where ro.rolname = r.role and exists (select 1 from unnest(s.setconfig) c where c like 'statement\\_timeout=%')
    ) then
      execute format('alter role %I set statement_timeout = %L', r.role, r.timeout);
    end if;
  end loop;
end
$timeouts$;
`;

export interface RoleTimeout {
  /** The value as PostgreSQL stores it ('3s'), or null when the role has none. */
  setting: string | null;
  /** The same in milliseconds (0 = none). */
  ms: number;
}

export type RoleTimeouts = Readonly<Record<DbRole, RoleTimeout>>;

export const NO_TIMEOUTS: RoleTimeouts = Object.fromEntries(DB_ROLES.map((r) => [r, { setting: null, ms: 0 }])) as unknown as RoleTimeouts;

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** PostgreSQL's notation for a time setting ('3s', '8000', '1min', '250ms') in ms; a bare number is ms. */
export function timeoutToMs(value: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!m) throw new Error(`"${value}" is not a valid statement_timeout.`);
  return Math.round(Number(m[1]) * UNIT_MS[m[2] ?? 'ms']!);
}

/** Reads the statement_timeout role setting of each API role (database-specific ones first). */
export async function readRoleTimeouts(tx: DriverTx): Promise<RoleTimeouts> {
  const res = await tx.query<{ rolname: string; value: string }>(
    `select distinct on (ro.rolname) ro.rolname, substr(c, strpos(c, '=') + 1) as value
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles ro on ro.oid = s.setrole
       cross join lateral unnest(s.setconfig) as c
      where ro.rolname = any($1) and c like 'statement\\_timeout=%'
        and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
      order by ro.rolname, s.setdatabase desc`,
    [DB_ROLES],
  );
  const found = new Map(res.rows.map((r) => [r.rolname, r.value]));
  return Object.fromEntries(
    DB_ROLES.map((role) => {
      const setting = found.get(role) ?? null;
      return [role, { setting, ms: setting === null ? 0 : timeoutToMs(setting) }];
    }),
  ) as unknown as RoleTimeouts;
}
