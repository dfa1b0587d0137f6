/**
 * In-memory sliding-window rate limit per caller. Each function instance keeps its own
 * window; that is enough to blunt a script hammering one instance without a shared store.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now: () => number;
  /** Above this many tracked callers, idle ones are swept. */
  maxKeys?: number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): RateDecision;
}

export const DEFAULT_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 10_000;

  function sweep(now: number): void {
    for (const [key, times] of hits) {
      if (times.length === 0 || times[times.length - 1]! <= now - options.windowMs) hits.delete(key);
    }
  }

  return {
    take(key) {
      const now = options.now();
      const since = now - options.windowMs;
      const times = (hits.get(key) ?? []).filter((t) => t > since);
      if (times.length >= options.limit) {
        hits.set(key, times);
        const waitMs = times[0]! + options.windowMs - now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      times.push(now);
      hits.set(key, times);
      if (hits.size > maxKeys) sweep(now);
      return { allowed: true, remaining: options.limit - times.length };
    },
  };
}
