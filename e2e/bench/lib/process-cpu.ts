// CPU time used by processes of this machine (Linux /proc), to say where a run's time went: the
// stack's own process (with PGlite's thread inside it) and the PostgreSQL server's processes.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime/stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Stat {
  ppid: number;
  /** utime + stime, in seconds. */
  cpu: number;
  /** cutime + cstime: children that ended and were waited for (a postmaster's closed backends). */
  childCpu: number;
}

/** Fields after the command name (which may hold spaces and parentheses). */
export function parseProcStat(text: string): Stat {
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
  return {
    ppid: Number(rest[1]),
    cpu: (Number(rest[11]) + Number(rest[12])) / TICKS,
    childCpu: (Number(rest[13]) + Number(rest[14])) / TICKS,
  };
}

function readStat(pid: number): Stat | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** CPU seconds of `pid` so far (0 when it is gone or this is not Linux). */
export function processCpuSeconds(pid: number): number {
  return readStat(pid)?.cpu ?? 0;
}

/** CPU seconds of `pid` and of its children, living or ended (a postmaster and its backends). */
export function processTreeCpuSeconds(pid: number): number {
  const own = readStat(pid);
  let total = own ? own.cpu + own.childCpu : 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return total;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat?.ppid === pid) total += stat.cpu;
  }
  return total;
}

/** The postmaster's pid, from the first line of `<data>/postmaster.pid`; undefined if not running. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
