import { describe, expect, it } from 'vitest';
import { parseProcStat, processCpuSeconds } from './process-cpu';

describe('parseProcStat', () => {
  it('reads ppid, utime and stime after a command name holding spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
    const line = '4242 (postgres: a (b) c) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 1 0 1000';
    expect(parseProcStat(line)).toEqual({ ppid: 17, cpu: 3, childCpu: 0 });
    expect(parseProcStat(line.replace(' 250 50 0 0 ', ' 250 50 120 30 ')).childCpu).toBe(1.5);
  });
});

describe('processCpuSeconds', () => {
  it('grows while this process works (read from /proc)', () => {
    const before = processCpuSeconds(process.pid);
    expect(before).toBeGreaterThan(0);
    // Spin until the kernel has counted another tick of this process's CPU time.
    let x = 0;
    while (processCpuSeconds(process.pid) <= before) for (let i = 0; i < 100_000; i += 1) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
  });
});
