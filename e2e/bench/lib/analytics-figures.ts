// Pure arithmetic of `pnpm bench:analytics` (e2e/bench/analytics.ts): the linear projection to a
// larger table, what the per-address token bucket of track_events lets through, and sizes.

/**
 * The straight line through (x1, y1) and (x2, y2), read at x: a projection, not a measurement.
 * The benchmark uses it from 1 M and 10 M events to 100 M.
 */
export function projectLinear(x1: number, y1: number, x2: number, y2: number, x: number): number {
  if (x1 === x2) throw new RangeError(`a line needs two different sizes, got ${x1} twice`);
  return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
}

/** A token bucket as private.track_events keeps one per address and per session. */
export interface Bucket {
  capacity: number;
  perSecond: number;
}

/** Per address: 240 events a minute, bursts up to 240 (supabase/migrations/20250901091700_traffic_report.sql). */
export const ADDRESS_BUCKET: Bucket = { capacity: 240, perSecond: 4 };

/**
 * The most events one source can have recorded over `seconds`, starting from a full bucket: the
 * burst plus what refills meanwhile.
 */
export function bucketAllowance(bucket: Bucket, seconds: number): number {
  if (!(seconds >= 0)) throw new RangeError(`seconds must be 0 or more, got ${seconds}`);
  return Math.floor(bucket.capacity + bucket.perSecond * seconds);
}

/** The n-th address of a block in 127.0.0.0/8, for simulated clients (`block` 1..254). */
export function loopbackAddress(block: number, n: number): string {
  if (!Number.isInteger(block) || block < 1 || block > 254) throw new RangeError(`block must be 1..254, got ${block}`);
  if (!Number.isInteger(n) || n < 0 || n >= 254 * 256) throw new RangeError(`n must be 0..${254 * 256 - 1}, got ${n}`);
  return `127.${block}.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
