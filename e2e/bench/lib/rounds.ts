// `pnpm bench:load -- --hostile --rounds N`: calm and hostile runs alternate on the same stack, so
// a drift of the machine (other work starting or ending on a shared host) falls on both sides
// instead of on the second run only. The verdict is read from the median pair, beside the spread.
import type { LatencySummary } from './stats';

export interface RoundFigures {
  /** 1-minute load average when each run started. */
  calmLoad: number;
  hostileLoad: number;
  calm: LatencySummary;
  hostile: LatencySummary;
  calmErrors: number;
  hostileErrors: number;
  /** hostile p95 / calm p95 - 1 (0.2 = 20 % slower); 0 when the calm run had no calls. */
  change: number;
  probeAnswers: Record<string, number>;
  /** CPU seconds each run cost (the hostile one until every probe was answered). */
  cpu?: { calm: CpuSeconds; hostile: CpuSeconds };
}

export interface CpuSeconds {
  /** The stack's process, PGlite's thread included. */
  stack: number;
  /** PostgreSQL's server processes (0 on PGlite). */
  db: number;
}

export interface RoundsSummary {
  medianChange: number;
  minChange: number;
  maxChange: number;
  medianCalmP95: number;
  medianHostileP95: number;
  hostileErrors: number;
  /** The median pair's change within the tolerance and no member error under the probe. */
  goalMet: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function p95Change(calm: LatencySummary, hostile: LatencySummary): number {
  return calm.p95 > 0 ? hostile.p95 / calm.p95 - 1 : 0;
}

export function summarizeRounds(rounds: readonly RoundFigures[], tolerance: number): RoundsSummary {
  if (rounds.length === 0) throw new RangeError('summarizeRounds needs at least one pair');
  const changes = rounds.map((r) => r.change);
  const medianChange = median(changes);
  const hostileErrors = rounds.reduce((n, r) => n + r.hostileErrors, 0);
  return {
    medianChange,
    minChange: Math.min(...changes),
    maxChange: Math.max(...changes),
    medianCalmP95: median(rounds.map((r) => r.calm.p95)),
    medianHostileP95: median(rounds.map((r) => r.hostile.p95)),
    hostileErrors,
    goalMet: medianChange <= tolerance && hostileErrors === 0,
  };
}
