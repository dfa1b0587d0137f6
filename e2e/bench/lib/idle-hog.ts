// `pnpm bench:load -- --hostile --probe idle-loop`: the regex's CPU without the regex. A busy loop
// under SCHED_IDLE and nice 19 (what backend-priority.ts makes of the probe's backend after its
// first 250 ms) runs for the hostile run, and no request is sent. What the members lose then is
// what any CPU-bound task at the lowest priority costs them on this machine, apart from the
// database, the gateway and the probe's first 250 ms at normal priority.
import { spawn } from 'node:child_process';
import { summarize } from './stats';
import type { ProbeFigures } from './hostile-member';

export const IDLE_LOOP_ANSWER = 'a busy loop at SCHED_IDLE, nice 19 (no request sent)';

/** The command that runs one such loop until `deadline` (epoch ms). */
export function idleLoopCommand(deadline: number): { command: string; args: string[] } {
  const loop = `const end = ${deadline}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e5; i++) x ^= i; }`;
  return { command: 'chrt', args: ['--idle', '0', 'nice', '-n', '19', process.execPath, '-e', loop] };
}

/** Runs the loop until `deadline`; resolves with probe-shaped figures once it has ended. */
export function runIdleLoop(deadline: number): Promise<ProbeFigures> {
  const { command, args } = idleLoopCommand(deadline);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the idle loop (${command} ${args.slice(0, 4).join(' ')} …) exited with ${code}`));
      else resolve({ sent: 0, answers: { [IDLE_LOOP_ANSWER]: 1 }, health: { ...summarize([]), failures: 0 } });
    });
  });
}
