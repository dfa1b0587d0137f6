// The chat-guide evaluation's figures as the benchmarks tabulate them (bench/chat.ts fills them,
// lib/budgets.ts judges them).

export interface KindFigures {
  kind: string;
  passed: number;
  total: number;
}

export interface EvalFigures {
  cases: number;
  kinds: KindFigures[];
  overall: KindFigures;
  p50: number;
  p95: number;
  max: number;
  failures: number;
}

export const rate = (k: KindFigures): number => (k.total === 0 ? 0 : k.passed / k.total);
