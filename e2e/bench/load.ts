// Load and soak: N simulated members on loopback against the composed app and the local stack
// on a throw-away PostgreSQL, for a bounded time. Prints requests, errors and p50/p95/max per
// call and the throughput; it asserts nothing.
//
//   pnpm bench:load -- --members 50 --seconds 60
//   pnpm bench:load -- --hostile     (then again with one member sending issue 12's regex probe
//                                     once a second; prints the members' p95 beside the calm run's)
//   pnpm bench:load -- --hostile --rounds 3   (calm, hostile, calm, hostile... on the same stack and
//                                     members; prints each pair and the median change)
//   pnpm bench:load -- --hostile --probe control   (the same member and pace, a regex that costs
//                                     nothing: what the comparison shows without the regex's work)
//   pnpm bench:load -- --hostile --probe idle-loop (no request: a busy loop at SCHED_IDLE for the
//                                     hostile run, what the regex's CPU alone costs the members)
import os from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBinDir, startTempPostgres } from '@app/supabase-local';
import { parseFlags, runCli, type FlagSpec, type FlagValues } from './lib/args';
import { CallRecorder, type CallFigures } from './lib/call-recorder';
import { Cleanup } from './lib/cleanup';
import { machineNote } from './lib/machine';
import { isMain } from './lib/processes';
import { startStackProcess } from './lib/stack-process';
import { ms } from './lib/stats';
import { ensureStaticServers, REMOTE_ENTRIES, SHELL_URL } from './lib/static-servers';
import { simulateMember, type MemberAccount, type RunState } from './lib/simulated-member';
import { compareRuns, CONTROL_QUERY, PROBE_QUERY, runHostileMember, type CallComparison, type ProbeFigures } from './lib/hostile-member';
import { runIdleLoop } from './lib/idle-hog';
import type { LatencySummary } from './lib/stats';
import { createConfirmedUser, type Api } from './lib/supabase-http';
import { formatTable } from './lib/table';
import { postmasterPid, processCpuSeconds, processTreeCpuSeconds } from './lib/process-cpu';
import { p95Change, summarizeRounds, type CpuSeconds, type RoundFigures } from './lib/rounds';

export const LOAD_FLAGS = {
  members: { kind: 'int', default: 50, min: 1, max: 1000, help: 'concurrent simulated members' },
  seconds: { kind: 'int', default: 60, min: 1, max: 24 * 3600, help: 'how long the members run' },
  'max-requests': { kind: 'int', default: 250_000, min: 1, help: 'stop earlier once this many requests were made' },
  'think-ms': { kind: 'int', default: 250, min: 0, max: 60_000, help: "mean pause between one member's requests" },
  'ramp-seconds': { kind: 'int', default: 5, min: 0, max: 600, help: 'members start spread over this time' },
  database: { kind: 'choice', choices: ['postgres', 'pglite'], default: 'postgres', help: 'database under the stack' },
  hostile: {
    kind: 'bool',
    help: 'after the calm run, run again while one more member sends the regex probe once a second, and compare p95',
  },
  rounds: { kind: 'int', default: 1, min: 1, max: 20, help: 'with --hostile: calm and hostile runs alternate this many times' },
  'fresh-hostile': {
    kind: 'bool',
    help: 'with --hostile: a new hostile member for each pair, so every pair sees a first offence (the gateway boxes a caller after a statement timeout)',
  },
  probe: {
    kind: 'choice',
    choices: ['regex', 'control', 'idle-loop'],
    default: 'regex',
    help: "with --hostile: issue 12's regex, a cheap regex sent the same way (the control), or no request but a busy loop at SCHED_IDLE",
  },
} satisfies Record<string, FlagSpec>;

export type LoadOptions = FlagValues<typeof LOAD_FLAGS>;

export interface LoadFigures {
  members: number;
  seconds: number;
  database: string;
  elapsedSeconds: number;
  requests: number;
  errors: number;
  throughput: number;
  stoppedBy: 'time' | 'max-requests';
  calls: CallFigures[];
  /** All member calls together. */
  overall?: LatencySummary;
  /** With --hostile: the same members again beside one member sending the regex probe (the first pair). */
  hostile?: HostileFigures;
  /** With --hostile: every calm/hostile pair, in the order run. */
  rounds?: RoundFigures[];
  probe?: string;
}

export interface HostileFigures {
  elapsedSeconds: number;
  requests: number;
  errors: number;
  calls: CallFigures[];
  overall: LatencySummary;
  comparison: CallComparison[];
  probes: ProbeFigures;
}

/** The goal of issue 12: under the probe, the members' p95 stays within this of the calm run's. */
export const HOSTILE_TOLERANCE = 0.2;

/** A small deterministic PRNG: every run makes the same choices in the same order per member. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function createMembers(api: Api, count: number, label = 'load'): Promise<MemberAccount[]> {
  const run = Date.now().toString(36);
  const accounts = Array.from({ length: count }, (_, i) => ({
    email: `${label}-${run}-${i}@example.test`,
    password: `Load-${run}-pw-${i}`,
  }));
  let next = 0;
  // bcrypt dominates: a few at a time keeps the stack responsive.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < accounts.length) {
        const account = accounts[next++]!;
        await createConfirmedUser(api, account.email, account.password);
      }
    }),
  );
  return accounts;
}

/** One timed run of every member; `alongside` starts whatever else runs until the same deadline. */
async function runMembers(
  api: Api,
  accounts: MemberAccount[],
  options: LoadOptions,
  alongside?: (deadline: number) => void,
): Promise<{ recorder: CallRecorder; elapsedSeconds: number; stoppedBy: 'time' | 'max-requests' }> {
  const recorder = new CallRecorder();
  const run: RunState = { deadline: Date.now() + options.seconds * 1000, remaining: options['max-requests'] };
  const rampMs = Math.min(options['ramp-seconds'] * 1000, options.seconds * 1000);
  console.log(`running ${options.members} members for ${options.seconds} s (ramp ${rampMs / 1000} s, think ~${options['think-ms']} ms)...`);
  const t0 = performance.now();
  alongside?.(run.deadline);
  await Promise.all(
    accounts.map((account, i) =>
      simulateMember(
        account,
        {
          api,
          recorder,
          run,
          thinkMs: options['think-ms'],
          random: seeded(1000 + i),
          pageUrl: SHELL_URL,
          remoteEntries: REMOTE_ENTRIES,
        },
        (rampMs * i) / accounts.length,
      ),
    ),
  );
  return { recorder, elapsedSeconds: (performance.now() - t0) / 1000, stoppedBy: run.remaining <= 0 ? 'max-requests' : 'time' };
}

export function printLoadFigures(f: LoadFigures): void {
  const rows = f.calls.map((c) => [c.call, String(c.requests), String(c.errors), ms(c.p50), ms(c.p95), ms(c.max)]);
  console.log(
    `\nLoad: ${f.members} members, ${f.seconds} s planned, ${f.elapsedSeconds.toFixed(1)} s run (stopped by ${f.stoppedBy}), stack on ${f.database}\n`,
  );
  console.log(formatTable(['call', 'requests', 'errors', 'p50', 'p95', 'max'], rows));
  console.log(`\ntotal: ${f.requests} requests, ${f.errors} errors, ${f.throughput.toFixed(1)} requests/s`);
  const failing = f.calls.filter((c) => c.errorSamples.length);
  if (failing.length) {
    console.log('\nfirst distinct errors per call:');
    for (const c of failing) for (const e of c.errorSamples) console.log(`  ${c.call}: ${e.message} (x${e.count})`);
  }
  if (f.hostile) printHostileFigures(f, f.hostile);
  if (f.rounds && f.rounds.length > 1) printRounds(f.rounds);
}

function printRounds(rounds: RoundFigures[]): void {
  console.log(`\nAlternating runs (calm, then hostile, ${rounds.length} times on the same stack):`);
  const rows = rounds.map((r, i) => [
    String(i + 1),
    `${ms(r.calm.p50)} / ${ms(r.calm.p95)}`,
    `${ms(r.hostile.p50)} / ${ms(r.hostile.p95)}`,
    pct(r.change),
    `${r.calmErrors} / ${r.hostileErrors}`,
    `${r.calmLoad.toFixed(2)} / ${r.hostileLoad.toFixed(2)}`,
    r.cpu ? `${r.cpu.calm.db.toFixed(1)} / ${r.cpu.hostile.db.toFixed(1)}` : '-',
    r.cpu ? `${r.cpu.calm.stack.toFixed(1)} / ${r.cpu.hostile.stack.toFixed(1)}` : '-',
    Object.entries(
      Object.entries(r.probeAnswers).reduce<Record<string, number>>((acc, [a, n]) => {
        const key = a.split(':')[0]!; // "status 500", "status 503"
        acc[key] = (acc[key] ?? 0) + n;
        return acc;
      }, {}),
    )
      .map(([a, n]) => `${n}x ${a}`)
      .join('; '),
  ]);
  console.log(
    formatTable(
      [
        'pair',
        'calm p50 / p95',
        'hostile p50 / p95',
        'change',
        'errors',
        'load avg calm / hostile',
        'PostgreSQL CPU s',
        'stack CPU s',
        'probe answers',
      ],
      rows,
    ),
  );
  const sum = summarizeRounds(rounds, HOSTILE_TOLERANCE);
  console.log(
    `\nmedian change ${pct(sum.medianChange)} (spread ${pct(sum.minChange)} to ${pct(sum.maxChange)}); median calm p95 ${ms(sum.medianCalmP95)}, hostile p95 ${ms(sum.medianHostileP95)}; ${sum.hostileErrors} member errors under the probe`,
  );
  console.log(
    `verdict over ${rounds.length} pairs: ${sum.goalMet ? 'goal met' : 'goal NOT met'} (goal: median within ${HOSTILE_TOLERANCE * 100} %, no member errors)`,
  );
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`;

function printHostileFigures(calm: LoadFigures, h: HostileFigures): void {
  console.log(
    `\nHostile run: the same ${calm.members} members for ${h.elapsedSeconds.toFixed(1)} s while one more member sends the ${calm.probe ?? 'regex'} probe once a second (first pair)`,
  );
  const rows = h.comparison.map((c) => [c.call, ms(c.calmP95), ms(c.hostileP95), pct(c.change), `${c.calmErrors} / ${c.hostileErrors}`]);
  const calmP95 = calm.overall?.p95 ?? 0;
  const overallChange = calmP95 > 0 ? h.overall.p95 / calmP95 - 1 : 0;
  rows.push(['all member calls', ms(calmP95), ms(h.overall.p95), pct(overallChange), `${calm.errors} / ${h.errors}`]);
  console.log(formatTable(['call', 'calm p95', 'hostile p95', 'change', 'errors calm / hostile'], rows));
  console.log(`\nprobes sent: ${h.probes.sent}; answers:`);
  for (const [answer, n] of Object.entries(h.probes.answers)) console.log(`  ${answer} (x${n})`);
  const hh = h.probes.health;
  console.log(
    `GET /auth/v1/health while a probe is in flight: ${hh.count} answered, p50 ${ms(hh.p50)}, p95 ${ms(hh.p95)}, max ${ms(hh.max)}, ${hh.failures} failed`,
  );
  const failing = h.calls.filter((c) => c.errorSamples.length);
  for (const c of failing)
    for (const e of c.errorSamples) console.log(`  member error under the probe: ${c.call}: ${e.message} (x${e.count})`);
  const held = overallChange <= HOSTILE_TOLERANCE && h.errors === 0;
  console.log(
    `\nverdict: members' p95 ${pct(overallChange)} against the calm run (goal: within ${HOSTILE_TOLERANCE * 100} %), ${h.errors} member errors: ${held ? 'goal met' : 'goal NOT met'}`,
  );
}

export async function runLoadBench(options: LoadOptions): Promise<LoadFigures> {
  console.log(machineNote());
  const cleanup = new Cleanup().watchSignals();
  try {
    const statics = await ensureStaticServers();
    cleanup.add('static servers', statics.stop);
    console.log(statics.started ? 'static servers started on :3000-3004' : 'static servers already answering on :3000: using them');

    let databaseUrl: string | undefined;
    let pgDataDir: string | undefined;
    let database = 'PGlite (in memory)';
    if (options.database === 'postgres') {
      if (findPostgresBinDir()) {
        const pg = await startTempPostgres();
        cleanup.add('temporary PostgreSQL', () => pg.stop());
        databaseUrl = pg.url;
        pgDataDir = path.join(pg.dir, 'data');
        database = `PostgreSQL ${readFileSync(path.join(pg.dir, 'data', 'PG_VERSION'), 'utf8').trim()} (temporary server)`;
      } else {
        console.log('PostgreSQL server binaries not found (apt-get install postgresql): running on PGlite instead');
      }
    }
    // Every member signs in from 127.0.0.1: GoTrue's per-IP sign-in limit would stop them.
    const stack = await startStackProcess({ databaseUrl, env: { GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '0' } });
    cleanup.add('local stack', stack.stop);
    console.log(`local stack (pid ${stack.pid}) at ${stack.url} on ${database}`);

    const api: Api = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
    // CPU seconds of the stack's process (PGlite's thread included) and of PostgreSQL's processes.
    const pgPid = pgDataDir ? postmasterPid(pgDataDir) : undefined;
    const cpuNow = (): CpuSeconds => ({ stack: processCpuSeconds(stack.pid), db: pgPid ? processTreeCpuSeconds(pgPid) : 0 });
    const cpuSince = (start: CpuSeconds): CpuSeconds => {
      const now = cpuNow();
      return { stack: now.stack - start.stack, db: now.db - start.db };
    };
    const t0 = performance.now();
    const accounts = await createMembers(api, options.members);
    console.log(`${accounts.length} confirmed members created in ${((performance.now() - t0) / 1000).toFixed(1)} s (admin API)`);

    const calmLoad = os.loadavg()[0]!;
    const calmCpuStart = cpuNow();
    const calm = await runMembers(api, accounts, options);
    const calmCpu = cpuSince(calmCpuStart);
    const figures: LoadFigures = {
      members: options.members,
      seconds: options.seconds,
      database,
      elapsedSeconds: calm.elapsedSeconds,
      requests: calm.recorder.requests,
      errors: calm.recorder.errors,
      throughput: calm.recorder.requests / calm.elapsedSeconds,
      stoppedBy: calm.stoppedBy,
      calls: calm.recorder.figures(),
      overall: calm.recorder.overall(),
    };
    if (options.hostile) {
      let [hostileAccount] = await createMembers(api, 1, 'hostile');
      const query = options.probe === 'control' ? CONTROL_QUERY : PROBE_QUERY;
      figures.probe = options.probe;
      figures.rounds = [];
      for (let round = 1; round <= options.rounds; round += 1) {
        let calmRun = { recorder: calm.recorder, load: calmLoad, cpu: calmCpu };
        if (round > 1) {
          console.log(`pair ${round} of ${options.rounds}: calm run...`);
          const load = os.loadavg()[0]!;
          const start = cpuNow();
          const recorder = (await runMembers(api, accounts, options)).recorder;
          calmRun = { recorder, load, cpu: cpuSince(start) };
        }
        if (round > 1 && options['fresh-hostile']) [hostileAccount] = await createMembers(api, 1, `hostile${round}`);
        console.log(
          `pair ${round} of ${options.rounds}: the same members again, one more member sending the ${options.probe} probe once a second...`,
        );
        const hostileLoad = os.loadavg()[0]!;
        const hostileCpuStart = cpuNow();
        let probes: Promise<ProbeFigures> | undefined;
        const run = await runMembers(api, accounts, options, (deadline) => {
          probes = options.probe === 'idle-loop' ? runIdleLoop(deadline) : runHostileMember(api, hostileAccount!, deadline, 1000, query);
          probes.catch(() => {}); // awaited below; reported there
        });
        const calls = run.recorder.figures();
        const probeFigures = await probes!;
        // Counted once every probe was answered: the regex's whole run is inside.
        const hostileCpu = cpuSince(hostileCpuStart);
        const calmOverall = calmRun.recorder.overall();
        const hostileOverall = run.recorder.overall();
        figures.rounds.push({
          calmLoad: calmRun.load,
          hostileLoad,
          calm: calmOverall,
          hostile: hostileOverall,
          calmErrors: calmRun.recorder.errors,
          hostileErrors: run.recorder.errors,
          change: p95Change(calmOverall, hostileOverall),
          probeAnswers: probeFigures.answers,
          cpu: { calm: calmRun.cpu, hostile: hostileCpu },
        });
        if (round === 1) {
          figures.hostile = {
            elapsedSeconds: run.elapsedSeconds,
            requests: run.recorder.requests,
            errors: run.recorder.errors,
            calls,
            overall: hostileOverall,
            comparison: compareRuns(figures.calls, calls),
            probes: probeFigures,
          };
        }
      }
    }
    return figures;
  } finally {
    await cleanup.run();
  }
}

if (isMain(import.meta.url)) {
  runCli('bench:load', LOAD_FLAGS, async () => {
    const figures = await runLoadBench(parseFlags(process.argv.slice(2), LOAD_FLAGS));
    printLoadFigures(figures);
  });
}
