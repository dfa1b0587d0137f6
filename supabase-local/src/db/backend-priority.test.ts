import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalHost } from './backend-priority.ts';
import { createUser, openTestDb, type TestDb, type TestUser } from './testing/harness.ts';
import type { RequestContext } from './types.ts';

// A slow request statement on a PostgreSQL of this machine runs at the lowest CPU priority until it
// ends (backend-priority.ts), so that a member's runaway query does not take a core from the others
// for its whole statement_timeout. Priority is read from /proc/<pid>/stat (field 19, nice; field 41, policy).

const statFields = (pid: number): string[] => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
const niceOf = (pid: number): number => Number(statFields(pid)[16]);
/** Field 41, the scheduling policy: 0 SCHED_OTHER, 5 SCHED_IDLE. */
const policyOf = (pid: number): number => Number(statFields(pid)[38]);
const SCHED_IDLE = 5;

describe('isLocalHost', () => {
  it('knows unix sockets and loopback names from remote hosts', () => {
    expect(isLocalHost('/tmp/sock')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('db.example.supabase.co')).toBe(false);
  });
});

describe('backend priority on PostgreSQL', () => {
  let t: TestDb;
  let member: TestUser;

  beforeAll(async () => {
    t = await openTestDb('postgres');
    member = await createUser(t.db, 'slow');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Runs pg_sleep as `ctx` and watches its backend's nice value until the request ends. */
  async function sleepAndWatch(ctx: RequestContext): Promise<{ pid: number; seenLow: boolean; seenIdle: boolean }> {
    let pid = 0;
    let seenLow = false;
    let seenIdle = false;
    let done = false;
    const request = t.db
      .withRequest(ctx, async (tx) => {
        pid = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        expect(niceOf(pid)).toBe(0);
        expect(policyOf(pid)).toBe(0);
        await tx.query('select pg_sleep(1.5)');
      })
      .finally(() => (done = true));
    // Watch the backend until the statement ends (order of events, not a time limit).
    while (!done) {
      if (pid && niceOf(pid) === 19) seenLow = true;
      if (pid && policyOf(pid) === SCHED_IDLE) seenIdle = true;
      await new Promise((r) => setTimeout(r, 50));
    }
    await request;
    return { pid, seenLow, seenIdle };
  }

  it("lowers a slow member statement's backend while it runs and puts it back after", { timeout: 60_000 }, async () => {
    const { pid, seenLow, seenIdle } = await sleepAndWatch(member.ctx);
    expect(seenLow).toBe(true);
    expect(seenIdle).toBe(true); // chrt (util-linux) is on this machine
    expect(niceOf(pid)).toBe(0);
    expect(policyOf(pid)).toBe(0);
  });

  it('leaves the service role (no statement timeout) alone', { timeout: 60_000 }, async () => {
    const { seenLow, seenIdle } = await sleepAndWatch({ role: 'service_role', claims: {} });
    expect(seenLow).toBe(false);
    expect(seenIdle).toBe(false);
  });
});
