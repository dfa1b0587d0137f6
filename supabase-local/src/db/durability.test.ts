import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './open-db.ts';
import { NO_SEED } from './testing/no-seed.ts';

// PGlite persisted in a data folder: what was committed is there after a restart, and after the
// process is killed with SIGKILL in the middle of writing.

const CHILD = fileURLToPath(new URL('./testing/durability-child.ts', import.meta.url));

describe('PGlite durability', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'candor-durability-'));
    dirs.push(d);
    return d;
  };

  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function probeMigrations(root: string): string {
    const dir = join(root, 'migrations');
    mkdirSync(dir);
    writeFileSync(
      join(dir, '20250101000000_probe.sql'),
      'create table public.durability_probe (n int primary key, payload text not null);\n' +
        'alter table public.durability_probe enable row level security;\n',
    );
    return dir;
  }

  it('keeps data across close and reopen', async () => {
    const root = tempDir();
    const dataDir = join(root, 'data');
    const migrationsDir = probeMigrations(root);
    const first = await openDb({ dataDir, migrationsDir, seedFile: NO_SEED });
    await first.query("insert into public.durability_probe (n, payload) values (1, 'kept')");
    await first.transaction((tx) => tx.query("insert into public.durability_probe (n, payload) values (2, 'kept too')"));
    await first.close();

    const again = await openDb({ dataDir, migrationsDir, seedFile: NO_SEED });
    try {
      const rows = await again.query<{ n: number; payload: string }>('select n, payload from public.durability_probe order by n');
      expect(rows.rows).toEqual([
        { n: 1, payload: 'kept' },
        { n: 2, payload: 'kept too' },
      ]);
      const migrations = await again.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
      expect(migrations.rows[0]!.n).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('loses no committed row when the process is killed with SIGKILL while inserting', async () => {
    const root = tempDir();
    const dataDir = join(root, 'data');
    const migrationsDir = probeMigrations(root);
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, migrationsDir, NO_SEED], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));

    const lastCommitted = await new Promise<number>((resolve, reject) => {
      let buffer = '';
      let last = 0;
      const timer = setTimeout(() => reject(new Error(`child made no progress; stderr:\n${stderr}`)), 90_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (last === 0) reject(new Error(`child exited (${code}) before committing; stderr:\n${stderr}`));
      });
      child.stdout.on('data', (d: Buffer) => {
        buffer += d.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const m = /^committed (\d+)$/.exec(line);
          if (m) last = Number(m[1]);
        }
        if (last >= 40) {
          // Kill at once, mid-stream: whatever the child reported as committed must survive.
          child.kill('SIGKILL');
          clearTimeout(timer);
          resolve(last);
        }
      });
    });
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    expect(child.signalCode).toBe('SIGKILL');

    const db = await openDb({ dataDir, migrationsDir, seedFile: NO_SEED });
    try {
      const res = await db.query<{ count: number; max: number }>(
        'select count(*)::int as count, max(n) as max from public.durability_probe',
      );
      const { count, max } = res.rows[0]!;
      expect(count).toBeGreaterThanOrEqual(lastCommitted);
      // No gaps: every row up to the last one present is there, none half-written.
      expect(count).toBe(max);
      const payloads = await db.query<{ bad: number }>(
        "select count(*)::int as bad from public.durability_probe where payload <> repeat('x', 500)",
      );
      expect(payloads.rows[0]!.bad).toBe(0);
    } finally {
      await db.close();
    }
  });
});
