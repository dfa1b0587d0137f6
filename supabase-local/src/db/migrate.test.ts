import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE, openDb } from './open-db.ts';
import { listMigrations } from './migrate.ts';
import { createUser, ENGINES, expectPgError, as, anon, NO_SEED, openTestDb } from './testing/harness.ts';
import { startTempPostgres } from './testing/temp-postgres.ts';

// The migration and seed runner: order, bookkeeping, idempotence, failures, and the real
// project's migrations + seed on both engines.

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'candor-migrate-'));
  dirs.push(d);
  return d;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('listMigrations', () => {
  it('takes <digits>_<name>.sql files in version order and ignores anything else', () => {
    const dir = tempDir();
    for (const f of ['20250102000000_b.sql', '20250101000000_a.sql', '3_c.sql', 'notes.md', 'x_y.sql', '20250103_d.sql.bak']) {
      writeFileSync(join(dir, f), '');
    }
    expect(listMigrations(dir).map((m) => `${m.version}:${m.name}`)).toEqual(['3:c', '20250101000000:a', '20250102000000:b']);
    expect(listMigrations(join(dir, 'missing'))).toEqual([]);
  });
});

describe('openDb on PGlite (runner behaviour)', () => {
  it('applies pending migrations in order, records them, and runs the seed once per content', async () => {
    const root = tempDir();
    const migrations = join(root, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '1_first.sql'), 'create table public.t (n int primary key, note text);');
    writeFileSync(join(migrations, '2_second.sql'), 'alter table public.t enable row level security;');
    const seed = join(root, 'seed.sql');
    writeFileSync(seed, "insert into public.t values (1, 'seed v1') on conflict (n) do update set note = excluded.note;");
    const dataDir = join(root, 'data');
    const logs: string[] = [];

    const db = await openDb({ dataDir, migrationsDir: migrations, seedFile: seed, log: (m) => logs.push(m) });
    expect(logs).toEqual(['applied migration 1_first.sql', 'applied migration 2_second.sql', 'applied seed seed.sql']);
    const recorded = await db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.rows).toEqual([
      { version: '1', name: 'first' },
      { version: '2', name: 'second' },
    ]);
    await db.query("update public.t set note = 'changed by the app'");
    await db.close();

    // Same seed: not run again (the app's change stays). New migration: applied alone.
    writeFileSync(join(migrations, '3_third.sql'), 'alter table public.t add column extra text;');
    logs.length = 0;
    const again = await openDb({ dataDir, migrationsDir: migrations, seedFile: seed, log: (m) => logs.push(m) });
    expect(logs).toEqual(['applied migration 3_third.sql']);
    expect((await again.query('select note from public.t')).rows).toEqual([{ note: 'changed by the app' }]);
    await again.close();

    // Changed seed: run again.
    writeFileSync(seed, "insert into public.t values (1, 'seed v2') on conflict (n) do update set note = excluded.note;");
    logs.length = 0;
    const third = await openDb({ dataDir, migrationsDir: migrations, seedFile: seed, log: (m) => logs.push(m) });
    expect(logs).toEqual(['applied seed seed.sql']);
    expect((await third.query('select note from public.t')).rows).toEqual([{ note: 'seed v2' }]);
    await third.close();
  });

  it('tolerates a missing seed file', async () => {
    const logs: string[] = [];
    const db = await openDb({
      dataDir: 'memory://',
      migrationsDir: join(tempDir(), 'none'),
      seedFile: '/nonexistent/seed.sql',
      log: (m) => logs.push(m),
    });
    expect(logs).toEqual(['no seed file at /nonexistent/seed.sql; skipped']);
    expect(
      (await db.query<{ n: number }>("select count(*)::int as n from pg_roles where rolname in ('anon', 'authenticated', 'service_role')"))
        .rows[0]!.n,
    ).toBe(3);
    await db.close();
  });

  it('applies nothing of a failing set of migrations and names the file, keeping the SQLSTATE', async () => {
    const root = tempDir();
    const migrations = join(root, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '1_ok.sql'), 'create table public.ok (n int);');
    writeFileSync(join(migrations, '2_bad.sql'), 'create table public.broken (n int);\nselect * from public.no_such_table;');
    const dataDir = join(root, 'data');
    const err = await openDb({ dataDir, migrationsDir: migrations, seedFile: NO_SEED }).then(
      () => null,
      (e: { code?: string; message: string }) => e,
    );
    expect(err?.message).toMatch(/^2_bad\.sql: relation "public\.no_such_table" does not exist/);
    expect(err?.code).toBe('42P01');

    writeFileSync(join(migrations, '2_bad.sql'), 'create table public.fixed (n int);');
    const db = await openDb({ dataDir, migrationsDir: migrations, seedFile: NO_SEED });
    const tables = await db.query<{ t: string }>("select tablename as t from pg_tables where schemaname = 'public' order by 1");
    expect(tables.rows.map((r) => r.t)).toEqual(['fixed', 'ok']);
    await db.close();
  });
});

describe.each(ENGINES)('the project on %s', (engine) => {
  it('applies every migration and the generated seed, and the library is searchable', async () => {
    const t = await openTestDb(engine, { seedFile: DEFAULT_SEED_FILE });
    try {
      const versions = await t.db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
      expect(versions.rows[0]!.n).toBe(listMigrations(DEFAULT_MIGRATIONS_DIR).length);
      const counts = await t.db.query<{ categories: number; articles: number; passages: number }>(
        `select (select count(*)::int from public.article_categories) as categories,
                (select count(*)::int from public.articles) as articles,
                (select count(*)::int from public.guide_passages) as passages`,
      );
      expect(counts.rows[0]!.categories).toBe(6);
      expect(counts.rows[0]!.articles).toBeGreaterThanOrEqual(24);
      expect(counts.rows[0]!.passages).toBeGreaterThan(counts.rows[0]!.articles);
      const member = await createUser(t.db, 'seed-reader');
      for (const q of ['chlamydia', 'chlamidia', 'herp', 'condom', 'prep']) {
        const rows = (await as<{ slug: string }>(t.db, member.ctx, 'select slug from public.search_articles($1)', [q])).rows;
        expect(rows.length, `search "${q}"`).toBeGreaterThan(0);
      }
      const service = { role: 'service_role' as const, claims: { role: 'service_role' } };
      const passages = await as<{ slug: string }>(t.db, service, 'select slug from public.search_guide_passages($1)', [
        'when should I get tested',
      ]);
      expect(passages.rows.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('works where new tables and functions are not exposed by default (explicit grants)', async () => {
    const root = tempDir();
    const migrations = join(root, 'migrations');
    mkdirSync(migrations);
    writeFileSync(
      join(migrations, '1_no_auto_expose.sql'),
      `alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
       alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
       alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;`,
    );
    for (const f of readdirSync(DEFAULT_MIGRATIONS_DIR)) copyFileSync(join(DEFAULT_MIGRATIONS_DIR, f), join(migrations, f));
    const server = engine === 'postgres' ? await startTempPostgres() : null;
    const db = await openDb(
      server
        ? { databaseUrl: server.url, migrationsDir: migrations, seedFile: NO_SEED }
        : { dataDir: 'memory://', migrationsDir: migrations, seedFile: NO_SEED },
    );
    try {
      await db.query("insert into public.article_categories (id, name, sort_order) values ('understanding-stis', 'Understanding STIs', 1)");
      await db.query(
        "insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes) values ('herpes-facts', 'h', 'Herpes Facts', 's', 'b', 'understanding-stis', 2)",
      );
      const member = await createUser(db, 'explicit');
      await as(db, anon, `select public.track_events('[{"event_type": "page_view", "page_path": "/"}]'::jsonb)`);
      await as(
        db,
        member.ctx,
        "insert into public.chat_messages (conversation_id, role, content) values (gen_random_uuid(), 'user', 'hi')",
      );
      expect((await as(db, member.ctx, 'select * from public.chat_messages')).rows).toHaveLength(1);
      expect((await as(db, member.ctx, 'select * from public.article_categories')).rows).toHaveLength(1);
      expect((await as(db, member.ctx, "select * from public.search_articles('herp')")).rows).toHaveLength(1);
      expect((await as(db, member.ctx, "select public.increment_article_view('herpes-facts') as n")).rows).toEqual([{ n: 1 }]);
      await expectPgError(as(db, member.ctx, 'select * from public.get_analytics_summary()'), '42501');
      await as(db, member.ctx, "select public.delete_my_data('account')");
      expect((await db.query('select * from auth.users where id = $1', [member.id])).rows).toHaveLength(0);
    } finally {
      await db.close();
      await server?.stop();
    }
  });
});
