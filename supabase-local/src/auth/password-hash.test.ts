import bcrypt from 'bcryptjs';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPoolSize, PasswordHasher } from './password-hash.ts';

// GoTrue: internal/crypto/password.go (GenerateFromPassword / CompareHashAndPassword, bcrypt cost
// 10 by default) hashes on the handler's goroutine, so one sign-in never holds up another handler.
describe('PasswordHasher', () => {
  const pool = new PasswordHasher(2);
  afterAll(() => pool.close());

  it('makes bcrypt hashes the stored users can be checked against, both ways', async () => {
    const stored = await pool.hash('correct horse battery', 4);
    expect(stored).toMatch(/^\$2[aby]\$04\$/);
    expect(bcrypt.compareSync('correct horse battery', stored)).toBe(true);
    await expect(pool.compare('correct horse battery', stored)).resolves.toBe(true);
    await expect(pool.compare('wrong horse', stored)).resolves.toBe(false);
    // A hash written by bcryptjs on the main thread (the seed, older rows) compares the same.
    await expect(pool.compare('seeded', bcrypt.hashSync('seeded', 4))).resolves.toBe(true);
  });

  it('keeps the event loop free while many hashes run', async () => {
    // On the caller's thread, bcryptjs keeps the loop busy for the whole run (utilisation near 1:
    // a 0 ms timer waited 0.7 s behind twelve cost-10 hashes). On the pool the loop only waits.
    await pool.hash('warm the threads up', 4);
    const before = performance.eventLoopUtilization();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => pool.hash(`password ${i}`, 10)));
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(results.every((h) => h.startsWith('$2'))).toBe(true);
    expect(busy).toBeLessThan(0.5);
  });

  it('rejects a malformed job with the reason instead of losing the thread', async () => {
    // Not a string: bcryptjs throws in the worker, which answers the job with the reason.
    await expect(pool.hash(42 as unknown as string, 4)).rejects.toThrow(/illegal arguments/i);
    await expect(pool.compare('x', bcrypt.hashSync('x', 4))).resolves.toBe(true);
  });

  it('fails waiting jobs when closed and starts again on the next one', async () => {
    const own = new PasswordHasher(1);
    // Both outcomes are observed before close() rejects them (no unhandled rejection).
    const outcomes = Promise.allSettled([own.hash('a', 10), own.hash('b', 10)]);
    await own.close();
    const [running, waiting] = await outcomes;
    expect(running).toMatchObject({ status: 'rejected', reason: { message: 'the password hasher was closed' } });
    expect(waiting).toMatchObject({ status: 'rejected', reason: { message: 'the password hasher was closed' } });
    await expect(own.compare('c', bcrypt.hashSync('c', 4))).resolves.toBe(true);
    await own.close();
  });

  it('leaves a core to the event loop and uses at most four threads', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(4);
    expect(() => new PasswordHasher(0)).toThrow('at least one thread');
  });
});
