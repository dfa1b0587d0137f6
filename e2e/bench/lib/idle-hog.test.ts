import { describe, expect, it } from 'vitest';
import { IDLE_LOOP_ANSWER, idleLoopCommand, runIdleLoop } from './idle-hog';

describe('idle loop (--probe idle-loop)', () => {
  it('runs node under chrt --idle and nice 19 until the deadline', () => {
    const { command, args } = idleLoopCommand(1234);
    expect(command).toBe('chrt');
    expect(args.slice(0, 5)).toEqual(['--idle', '0', 'nice', '-n', '19']);
    expect(args[5]).toBe(process.execPath);
    expect(args[7]).toContain('const end = 1234;');
  });

  it('ends at its deadline and reports itself as the only answer', async () => {
    const figures = await runIdleLoop(Date.now());
    expect(figures.sent).toBe(0);
    expect(figures.answers).toEqual({ [IDLE_LOOP_ANSWER]: 1 });
  });
});
