import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './open-db.ts';
import { NO_SEED } from './testing/no-seed.ts';
import { startTempPostgres, type TempPostgres } from './testing/temp-postgres.ts';

// Hosted Supabase applies a migration as the role `postgres`, which is not a superuser there (it
// owns the project's objects, may create roles and bypasses RLS), in a fresh session after
// RESET ALL. This applies the newest migration that way on a real PostgreSQL, on top of the
// earlier ones, so a statement only a superuser may run fails here before it fails in production.

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');
const NEWEST = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .at(-1)!;
const HOSTED_ROLE = 'hosted_postgres';

describe(`${NEWEST} applied as hosted applies it`, () => {
  let server: TempPostgres;
  let earlier: string;

  beforeAll(async () => {
    server = await startTempPostgres();
    earlier = mkdtempSync(join(tmpdir(), 'candor-earlier-migrations-'));
    for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f !== NEWEST)) {
      copyFileSync(join(MIGRATIONS, file), join(earlier, file));
    }
    const db = await openDb({ databaseUrl: server.url, migrationsDir: earlier, seedFile: NO_SEED });
    await db.close();

    // The hosted `postgres` role: no superuser, owner of what the earlier migrations made.
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create role ${HOSTED_ROLE} login nosuperuser createrole bypassrls`);
    await admin.query(`grant usage, create on schema public to ${HOSTED_ROLE}`);
    // Hosted `postgres` may create schemas (Supabase's guides put definer functions in one of their own).
    await admin.query(`grant create on database ${new URL(server.url).pathname.slice(1) || 'postgres'} to ${HOSTED_ROLE}`);
    await admin.query(`grant usage on schema auth to ${HOSTED_ROLE}`);
    await admin.query(`grant references, select on auth.users to ${HOSTED_ROLE}`);
    await admin.query(`grant anon, authenticated, service_role to ${HOSTED_ROLE}`);
    // Hosted's default privileges for what `postgres` creates in public (the project's starting
    // point): everything to the three API roles.
    for (const kind of ['tables', 'sequences', 'functions']) {
      await admin.query(
        `alter default privileges for role ${HOSTED_ROLE} in schema public grant all on ${kind} to anon, authenticated, service_role`,
      );
    }
    // On hosted, 20250901091800_least_privilege_grants.sql ran as `postgres` and took those
    // defaults back for that role; here the earlier migrations ran as the superuser, so when it is
    // one of them, take them back for the hosted role the same way.
    if (NEWEST > '20250901091800_least_privilege_grants.sql') {
      for (const kind of ['tables', 'sequences', 'functions']) {
        await admin.query(
          `alter default privileges for role ${HOSTED_ROLE} in schema public revoke all on ${kind} from anon, authenticated`,
        );
      }
      await admin.query(`alter default privileges for role ${HOSTED_ROLE} revoke execute on functions from public`);
    }
    await admin.query(`
      do $$
      declare r record;
      begin
        if exists (select 1 from pg_namespace where nspname = 'private') then
          execute 'alter schema private owner to ${HOSTED_ROLE}';
        end if;
        for r in select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p') loop
          execute format('alter table %I.%I owner to ${HOSTED_ROLE}', r.nspname, r.relname);
        end loop;
        for r in select p.oid::regprocedure as sig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname in ('public', 'private') loop
          execute format('alter function %s owner to ${HOSTED_ROLE}', r.sig);
        end loop;
      end $$`);
    await admin.end();
  }, 180_000);

  afterAll(async () => {
    if (earlier) rmSync(earlier, { recursive: true, force: true });
    await server?.stop();
  });

  it('applies in one transaction as a non-superuser, after RESET ALL, in a fresh session', async () => {
    const url = new URL(server.url);
    url.username = HOSTED_ROLE;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
      expect(rows[0]!.rolsuper).toBe(false);
      await client.query('reset all');
      await client.query('begin');
      await client.query(readFileSync(join(MIGRATIONS, NEWEST), 'utf8'));
      await client.query('commit');
      const owners = await client.query<{ owner: string }>(
        `select distinct pg_get_userbyid(p.proowner) as owner from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private')`,
      );
      expect(owners.rows).toEqual([{ owner: HOSTED_ROLE }]);

      // What the same role creates afterwards: since 20250901091800 the API roles get nothing by
      // default (a later migration grants what it means to), the service role keeps its grants.
      await client.query('begin');
      try {
        await client.query('create table public.hosted_probe (id int)');
        await client.query("create function public.hosted_probe_fn() returns int language sql set search_path = '' as 'select 1'");
        const probe = await client.query<Record<string, boolean>>(`select
            has_table_privilege('anon', 'public.hosted_probe', 'SELECT') as anon_table,
            has_table_privilege('authenticated', 'public.hosted_probe', 'SELECT') as auth_table,
            has_function_privilege('anon', 'public.hosted_probe_fn()', 'EXECUTE') as anon_fn,
            has_function_privilege('authenticated', 'public.hosted_probe_fn()', 'EXECUTE') as auth_fn,
            has_table_privilege('service_role', 'public.hosted_probe', 'SELECT') as service_table`);
        expect(probe.rows[0]).toEqual({ anon_table: false, auth_table: false, anon_fn: false, auth_fn: false, service_table: true });
      } finally {
        await client.query('rollback');
      }
    } finally {
      await client.end();
    }
  });
});
