// Our own SQL versions of Supabase's database advisor lints (splinter), the ones that matter for
// this schema. Each query returns one row per offending object (empty = passes), for the
// API-exposed schema `public`.

export interface Lint {
  id: string;
  name: string;
  sql: string;
}

/** Documented exceptions: `<lint id>:<object>`. */
export const ALLOWED_FINDINGS = new Set([
  // guide_passages is read only by the service role (chat function): RLS on, no policy, by design.
  '0008:public.guide_passages',
]);

const POLICIES = `
  select n.nspname as schema_name, c.relname as table_name, c.relrowsecurity as rls_on, p.polname,
         p.polpermissive, p.polroles, p.polcmd,
         pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual,
         pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as with_check
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public'`;

export const LINTS: Lint[] = [
  {
    id: '0002',
    name: 'auth_users_exposed',
    sql: `
      select distinct 'public.' || v.relname as object
      from pg_catalog.pg_depend d
      join pg_catalog.pg_rewrite r on r.oid = d.objid and d.classid = 'pg_catalog.pg_rewrite'::regclass
      join pg_catalog.pg_class v on v.oid = r.ev_class
      join pg_catalog.pg_namespace n on n.oid = v.relnamespace
      where d.refobjid = 'auth.users'::regclass
        and n.nspname = 'public'
        and v.relkind in ('v', 'm')
        and (pg_catalog.has_table_privilege('anon', v.oid, 'SELECT')
             or pg_catalog.has_table_privilege('authenticated', v.oid, 'SELECT'))`,
  },
  {
    id: '0003',
    name: 'auth_rls_initplan',
    sql: `
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
    sql: `
      with pol as (${POLICIES}),
      expanded as (
        select pol.schema_name, pol.table_name, pol.polname, r.rolname,
               pg_catalog.unnest(case pol.polcmd when '*' then array['r', 'a', 'w', 'd'] else array[pol.polcmd::text] end) as cmd
        from pol
        join pg_catalog.pg_roles r
          on r.oid = any(pol.polroles) or pol.polroles = array[0::oid]
        where pol.polpermissive and pol.rls_on
          and r.rolname in ('anon', 'authenticated', 'authenticator', 'service_role')
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
    sql: `
      with pol as (${POLICIES})
      select distinct schema_name || '.' || table_name as object from pol where not rls_on`,
  },
  {
    id: '0008',
    name: 'rls_enabled_no_policy',
    sql: `
      select 'public.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
        and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  },
  {
    id: '0010',
    name: 'security_definer_view',
    sql: `
      select 'public.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce('security_invoker=true' = any(c.reloptions) or 'security_invoker=on' = any(c.reloptions), false)
        and not exists (
          select 1 from pg_catalog.pg_depend d
          where d.objid = c.oid and d.deptype = 'e'
        )`,
  },
  {
    id: '0011',
    name: 'function_search_path_mutable',
    sql: `
      select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from pg_catalog.unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')`,
  },
  {
    id: '0013',
    name: 'rls_disabled_in_public',
    sql: `
      select 'public.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  },
  {
    id: '0014',
    name: 'extension_in_public',
    sql: `
      select e.extname as object
      from pg_catalog.pg_extension e
      join pg_catalog.pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public'`,
  },
  {
    id: '0015',
    name: 'rls_references_user_metadata',
    sql: `
      with pol as (${POLICIES})
      select schema_name || '.' || table_name || ' policy ' || polname as object
      from pol
      where coalesce(qual, '') || ' ' || coalesce(with_check, '') ~* 'user_metadata|raw_user_meta_data'`,
  },
  {
    id: '0024',
    name: 'rls_policy_always_true',
    sql: `
      with pol as (${POLICIES}),
      norm as (
        select pol.*,
               pg_catalog.regexp_replace(pg_catalog.lower(coalesce(qual, '')), '\\s', '', 'g') as q,
               pg_catalog.regexp_replace(pg_catalog.lower(coalesce(with_check, '')), '\\s', '', 'g') as w
        from pol
        where rls_on and polpermissive
          and (polroles = array[0::oid] or exists (
            select 1 from pg_catalog.unnest(polroles) r where r::regrole::text in ('anon', 'authenticated')))
      )
      select schema_name || '.' || table_name || ' policy ' || polname as object
      from norm
      where (polcmd in ('w', 'd', '*') and (q in ('true', '(true)', '1=1', '(1=1)') or qual is null))
         or w in ('true', '(true)', '1=1', '(1=1)')
         or (with_check is null and polcmd = 'a')
         or (with_check is null and polcmd in ('w', '*') and q in ('true', '(true)', '1=1', '(1=1)'))`,
  },
  {
    id: '0028',
    name: 'anon_security_definer_function_executable',
    sql: `
      select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object
      from pg_catalog.pg_proc p
      join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname = 'public'
        and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')`,
  },
];
