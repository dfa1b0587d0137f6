import { describe, expect, it } from 'vitest';
import { seededRandom, seedFromEnv } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).random);
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    for (const x of take(7)) expect(x >= 0 && x < 1).toBe(true);
  });

  it('int and pick draw from the same sequence as random', () => {
    const a = seededRandom(20251124);
    const b = seededRandom(20251124);
    expect(a.int(10)).toBe(Math.floor(b.random() * 10));
    expect(a.pick(['x', 'y', 'z'])).toBe(['x', 'y', 'z'][Math.floor(b.random() * 3)]);
    expect(() => a.pick([])).toThrow('the list is empty');
  });

  it('reads a replay seed from the environment, and refuses one that is not an integer', () => {
    expect(seedFromEnv('SEED', 5, {})).toBe(5);
    expect(seedFromEnv('SEED', 5, { SEED: '123' })).toBe(123);
    expect(() => seedFromEnv('SEED', 5, { SEED: 'abc' })).toThrow('SEED must be an integer seed, got "abc"');
  });
});
