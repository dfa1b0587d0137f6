import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Our SQL versions of Supabase's database advisor lints (repository supabase/splinter, folder
// lints/), every lint of 0001-0029 whose category is SECURITY, plus two performance lints we
// already held ourselves to (0003, 0006). Each query returns one row per offending object
// (column `object`; empty = passes). Where splinter reads the exposed schemas from PostgREST's
// `pgrst.db_schemas`, we read them from supabase/config.toml, `[api] schemas`, as the local stack
// and hosted Supabase expose them.
//
// Performance-only lints, not run: 0001 unindexed_foreign_keys, 0004 no_primary_key,
// 0005 unused_index, 0009 duplicate_index, 0020 table_bloat.
// Gated as splinter gates them: 0026/0027 only when the pg_graphql extension is installed,
// 0019 only when pgmq_public is exposed, 0025 public_bucket_allows_listing only when
// storage.buckets exists; 0012 (auth_allow_anonymous_sign_ins) only when config.toml enables
// anonymous sign-ins, the only case where an anonymous user holds the `authenticated` role.

export interface LintContext {
  /** `[api] schemas` of supabase/config.toml. */
  exposedSchemas: string[];
  /** `[auth] enable_anonymous_sign_ins` of supabase/config.toml. */
  anonymousSignIns: boolean;
}

export interface Lint {
  /** splinter's file number. */
  id: string;
  /** splinter's lint name. */
  name: string;
  category: 'SECURITY' | 'PERFORMANCE';
  /** The query, or null when the lint does not apply to this configuration. */
  sql(ctx: LintContext): string | null;
  /** Optional: a query answering one row `{ ok: boolean }`; the lint runs only when ok. */
  when?: string;
}

const CONFIG_TOML = join(dirname(fileURLToPath(import.meta.url)), '../../supabase/config.toml');

/** The keys of one `[section]` of a TOML file, as raw right-hand sides (enough for our two keys). */
function tomlSection(text: string, section: string): Map<string, string> {
  const out = new Map<string, string>();
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      current = header[1]!.trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (kv && current === section) out.set(kv[1]!, kv[2]!.trim());
  }
  return out;
}

export function lintContextFromConfig(path = CONFIG_TOML): LintContext {
  const text = readFileSync(path, 'utf8');
  const schemasRaw = tomlSection(text, 'api').get('schemas');
  if (!schemasRaw) throw new Error(`${path}: [api] schemas is not set`);
  const exposedSchemas = JSON.parse(schemasRaw) as unknown;
  if (!Array.isArray(exposedSchemas) || !exposedSchemas.every((s) => typeof s === 'string' && /^[a-z_][a-z0-9_]*$/.test(s))) {
    throw new Error(`${path}: [api] schemas must be an array of schema names, got ${schemasRaw}`);
  }
  const anon = tomlSection(text, 'auth').get('enable_anonymous_sign_ins') ?? 'false';
  return { exposedSchemas: exposedSchemas as string[], anonymousSignIns: anon === 'true' };
}

/** Documented exceptions: `<lint name>:<object>`; a trailing `*` matches any object with that prefix. */
export const ALLOWED_FINDINGS: ReadonlyMap<string, string> = new Map([
  // guide_passages is read only by the service role (chat function): RLS on, no policy, no grant
  // to anon or authenticated, by design (its comment says so; the test checks both).
  ['rls_enabled_no_policy:public.guide_passages', 'service role only'],
  // `private` is not exposed by the API. Its tables (salts, rate-limit buckets, analytics
  // roll-ups) are read and written only by the owner's SECURITY DEFINER functions: RLS on, no
  // policy, and no privilege at all for anon, authenticated or service_role (the test checks it).
  ['rls_enabled_no_policy:private.*', 'definer-only tables, no API privilege'],
  // RPCs the product calls as a signed-in member, SECURITY DEFINER because they must reach rows
  // or tables the caller may not: each checks the caller before touching anything.
  // delete_my_data: account page; deletes only (select auth.uid())'s rows, and the auth.users row
  // (which no API role may touch); 42501 without a signed-in caller.
  ['authenticated_security_definer_function_executable:public.delete_my_data(scope text)', 'checks auth.uid()'],
  // increment_article_view: library; counts one view per member, article and UTC day into
  // article_views/articles, which members cannot write; 42501 without a signed-in caller.
  ['authenticated_security_definer_function_executable:public.increment_article_view(article_slug text)', 'checks auth.uid()'],
  // The admin dashboard's four RPCs read private roll-ups; each raises 42501 unless
  // private.is_admin() (or, for the first two, the service role) before reading anything.
  ['authenticated_security_definer_function_executable:public.get_analytics_summary(days_back integer)', 'admins only'],
  ['authenticated_security_definer_function_executable:public.get_events_per_day(days_back integer)', 'admins only'],
  ['authenticated_security_definer_function_executable:public.get_traffic_report(days_back integer, top_n integer)', 'admins only'],
  ['authenticated_security_definer_function_executable:public.get_remote_health(days_back integer)', 'admins only'],
]);

export function isAllowed(lint: Lint, object: string): boolean {
  const key = `${lint.name}:${object}`;
  for (const allowed of ALLOWED_FINDINGS.keys()) {
    if (allowed.endsWith('*') ? key.startsWith(allowed.slice(0, -1)) : key === allowed) return true;
  }
  return false;
}

// splinter's list of schemas that belong to Supabase or to extensions, never linted.
const SYSTEM_SCHEMAS = `(
  '_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron',
  'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium',
  'pgsodium_masks', 'pgtle', 'pgbouncer', 'pg_catalog', 'realtime', 'repack', 'storage', 'supabase_functions',
  'supabase_migrations', 'tiger', 'topology', 'vault'
)`;

/** splinter's `n.nspname = any(<pgrst.db_schemas>)`, with config.toml's schemas. */
const exposed = (ctx: LintContext, column = 'n.nspname') =>
  `${column} = any(array[${ctx.exposedSchemas.map((s) => `'${s}'`).join(', ')}]::text[])`;

const API_CAN_SELECT = (oid: string) =>
  `(pg_catalog.has_table_privilege('anon', ${oid}, 'SELECT') or pg_catalog.has_table_privilege('authenticated', ${oid}, 'SELECT'))`;

const NOT_EXTENSION_OWNED = (oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend dep where dep.objid = ${oid} and dep.deptype = 'e')`;

const INVOKER_VIEW = `(pg_catalog.lower(coalesce(c.reloptions::text, '{}'))::text[]
  && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`;

// Policies with their expressions as pg_policies prints them (splinter joins pg_policies too).
const POLICIES = `
  select n.nspname as schema_name, c.relname as table_name, c.oid as table_oid, c.relkind,
         c.relrowsecurity as rls_on, p.polname, p.polpermissive, p.polroles, p.polcmd,
         pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual,
         pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as with_check
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ${SYSTEM_SCHEMAS}`;

const FUNCTION_NAME = `n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')'`;

// Lints that are one query with different parameters: a table of those parameters each.

/** splinter 0016, 0017: a relation of one kind that an API role can read, in an exposed schema. */
const RELATION_KIND_IN_API: readonly { id: string; name: string; relkind: 'm' | 'f' }[] = [
  { id: '0016', name: 'materialized_view_in_api', relkind: 'm' },
  { id: '0017', name: 'foreign_table_in_api', relkind: 'f' },
];

const relationKindInApi = (relkind: string) => (ctx: LintContext) => `
      select n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = '${relkind}' and ${API_CAN_SELECT('c.oid')}
        and ${exposed(ctx)} and n.nspname not in ${SYSTEM_SCHEMAS} and ${NOT_EXTENSION_OWNED('c.oid')}`;

/**
 * splinter 0026, 0027: the relations pg_graphql would show a role: their kinds, and what the role
 * must hold (SELECT on the relation for anon, SELECT on any of its columns for authenticated).
 */
const GRAPHQL_EXPOSED_TO: readonly { id: string; name: string; relkinds: string[]; readable: string }[] = [
  {
    id: '0026',
    name: 'pg_graphql_anon_table_exposed',
    relkinds: ['r', 'p', 'v', 'm'],
    readable: `pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')`,
  },
  {
    id: '0027',
    name: 'pg_graphql_authenticated_table_exposed',
    relkinds: ['r', 'v', 'm', 'f'],
    readable: `exists (
             select 1 from pg_catalog.pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and pg_catalog.has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'))`,
  },
];

const graphqlExposed = (relkinds: string[], readable: string) => () => `
  select n.nspname || '.' || c.relname as object
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ${SYSTEM_SCHEMAS}
    and c.relkind in (${relkinds.map((k) => `'${k}'`).join(', ')}) and ${readable}
  order by 1`;

/** splinter 0028, 0029: a SECURITY DEFINER function in an exposed schema that the role may execute. */
const DEFINER_EXECUTABLE_BY: readonly { id: string; name: string; role: 'anon' | 'authenticated' }[] = [
  { id: '0028', name: 'anon_security_definer_function_executable', role: 'anon' },
  { id: '0029', name: 'authenticated_security_definer_function_executable', role: 'authenticated' },
];

const definerExecutableBy = (role: string) => (ctx: LintContext) => `
  select ${FUNCTION_NAME} as object
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where p.prosecdef
    and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
    and ${exposed(ctx)}
    and n.nspname not in ${SYSTEM_SCHEMAS}
  order by 1`;

const GRAPHQL_INSTALLED = `select exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql') as ok`;

const ALWAYS_TRUE = `('true', '(true)', '1=1', '(1=1)')`;

// splinter 0023's column names.
const SENSITIVE_COLUMNS = [
  'password', 'passwd', 'pwd', 'passphrase', 'secret', 'secret_key', 'private_key', 'api_key', 'apikey', 'auth_key', 'token',
  'jwt', 'access_token', 'refresh_token', 'oauth_token', 'session_token', 'bearer_token', 'auth_code', 'session_id',
  'session_key', 'session_secret', 'recovery_code', 'backup_code', 'verification_code', 'otp', 'two_factor', '2fa_secret',
  '2fa_code', 'ssn', 'social_security', 'social_security_number', 'driver_license', 'drivers_license', 'license_number',
  'passport_number', 'passport_id', 'national_id', 'tax_id', 'credit_card', 'card_number', 'cvv', 'cvc', 'cvn',
  'bank_account', 'account_number', 'routing_number', 'iban', 'swift_code', 'bic', 'health_record', 'medical_record',
  'patient_id', 'insurance_number', 'health_insurance', 'medical_insurance', 'treatment', 'mac_address', 'macaddr', 'imei',
  'device_uuid', 'pgp_key', 'gpg_key', 'ssh_key', 'certificate', 'license_key', 'activation_key', 'facial_recognition',
]; // prettier-ignore

export const LINTS: Lint[] = [
  {
    id: '0002',
    name: 'auth_users_exposed',
    category: 'SECURITY',
    // A view or materialized view in an exposed schema, built on auth.users and readable by an API
    // role, that does not run with the reader's rights (or auth.users has no RLS to apply).
    sql: (ctx) => `
      select distinct n.nspname || '.' || c.relname as object
      from pg_catalog.pg_depend d
      join pg_catalog.pg_rewrite r on r.oid = d.objid and d.classid = 'pg_catalog.pg_rewrite'::regclass
      join pg_catalog.pg_class c on c.oid = r.ev_class
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where d.refobjid = 'auth.users'::regclass and d.deptype = 'n'
        and ${API_CAN_SELECT('c.oid')}
        and ${exposed(ctx)}
        and (c.relkind = 'm'
             or (c.relkind = 'v' and not ${INVOKER_VIEW})
             or (c.relkind = 'v' and ${INVOKER_VIEW} and not (select relrowsecurity from pg_catalog.pg_class where oid = 'auth.users'::regclass)))`,
  },
  {
    id: '0003',
    name: 'auth_rls_initplan',
    category: 'PERFORMANCE',
    sql: () => `
      with pol as (${POLICIES})
      select schema_name || '.' || table_name || ' policy ' || polname as object
      from pol
      where rls_on and (
        (qual ~ '(auth\\.(uid|jwt|role|email)\\(\\))|current_setting\\('
          and pg_catalog.lower(qual) !~ 'select\\s+(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()')
        or (with_check ~ '(auth\\.(uid|jwt|role|email)\\(\\))|current_setting\\('
          and pg_catalog.lower(with_check) !~ 'select\\s+(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()')
      )`,
  },
  {
    id: '0006',
    name: 'multiple_permissive_policies',
    category: 'PERFORMANCE',
    sql: () => `
      with pol as (${POLICIES}),
      expanded as (
        select pol.schema_name, pol.table_name, pol.polname, r.rolname,
               pg_catalog.unnest(case pol.polcmd when '*' then array['r', 'a', 'w', 'd'] else array[pol.polcmd::text] end) as cmd
        from pol
        join pg_catalog.pg_roles r
          on r.oid = any(pol.polroles) or pol.polroles = array[0::oid]
        where pol.polpermissive and pol.relkind = 'r'
          and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin' and not r.rolbypassrls
      )
      select schema_name || '.' || table_name || ' ' || rolname || ' ' || cmd || ': '
             || pg_catalog.string_agg(polname, ', ' order by polname) as object
      from expanded
      group by schema_name, table_name, rolname, cmd
      having pg_catalog.count(*) > 1`,
  },
  {
    id: '0007',
    name: 'policy_exists_rls_disabled',
    category: 'SECURITY',
    sql: () => `
      with pol as (${POLICIES})
      select distinct schema_name || '.' || table_name as object
      from pol where relkind = 'r' and not rls_on and ${NOT_EXTENSION_OWNED('table_oid')}`,
  },
  {
    id: '0008',
    name: 'rls_enabled_no_policy',
    category: 'SECURITY',
    sql: () => `
      select n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.relrowsecurity and n.nspname not in ${SYSTEM_SCHEMAS}
        and ${NOT_EXTENSION_OWNED('c.oid')}
        and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
      order by 1`,
  },
  {
    id: '0010',
    name: 'security_definer_view',
    category: 'SECURITY',
    sql: () => `
      select n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and ${API_CAN_SELECT('c.oid')}
        and n.nspname not in ${SYSTEM_SCHEMAS}
        and ${NOT_EXTENSION_OWNED('c.oid')}
        and not ${INVOKER_VIEW}`,
  },
  {
    id: '0011',
    name: 'function_search_path_mutable',
    category: 'SECURITY',
    sql: () => `
      select ${FUNCTION_NAME} as object
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ${SYSTEM_SCHEMAS}
        and ${NOT_EXTENSION_OWNED('p.oid')}
        and not exists (select 1 from pg_catalog.unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')`,
  },
  {
    id: '0012',
    name: 'auth_allow_anonymous_sign_ins',
    category: 'SECURITY',
    // Policies that let the authenticated role (or everyone) in without looking at the token's
    // is_anonymous claim: with anonymous sign-ins on, an anonymous visitor passes them.
    sql: (ctx) =>
      ctx.anonymousSignIns
        ? `
      with recursive members as (
        select m.member from pg_catalog.pg_auth_members m where m.roleid = 'authenticated'::regrole
        union
        select m.member from pg_catalog.pg_auth_members m join members on m.roleid = members.member
      ),
      pol as (${POLICIES})
      select distinct schema_name || '.' || table_name as object
      from pol
      where (polroles = array[0::oid] or 'authenticated'::regrole = any(polroles)
             or exists (select 1 from members where members.member = any(polroles)))
        and pg_catalog.replace(coalesce(qual, ''), ' ', '') not like '%auth.jwt()%->>%is_anonymous%'
      order by 1`
        : null,
  },
  {
    id: '0013',
    name: 'rls_disabled_in_public',
    category: 'SECURITY',
    sql: (ctx) => `
      select n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and not c.relrowsecurity and ${API_CAN_SELECT('c.oid')}
        and ${exposed(ctx)} and n.nspname not in ${SYSTEM_SCHEMAS}`,
  },
  {
    id: '0014',
    name: 'extension_in_public',
    category: 'SECURITY',
    sql: () => `
      select e.extname as object
      from pg_catalog.pg_extension e
      join pg_catalog.pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public' and e.extname <> 'plpgsql'`,
  },
  {
    id: '0015',
    name: 'rls_references_user_metadata',
    category: 'SECURITY',
    sql: () => `
      with pol as (${POLICIES})
      select schema_name || '.' || table_name || ' policy ' || polname as object
      from pol
      where qual like '%auth.jwt()%user_metadata%'
         or qual like '%current_setting(%request.jwt.claims%)%user_metadata%'
         or with_check like '%auth.jwt()%user_metadata%'
         or with_check like '%current_setting(%request.jwt.claims%)%user_metadata%'`,
  },
  ...RELATION_KIND_IN_API.map(({ id, name, relkind }): Lint => ({ id, name, category: 'SECURITY', sql: relationKindInApi(relkind) })),
  {
    id: '0018',
    name: 'unsupported_reg_types',
    category: 'SECURITY',
    // Columns of reg* types that pg_upgrade cannot carry over (they store OIDs).
    sql: () => `
      select n.nspname || '.' || c.relname || '.' || a.attname as object
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where tn.nspname = 'pg_catalog'
        and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator', 'regproc', 'regprocedure')
        and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
        and a.attnum > 0 and not a.attisdropped`,
  },
  {
    id: '0019',
    name: 'insecure_queue_exposed_in_api',
    category: 'SECURITY',
    sql: (ctx) =>
      ctx.exposedSchemas.includes('pgmq_public')
        ? `
      select n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relrowsecurity and ${API_CAN_SELECT('c.oid')}
        and n.nspname = 'pgmq' and c.relname like 'q\\_%'`
        : null,
  },
  {
    id: '0021',
    name: 'fkey_to_auth_unique',
    category: 'SECURITY',
    // A foreign key onto a unique (not primary) key of an auth table, which GoTrue may change.
    sql: () => `
      select n.nspname || '.' || rel.relname || ' ' || con.conname as object
      from pg_catalog.pg_constraint con
      join pg_catalog.pg_class rel on rel.oid = con.conrelid
      join pg_catalog.pg_namespace n on n.oid = rel.relnamespace
      join pg_catalog.pg_class ref on ref.oid = con.confrelid
      join pg_catalog.pg_namespace rn on rn.oid = ref.relnamespace
      join pg_catalog.pg_index i on i.indexrelid = con.conindid
      where con.contype = 'f' and rn.nspname = 'auth' and i.indisunique and not i.indisprimary`,
  },
  {
    id: '0022',
    name: 'extension_versions_outdated',
    category: 'SECURITY',
    sql: () => `
      select e.name || ' ' || e.installed_version || ' < ' || e.default_version as object
      from pg_catalog.pg_available_extensions e
      where e.installed_version is not null and e.default_version is not null
        and e.installed_version <> e.default_version`,
  },
  {
    id: '0023',
    name: 'sensitive_columns_exposed',
    category: 'SECURITY',
    // A table readable through the API without RLS, with a column named like a secret or PII.
    sql: (ctx) => `
      select n.nspname || '.' || c.relname || '.' || a.attname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind = 'r' and not c.relrowsecurity and ${API_CAN_SELECT('c.oid')}
        and ${exposed(ctx)} and n.nspname not in ${SYSTEM_SCHEMAS}
        and pg_catalog.replace(pg_catalog.lower(a.attname), '-', '_') = any(array[${SENSITIVE_COLUMNS.map((s) => `'${s}'`).join(', ')}])`,
  },
  {
    id: '0024',
    name: 'rls_policy_always_true',
    category: 'SECURITY',
    // Permissive anon/authenticated/everyone policies whose USING (UPDATE, DELETE, ALL) or WITH
    // CHECK lets every row through. SELECT ... USING (true) is splinter's deliberate exception.
    sql: () => `
      with pol as (${POLICIES}),
      norm as (
        select pol.*,
               pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(coalesce(qual, '')), ' ', ''), E'\\n', ''), E'\\t', '') as q,
               pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(coalesce(with_check, '')), ' ', ''), E'\\n', ''), E'\\t', '') as w
        from pol
        where relkind = 'r' and rls_on and polpermissive
          and (polroles = array[0::oid] or exists (
            select 1 from pg_catalog.unnest(polroles) r where r::regrole::text in ('anon', 'authenticated')))
      )
      select schema_name || '.' || table_name || ' policy ' || polname as object
      from norm
      where (polcmd in ('w', 'd', '*') and (q in ${ALWAYS_TRUE} or qual is null))
         or w in ${ALWAYS_TRUE}
         or (with_check is null and polcmd = 'a')
         or (with_check is null and polcmd in ('w', '*') and q in ${ALWAYS_TRUE})`,
  },
  {
    id: '0025',
    name: 'public_bucket_allows_listing',
    category: 'SECURITY',
    when: `select to_regclass('storage.buckets') is not null and to_regclass('storage.objects') is not null as ok`,
    // A public bucket (its files are served by URL anyway) with a broad SELECT policy on
    // storage.objects, which lets anyone list every file in it.
    sql: () => `
      select 'bucket ' || b.id || ' policy ' || p.policyname as object
      from storage.buckets b
      join pg_catalog.pg_policies p
        on p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
       and p.permissive = 'PERMISSIVE' and p.roles && array['public'::name, 'anon'::name, 'authenticated'::name]
      where b.public
        and (p.qual is null
             or pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(p.qual), ' ', ''), E'\\n', ''), E'\\t', '') in ${ALWAYS_TRUE}
             or (pg_catalog.regexp_match(p.qual, $re$\\A\\s*\\(*\\s*bucket_id\\s*=\\s*('(?:[^']|'')*')(\\s*::\\s*[[:alnum:]_\\.]+)?\\s*\\)*\\s*\\Z$re$, 'i'))[1]
                = '''' || pg_catalog.replace(b.id::text, '''', '''''') || '''')`,
  },
  {
    id: '0025',
    name: 'pg17_deprecated_extensions',
    category: 'SECURITY',
    sql: () => `select e.extname as object from pg_catalog.pg_extension e where e.extname in ('plv8', 'timescaledb', 'adminpack')`,
  },
  ...GRAPHQL_EXPOSED_TO.map(({ id, name, relkinds, readable }): Lint => ({
    id,
    name,
    category: 'SECURITY',
    when: GRAPHQL_INSTALLED,
    sql: graphqlExposed(relkinds, readable),
  })),
  ...DEFINER_EXECUTABLE_BY.map(({ id, name, role }): Lint => ({ id, name, category: 'SECURITY', sql: definerExecutableBy(role) })),
];
