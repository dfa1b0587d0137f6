import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readLockHolder } from './data-dir-lock.ts';

// Issue 12, probe 2: a second process on the same PGlite folder. The lock file is created with
// O_EXCL, names its holder, and a stale one (its process gone) is taken over by exactly one taker.

const CHILD = fileURLToPath(new URL('./testing/lock-child.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The pid of a process that has exited. */
function deadPid(): number {
  const res = spawnSync(process.execPath, ['-e', '']);
  return res.pid!;
}

function startChild(dataDir: string): { child: ChildProcess; said: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { cwd: PACKAGE_DIR, stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const said = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', (code) => (out.includes('\n') ? undefined : reject(new Error(`lock child exited (${code}): ${err}`))));
  });
  return { child, said };
}

describe('data folder lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDataDir = () => {
    const root = mkdtempSync(join(tmpdir(), 'candor-lock-'));
    dirs.push(root);
    return join(root, 'pglite');
  };

  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('writes who holds it, refuses a second opener by name, and is free again once released', () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock(dataDir, { command: 'supabase-local' });
    lock.update({ url: 'http://127.0.0.1:54321', port: 54321 });
    const onDisk = JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as Record<string, unknown>;
    expect(onDisk).toMatchObject({ pid: process.pid, command: 'supabase-local', url: 'http://127.0.0.1:54321', port: 54321 });
    expect(typeof onDisk.startedAt).toBe('string');

    let refused: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`in use by supabase-local (pid ${process.pid}, API http://127.0.0.1:54321`);
    expect(readLockHolder(dataDir)?.pid).toBe(process.pid);

    lock.release();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    expect(readLockHolder(dataDir)).toBeUndefined();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dataDir = tempDataDir();
    const holder = startChild(dataDir);
    children.push(holder.child);
    expect(await holder.said).toBe('won');
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(`in use by lock-child \\(pid ${holder.child.pid}, API http://127.0.0.1:9`),
    );
    holder.child.stdin!.end();
    await new Promise((r) => holder.child.once('exit', r));
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a stale lock left by a process that died (kill -9), keeping it beside as .stale', () => {
    const dataDir = tempDataDir();
    const stale = { pid: deadPid(), command: 'supabase-local', startedAt: '2020-01-01T00:00:00.000Z', url: 'http://127.0.0.1:54321' };
    writeFileSync(lockPathFor(dataDir), JSON.stringify(stale));
    expect(readLockHolder(dataDir)).toBeUndefined();
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(JSON.parse(readFileSync(`${lockPathFor(dataDir)}.stale`, 'utf8'))).toMatchObject({ pid: stale.pid });
    lock.release();
  });

  it('treats a lock naming this very pid but not held here as stale (a restarted container reuses pids)', () => {
    const dataDir = tempDataDir();
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: process.pid, command: 'supabase-local', startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDataDirLock(dataDir);
    expect(lock.holder.startedAt).not.toBe('2020-01-01T00:00:00.000Z');
    lock.release();
  });

  it('lets exactly one of several racing processes take a stale lock', async () => {
    const dataDir = tempDataDir();
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: deadPid(), command: 'supabase-local', startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const racers = Array.from({ length: 4 }, () => startChild(dataDir));
    children.push(...racers.map((r) => r.child));
    const answers = await Promise.all(racers.map((r) => r.said));
    const winners = racers.filter((_, i) => answers[i] === 'won');
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]!.child.pid;
    for (const a of answers.filter((x) => x !== 'won')) expect(a).toBe(`locked ${winnerPid}`);
    expect(readLockHolder(dataDir)?.pid).toBe(winnerPid);
  });
});
