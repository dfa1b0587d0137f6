// A small seeded generator for randomised tests: a failing run prints its seed and is replayed by
// setting that seed (the env variable the test names). mulberry32, 32 bits of state.

export interface SeededRandom {
  readonly seed: number;
  /** A float in [0, 1). */
  random(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const random = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(random() * n);
  return {
    seed,
    random,
    int,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new Error('seededRandom.pick: the list is empty');
      return list[int(list.length)]!;
    },
  };
}

/** The seed in env variable `name` (to replay a failing run), else `fallback`. */
export function seedFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`${name} must be an integer seed, got ${JSON.stringify(raw)}`);
  return seed;
}
