import { describe, expect, it } from 'vitest';
import { MemberGate } from './member-gate.ts';
import type { RequestContext } from './types.ts';

const member = (sub: string): RequestContext => ({ role: 'authenticated', claims: { sub } });

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('MemberGate', () => {
  it("runs one member's requests one after the other, and other members' meanwhile", async () => {
    const gate = new MemberGate();
    const order: string[] = [];
    const first = deferred();
    const a1 = gate.run(member('a'), async () => {
      order.push('a1 start');
      await first.promise;
      order.push('a1 end');
    });
    const a2 = gate.run(member('a'), async () => {
      order.push('a2');
    });
    await gate.run(member('b'), async () => {
      order.push('b');
    });
    await gate.run({ role: 'anon', claims: {} }, async () => {
      order.push('anon');
    });
    first.resolve();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['a1 start', 'b', 'anon', 'a1 end', 'a2']);
  });

  it('answers 53300 at once when a member already has too many requests waiting', async () => {
    const gate = new MemberGate(2);
    const hold = deferred();
    const running = gate.run(member('a'), () => hold.promise);
    const waiting = [gate.run(member('a'), async () => 1), gate.run(member('a'), async () => 2)];
    await expect(gate.run(member('a'), async () => 3)).rejects.toMatchObject({ code: '53300' });
    hold.resolve();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    // A failed turn hands over too.
    await expect(gate.run(member('a'), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(member('a'), async () => 'next')).toBe('next');
  });

  it('gives up on a request whose turn did not come within its wait, and never runs it', async () => {
    const gate = new MemberGate();
    const hold = deferred();
    const running = gate.run(member('a'), () => hold.promise);
    let ran = false;
    await expect(
      gate.run(
        member('a'),
        async () => {
          ran = true;
        },
        20,
      ),
    ).rejects.toMatchObject({ code: '53300' });
    hold.resolve();
    await running;
    expect(ran).toBe(false);
    expect(await gate.run(member('a'), async () => 'free again')).toBe('free again');
  });
});
