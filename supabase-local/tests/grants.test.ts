import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, type TestDb } from '../src/db/testing/harness.ts';
import type { Db } from '../src/db/index.ts';

// Least privilege in the grants (migration 20250901091800_least_privilege_grants.sql): the API
// roles hold exactly what the product calls (docs/product.md, "Backend calls"), whatever RLS
// would also stop. The actual privileges are read from the catalogs three ways (effective
// privileges with has_*_privilege, which counts grants to PUBLIC; direct grants from
// information_schema; column-level grants from pg_attribute) and compared with this table.

/** role, kind, object, privilege: everything anon and authenticated may do outside Supabase's own schemas. */
const EXPECTED = [
  // Analytics (call 6): the public wrapper is SECURITY INVOKER and forwards to the definer part.
  'anon function private.track_events(jsonb) EXECUTE',
  // Remote health (20250901091900_remote_health.sql): the shell's sampled loads and Web Vitals.
  'anon function private.track_remote_health(jsonb) EXECUTE',
  'anon function public.track_events(jsonb) EXECUTE',
  'anon function public.track_remote_health(jsonb) EXECUTE',
  'anon schema private USAGE',
  'anon schema public USAGE',
  // Admin dashboard; each refuses non-admins with 42501.
  'authenticated function private.search_snippet(text, text, tsquery) EXECUTE',
  'authenticated function private.track_events(jsonb) EXECUTE',
  'authenticated function private.track_remote_health(jsonb) EXECUTE',
  'authenticated function public.delete_my_data(text) EXECUTE',
  'authenticated function public.get_analytics_summary(integer) EXECUTE',
  'authenticated function public.get_events_per_day(integer) EXECUTE',
  'authenticated function public.get_remote_health(integer) EXECUTE',
  'authenticated function public.get_traffic_report(integer, integer) EXECUTE',
  'authenticated function public.increment_article_view(text) EXECUTE',
  // Search (call 10) is SECURITY INVOKER: it reads articles and categories and calls these two.
  'authenticated function public.search_articles(text, text, text, integer, integer) EXECUTE',
  'authenticated function public.text_array_to_search_text(text[]) EXECUTE',
  'authenticated function public.track_events(jsonb) EXECUTE',
  'authenticated function public.track_remote_health(jsonb) EXECUTE',
  'authenticated schema private USAGE',
  'authenticated schema public USAGE',
  // Categories (call 11); articles through search_articles.
  'authenticated table public.article_categories SELECT',
  'authenticated table public.articles SELECT',
  // Chat history (calls 7, 8); a member may delete their own messages (RLS policy).
  'authenticated table public.chat_messages DELETE',
  'authenticated table public.chat_messages INSERT',
  'authenticated table public.chat_messages SELECT',
];

// Supabase's own schemas and PostgreSQL's: not the project's to grant.
const OUTSIDE = `('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'extensions')`;

const EFFECTIVE = `
  with roles(rolname) as (values ('anon'), ('authenticated')),
  objects as (
    select n.nspname, c.relname, c.oid, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and n.nspname not in ${OUTSIDE}
  )
  select r.rolname || ' table ' || o.nspname || '.' || o.relname || ' ' || p.priv as line
    from objects o cross join roles r
    cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(priv)
   where o.relkind <> 'S' and has_table_privilege(r.rolname, o.oid, p.priv)
  union all
  select r.rolname || ' column-level ' || o.nspname || '.' || o.relname || ' ' || p.priv
    from objects o cross join roles r cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('REFERENCES')) p(priv)
   where o.relkind <> 'S' and not has_table_privilege(r.rolname, o.oid, p.priv) and has_any_column_privilege(r.rolname, o.oid, p.priv)
  union all
  select r.rolname || ' sequence ' || o.nspname || '.' || o.relname || ' ' || p.priv
    from objects o cross join roles r cross join (values ('USAGE'), ('SELECT'), ('UPDATE')) p(priv)
   where o.relkind = 'S' and has_sequence_privilege(r.rolname, o.oid, p.priv)
  union all
  select r.rolname || ' function ' || n.nspname || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ') EXECUTE'
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join roles r
   where n.nspname not in ${OUTSIDE} and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
  union all
  select r.rolname || ' schema ' || n.nspname || ' ' || p.priv
    from pg_namespace n cross join roles r cross join (values ('USAGE'), ('CREATE')) p(priv)
   where n.nspname not in ${OUTSIDE} and n.nspname not like 'pg\\_%' and has_schema_privilege(r.rolname, n.oid, p.priv)
  order by 1`;

// Direct grants as the SQL standard's views list them (no PUBLIC: nothing may come from there).
const DIRECT = `
  select grantee || ' table ' || table_schema || '.' || table_name || ' ' || privilege_type as line
    from information_schema.role_table_grants
   where grantee in ('anon', 'authenticated', 'PUBLIC') and table_schema not in ${OUTSIDE}
  union all
  select grantee || ' function ' || routine_schema || '.' || routine_name || ' ' || privilege_type
    from information_schema.role_routine_grants
   where grantee in ('anon', 'authenticated', 'PUBLIC') and routine_schema not in ${OUTSIDE}
  union all
  select grantee || ' column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || privilege_type
    from information_schema.column_privileges c
   where grantee in ('anon', 'authenticated', 'PUBLIC') and table_schema not in ${OUTSIDE}
     and not exists (
       select 1 from information_schema.role_table_grants t
        where t.grantee = c.grantee and t.table_schema = c.table_schema and t.table_name = c.table_name
          and t.privilege_type = c.privilege_type)
  order by 1`;

async function lines(db: Db, sql: string): Promise<string[]> {
  return (await db.query<{ line: string }>(sql)).rows.map((r) => r.line);
}

class Undo extends Error {
  constructor(readonly result: Record<string, boolean>) {
    super('rolled back');
  }
}

describe.each(ENGINES)('grants to the API roles on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(engine);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives anon and authenticated exactly the expected privileges', async () => {
    expect(await lines(t.db, EFFECTIVE)).toEqual([...EXPECTED].sort());
  });

  it('has every one of them as a direct grant, none through PUBLIC or on single columns', async () => {
    const direct = await lines(t.db, DIRECT);
    const toDirect = (line: string) => {
      // information_schema names a routine without its arguments; USAGE on schemas is not listed.
      const m = /^(\S+) (table|function) (\S+?)(\(.*\))? (\S+)$/.exec(line);
      return m ? `${m[1]} ${m[2]} ${m[3]} ${m[5]}` : null;
    };
    const expected = EXPECTED.map(toDirect).filter((l): l is string => l !== null);
    expect(direct).toEqual([...new Set(expected)].sort());
  });

  it('holds no privilege of any kind (MAINTAIN included, where PostgreSQL has it) beyond the table', async () => {
    const res = await t.db.query<{ line: string }>(
      `select distinct a.grantee::regrole::text || ' ' || n.nspname || '.' || c.relname || ' ' || a.privilege_type as line
         from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
        where n.nspname not in ${OUTSIDE} and a.grantee in ('anon'::regrole, 'authenticated'::regrole)
        order by 1`,
    );
    const tableLines = EXPECTED.filter((l) => l.includes(' table ')).map((l) => l.replace(' table ', ' '));
    expect(res.rows.map((r) => r.line)).toEqual(tableLines.sort());
  });

  it('keeps what the service role needs (chat function, admin:grant, seed)', async () => {
    const res = await t.db.query<{ ok: boolean }>(
      `select bool_and(has_table_privilege('service_role', c.oid, 'SELECT, INSERT, UPDATE, DELETE')) as ok
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(res.rows[0]!.ok).toBe(true);
    for (const fn of [
      'public.search_guide_passages(text, integer)',
      'private.analytics_roll_up()',
      'private.analytics_traffic_roll_up()',
    ]) {
      const r = await t.db.query<{ ok: boolean }>(`select has_function_privilege('service_role', $1::regprocedure, 'EXECUTE') as ok`, [fn]);
      expect(r.rows[0]!.ok, fn).toBe(true);
    }
  });

  it('grants nothing on objects created later (default privileges), as the owner who runs migrations', async () => {
    const probe = async (): Promise<Record<string, boolean>> => {
      try {
        await t.db.transaction(async (tx) => {
          await tx.query('create table public.grants_probe (id bigint generated always as identity, v text)');
          await tx.query('create sequence public.grants_probe_seq');
          await tx.query("create function public.grants_probe_fn() returns int language sql set search_path = '' as 'select 1'");
          await tx.query("create function private.grants_probe_fn() returns int language sql set search_path = '' as 'select 1'");
          const r = await tx.query<Record<string, boolean>>(`select
              has_table_privilege('anon', 'public.grants_probe', 'SELECT') or has_table_privilege('anon', 'public.grants_probe', 'INSERT') as anon_table,
              has_table_privilege('authenticated', 'public.grants_probe', 'SELECT') or has_table_privilege('authenticated', 'public.grants_probe', 'DELETE') as auth_table,
              has_sequence_privilege('anon', 'public.grants_probe_seq', 'USAGE') or has_sequence_privilege('authenticated', 'public.grants_probe_seq', 'USAGE') as api_sequence,
              has_function_privilege('anon', 'public.grants_probe_fn()', 'EXECUTE') as anon_fn,
              has_function_privilege('authenticated', 'public.grants_probe_fn()', 'EXECUTE') as auth_fn,
              has_function_privilege('anon', 'private.grants_probe_fn()', 'EXECUTE') or has_function_privilege('authenticated', 'private.grants_probe_fn()', 'EXECUTE') as private_fn,
              has_table_privilege('service_role', 'public.grants_probe', 'SELECT, INSERT, UPDATE, DELETE') as service_table`);
          throw new Undo(r.rows[0]!);
        });
      } catch (e) {
        if (e instanceof Undo) return e.result;
        throw e;
      }
      throw new Error('unreachable');
    };
    expect(await probe()).toEqual({
      anon_table: false,
      auth_table: false,
      api_sequence: false,
      anon_fn: false,
      auth_fn: false,
      private_fn: false,
      service_table: true,
    });
  });

  it('keeps is_admin out of the API: private, executable by no API role', async () => {
    const res = await t.db.query<{ pub: string | null; priv: string | null; definer: boolean; api: boolean }>(
      `select to_regprocedure('public.is_admin()')::text as pub, to_regprocedure('private.is_admin()')::text as priv,
              (select prosecdef from pg_proc where oid = 'private.is_admin()'::regprocedure) as definer,
              has_function_privilege('anon', 'private.is_admin()', 'EXECUTE')
                or has_function_privilege('authenticated', 'private.is_admin()', 'EXECUTE')
                or has_function_privilege('service_role', 'private.is_admin()', 'EXECUTE') as api`,
    );
    expect(res.rows[0]).toEqual({ pub: null, priv: 'private.is_admin()', definer: false, api: false });
  });
});
