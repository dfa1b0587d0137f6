import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './open-db.ts';
import { NO_SEED } from './testing/no-seed.ts';
import { startTempPostgres, type TempPostgres } from './testing/temp-postgres.ts';

// The stack's bootstrap gives a fresh database Supabase's starting default privileges (what the
// migration owner creates in public is granted to the API roles). Migration
// 20250901091800_least_privilege_grants.sql takes them back from anon and authenticated; a restart
// of the stack must not hand them out again, or a later migration's new table would be open to
// the API locally and closed on hosted Supabase.

describe('default privileges across restarts', () => {
  let server: TempPostgres;

  beforeAll(async () => {
    server = await startTempPostgres();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  const defaults = async (): Promise<string[]> => {
    const db = await openDb({ databaseUrl: server.url, seedFile: NO_SEED });
    try {
      const res = await db.query<{ line: string }>(
        `select coalesce(n.nspname, '*') || ' ' || d.defaclobjtype::text || ' ' || a.grantee::regrole::text || ' ' || a.privilege_type as line
           from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace, aclexplode(d.defaclacl) a
          where d.defaclrole = current_user::regrole and a.grantee in ('anon'::regrole, 'authenticated'::regrole)
          order by 1`,
      );
      return res.rows.map((r) => r.line);
    } finally {
      await db.close();
    }
  };

  it('stays without grants to anon and authenticated after the first start and after a restart', async () => {
    expect(await defaults(), 'first start').toEqual([]);
    expect(await defaults(), 'restart').toEqual([]);
  });
});
