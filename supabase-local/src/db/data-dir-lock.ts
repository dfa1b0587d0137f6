import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';

// One process at a time per PGlite data folder. PGlite has no postmaster.pid of its own: two
// processes on one folder both write its files and corrupt its indexes. The lock is a file next to
// the folder (`<folder>.lock`), created atomically (O_EXCL), holding who owns it. A lock whose
// process is gone is stale and is taken over; the takeover itself is guarded by a second
// exclusive file so that two starters never both take the same stale lock.

export interface LockHolder {
  pid: number;
  /** What holds it: 'supabase-local', 'admin:grant', a test... */
  command: string;
  startedAt: string;
  /** The holder's API, once it listens. */
  url?: string;
  port?: number;
  /** Linux: the process's start time in clock ticks (/proc/<pid>/stat), so a reused pid is not mistaken for the holder. */
  procStart?: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Adds the API's address once the server listens. */
  update(info: { url?: string; port?: number }): void;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by ${holder.command} (pid ${holder.pid}` +
        `${holder.url ? `, API ${holder.url}` : ''}, started ${holder.startedAt}). ` +
        'Only one process may open it: stop that process first, or use another folder (SUPABASE_LOCAL_DATA_DIR).',
    );
    this.name = 'DataDirLockedError';
  }
}

export const lockPathFor = (dataDir: string): string => `${resolve(dataDir).replace(/[/\\]+$/, '')}.lock`;

function procStartOf(pid: number): string | undefined {
  try {
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Locks taken by this process and not released (a second opener in the same process is refused too). */
const heldHere = new Set<string>();

/** Whether the process named in a lock still runs (and is the same process, where that can be told). */
export function holderAlive(holder: LockHolder, lockPath?: string): boolean {
  if (holder.pid === process.pid) return lockPath !== undefined && heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.procStart) {
    const now = procStartOf(holder.pid);
    if (now !== undefined && now !== holder.procStart) return false; // the pid was reused
  }
  return true;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    if (typeof h.pid === 'number' && Number.isInteger(h.pid) && h.pid > 0) {
      return {
        pid: h.pid,
        command: String(h.command ?? 'a process'),
        startedAt: String(h.startedAt ?? 'at an unknown time'),
        url: h.url,
        port: h.port,
        procStart: h.procStart,
      };
    }
  } catch {
    // unreadable: handled below
  }
  return undefined;
}

/** The live holder of a data folder's lock, or undefined when it is free (or stale). */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  const path = lockPathFor(dataDir);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const holder = parseHolder(text);
  return holder && holderAlive(holder, path) ? holder : undefined;
}

function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A lock file just created by another starter may still be empty: give it a moment before calling it stale. */
const FRESH_MS = 2000;

export function acquireDataDirLock(dataDir: string, owner: { command?: string } = {}): DataDirLock {
  const path = lockPathFor(dataDir);
  const guard = `${path}.takeover`;
  mkdirSync(dirname(path), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    command: owner.command ?? 'supabase-local',
    startedAt: new Date().toISOString(),
    procStart: procStartOf(process.pid),
  };
  const write = () => JSON.stringify(holder, null, 2) + '\n';

  for (let attempt = 0; attempt < 100; attempt++) {
    if (createExclusive(path, write())) {
      heldHere.add(path);
      return makeLock(path, holder, write);
    }
    let text = '';
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // released in between: try again
    }
    const current = parseHolder(text);
    if (current && holderAlive(current, path)) throw new DataDirLockedError(resolve(dataDir), current);
    if (!current) {
      let age = Infinity;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue;
      }
      if (age < FRESH_MS) {
        sleep(50);
        continue;
      }
    }
    // Stale: take it over under the guard, and only if it is still the same stale lock.
    if (!createExclusive(guard, JSON.stringify({ pid: process.pid, procStart: holder.procStart }))) {
      const other = existsSync(guard) ? parseHolder(safeRead(guard)) : undefined;
      if (other && !holderAlive(other, guard))
        unlinkQuiet(guard); // its taker died mid-takeover
      else sleep(20);
      continue;
    }
    try {
      if (safeRead(path) === text) {
        // Keep the stale lock beside it for whoever wonders what happened, then take the name.
        renameSync(path, `${path}.stale`);
      }
    } finally {
      unlinkQuiet(guard);
    }
  }
  throw new Error(`Could not take the lock ${path}: it kept changing. Is something creating and removing it in a loop?`);
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function unlinkQuiet(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

function makeLock(path: string, holder: LockHolder, write: () => string): DataDirLock {
  let released = false;
  return {
    path,
    holder,
    update(info) {
      if (released) return;
      Object.assign(holder, info);
      // Write then rename: a reader never sees a half-written file.
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, write());
      renameSync(tmp, path);
    },
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Remove it only while it is still ours.
      const current = parseHolder(safeRead(path));
      if (current?.pid === holder.pid && current.startedAt === holder.startedAt) unlinkQuiet(path);
    },
  };
}
