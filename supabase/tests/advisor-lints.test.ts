import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDb, type TestDb } from '../../supabase-local/src/db/testing/harness.ts';
import type { Db } from '../../supabase-local/src/db/index.ts';
import { ALLOWED_FINDINGS, LINTS, type Lint } from './advisor-lints.ts';

// The migrations pass the advisor lints; and each lint really finds the problem it is about
// (shown on a deliberately bad object created in a transaction that is rolled back).

class Undo extends Error {
  constructor(readonly found: string[]) {
    super('rolled back');
  }
}

async function findings(db: Db, lint: Lint): Promise<string[]> {
  const res = await db.query<{ object: string }>(lint.sql);
  return res.rows.map((r) => r.object);
}

/** Creates bad objects, runs the lint, and rolls everything back. */
async function findingsWith(db: Db, lint: Lint, setup: string[]): Promise<string[]> {
  try {
    await db.transaction(async (tx) => {
      for (const sql of setup) await tx.query(sql);
      throw new Undo((await tx.query<{ object: string }>(lint.sql)).rows.map((r) => r.object));
    });
  } catch (e) {
    if (e instanceof Undo) return e.found;
    throw e;
  }
  throw new Error('unreachable');
}

const BAD: Record<string, { setup: string[]; finds: string }> = {
  '0002': { setup: ['create view public.lint_users as select id, email from auth.users'], finds: 'public.lint_users' },
  '0003': {
    setup: [
      'create table public.lint_t (user_id uuid)',
      'alter table public.lint_t enable row level security',
      'create policy lint_p on public.lint_t for select to authenticated using (auth.uid() = user_id)',
    ],
    finds: 'public.lint_t policy lint_p',
  },
  '0006': {
    setup: [
      'create table public.lint_t (user_id uuid)',
      'alter table public.lint_t enable row level security',
      'create policy lint_a on public.lint_t for select to authenticated using ((select auth.uid()) = user_id)',
      'create policy lint_b on public.lint_t for all to authenticated using ((select auth.uid()) = user_id)',
    ],
    finds: 'public.lint_t authenticated r: lint_a, lint_b',
  },
  '0007': {
    setup: ['create table public.lint_t (id int)', 'create policy lint_p on public.lint_t for select to authenticated using (true)'],
    finds: 'public.lint_t',
  },
  '0008': {
    setup: ['create table public.lint_t (id int)', 'alter table public.lint_t enable row level security'],
    finds: 'public.lint_t',
  },
  '0010': { setup: ['create view public.lint_v as select 1 as one'], finds: 'public.lint_v' },
  '0011': { setup: ["create function public.lint_f() returns int language sql as 'select 1'"], finds: 'public.lint_f()' },
  '0013': { setup: ['create table public.lint_t (id int)'], finds: 'public.lint_t' },
  '0014': { setup: ['alter extension pg_trgm set schema public'], finds: 'pg_trgm' },
  '0015': {
    setup: [
      'create table public.lint_t (id int)',
      'alter table public.lint_t enable row level security',
      "create policy lint_p on public.lint_t for select to authenticated using (((select auth.jwt()) -> 'user_metadata' ->> 'admin') = 'yes')",
    ],
    finds: 'public.lint_t policy lint_p',
  },
  '0024': {
    setup: [
      'create table public.lint_t (id int)',
      'alter table public.lint_t enable row level security',
      'create policy lint_p on public.lint_t for insert to anon with check (true)',
    ],
    finds: 'public.lint_t policy lint_p',
  },
  '0028': {
    setup: ["create function public.lint_f() returns int language sql security definer set search_path = '' as 'select 1'"],
    finds: 'public.lint_f()',
  },
};

describe.each(ENGINES)('advisor lints on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(engine);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has a check for every lint we promise', () => {
    expect(LINTS.map((l) => l.id)).toEqual([
      '0002',
      '0003',
      '0006',
      '0007',
      '0008',
      '0010',
      '0011',
      '0013',
      '0014',
      '0015',
      '0024',
      '0028',
    ]);
    expect(Object.keys(BAD).sort()).toEqual(LINTS.map((l) => l.id));
  });

  it.each(LINTS.map((l) => [`${l.id} ${l.name}`, l] as const))('migrations pass %s', async (_name, lint) => {
    const found = (await findings(t.db, lint)).filter((o) => !ALLOWED_FINDINGS.has(`${lint.id}:${o}`));
    expect(found).toEqual([]);
  });

  it('allows only the documented exception (guide_passages has no policy on purpose)', async () => {
    const lint = LINTS.find((l) => l.id === '0008')!;
    expect(await findings(t.db, lint)).toEqual(['public.guide_passages']);
    const comment = await t.db.query<{ c: string }>("select obj_description('public.guide_passages'::regclass, 'pg_class') as c");
    expect(comment.rows[0]!.c).toMatch(/Service role only/);
  });

  it.each(LINTS.map((l) => [`${l.id} ${l.name}`, l] as const))('%s detects a bad object', async (_name, lint) => {
    const bad = BAD[lint.id]!;
    expect(await findingsWith(t.db, lint, bad.setup)).toContain(bad.finds);
  });
});
