import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A throw-away PostgreSQL server for tests: initdb in a temporary folder, a free port, the unix
// socket in that folder (no TCP), stopped by the pid in postmaster.pid.

export interface TempPostgres {
  /** node-postgres connection string (superuser postgres over the unix socket). */
  url: string;
  dir: string;
  port: number;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them, e.g. `apt-get install postgresql` ' +
  '(Debian ships them in /usr/lib/postgresql/<version>/bin), or set PG_BINDIR.';

export function findPostgresBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config absent: fall back to Debian's layout
  }
  candidates.push('/usr/lib/postgresql/15/bin');
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  return candidates.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function run(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.error) throw new Error(`${bin} could not start: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
}

function postgresOwner(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const tick = () => {
      try {
        process.kill(pid, 0);
      } catch {
        resolve();
        return;
      }
      if (Date.now() > deadline) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
        return;
      }
      setTimeout(tick, 50);
    };
    tick();
  });
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBinDir();
  if (!bin) throw new Error(INSTALL_HINT);
  const dir = mkdtempSync(join(tmpdir(), 'candor-pg-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  mkdirSync(sock);
  if (isRoot()) {
    const { uid, gid } = postgresOwner();
    for (const p of [dir, sock]) chownSync(p, uid, gid);
  }
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${sock}`,
    "-c listen_addresses=''",
    // A test database: durability is PGlite's test, not this server's.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);

  let stopped = false;
  return {
    url: `postgresql://postgres@${encodeURIComponent(sock)}:${port}/postgres`,
    dir,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      const pidFile = join(data, 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (Number.isInteger(pid) && pid > 0) {
          try {
            process.kill(pid, 'SIGINT'); // fast shutdown
          } catch {
            // already gone
          }
          await waitForExit(pid, 15_000);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
