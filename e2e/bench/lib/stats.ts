// Latency figures: nearest-rank percentiles, the way the other benchmarks here compute them.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile of an ascending array; 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, got ${p}`);
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length === 0 ? 0 : sorted[sorted.length - 1]!,
  };
}

export const ms = (value: number, digits = 1): string => `${value.toFixed(digits)} ms`;
