import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

// A statement of an API role that is still running after a moment (a backtracking regex, a cross
// join) has its PostgreSQL backend process moved to the lowest CPU priority until it ends, when
// that PostgreSQL runs on this machine and this process may do so. It still runs, and still
// meets the role's statement_timeout (57014) exactly as before; only while other backends want
// the CPU they get it first. On a small machine one such statement otherwise takes a whole core
// from every other member for up to 8 s. Nothing happens for a remote server, another user's
// server without the privilege, or where /proc does not say the pid is a postgres process.
//
// Besides nice 19, the backend gets the SCHED_IDLE policy (util-linux `chrt --idle`; Node has no
// call for it) where chrt exists. Linux preempts an idle-policy task at once when any other task
// wakes on its CPU, and counts a CPU that runs only such tasks as free when it places a waking
// task; a nice-19 task keeps its time slice and its CPU counts as busy. `pnpm bench:load --
// --hostile --rounds 8 --seconds 20` compares the members' p95 with and without the probe.

/** After this long a request's statement counts as slow. Ordinary API statements take a few ms. */
export const SLOW_STATEMENT_MS = 250;
const LOWEST = 19;

/** A unix socket, or a loopback host: the server's pids are this machine's. */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return true; // node-postgres defaults to localhost
  return host.startsWith('/') || ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
}

/** SCHED_IDLE (`idle: true`) or back to SCHED_OTHER; false when chrt is missing or not permitted. */
function setIdlePolicy(pid: number, idle: boolean): boolean {
  try {
    execFileSync('chrt', [idle ? '--idle' : '--other', '-p', '0', String(pid)], { stdio: 'ignore', timeout: 2000 });
    return true;
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return comm === 'postgres' || comm.startsWith('postgres:');
  } catch {
    return false;
  }
}

export interface PriorityWatch {
  /** Ends the watch; false when the backend was lowered and could not be put back (do not reuse its connection). */
  end(): boolean;
}

/** Lowers backend `pid` if `run` is still going after SLOW_STATEMENT_MS; end() puts it back. */
export function watchBackendPriority(pid: number | null | undefined, slowAfterMs = SLOW_STATEMENT_MS): PriorityWatch {
  if (!pid || process.platform !== 'linux') return { end: () => true };
  let lowered = false;
  let idle = false;
  const timer = setTimeout(() => {
    if (!isPostgresProcess(pid)) return;
    try {
      setPriority(pid, LOWEST);
      lowered = true;
    } catch {
      return; // not permitted, or gone: leave it
    }
    idle = setIdlePolicy(pid, true);
  }, slowAfterMs);
  return {
    end() {
      clearTimeout(timer);
      if (!lowered) return true;
      const gone = () => !isPostgresProcess(pid);
      // Synchronous on purpose: the connection goes back to the pool right after this.
      if (idle && !setIdlePolicy(pid, false) && !gone()) return false;
      try {
        setPriority(pid, 0);
        return true;
      } catch (err) {
        // Gone is fine; otherwise the connection keeps the low priority and must be dropped.
        return (err as NodeJS.ErrnoException).code === 'ESRCH';
      }
    },
  };
}
