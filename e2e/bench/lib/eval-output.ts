// Reads the figures out of the chat-guide eval's report (supabase/functions/chat-guide/eval/
// run-eval.ts prints them; it exports nothing), so the benchmarks can put them in a table.

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

export function parseEvalOutput(text: string): EvalFigures {
  const kinds: KindFigures[] = [];
  for (const match of text.matchAll(/^([a-z][a-z-]*)\s+(\d+)\s+(\d+)\s+(?:[\d.]+%|n\/a)\s*$/gm)) {
    kinds.push({ kind: match[1]!, passed: Number(match[2]), total: Number(match[3]) });
  }
  const overall = kinds.find((k) => k.kind === 'overall');
  const latency = /latency ms: p50 ([\d.]+)\s+p95 ([\d.]+)\s+max ([\d.]+)/.exec(text);
  const cases = /chat-guide eval: (\d+) cases/.exec(text);
  if (!overall || !latency || !cases) {
    throw new Error('the chat-guide eval did not print its figures (pass rates and latency); its output ends:\n' + text.slice(-1500));
  }
  return {
    cases: Number(cases[1]),
    kinds: kinds.filter((k) => k.kind !== 'overall'),
    overall,
    p50: Number(latency[1]),
    p95: Number(latency[2]),
    max: Number(latency[3]),
    failures: Number(/failures \((\d+)\):/.exec(text)?.[1] ?? 0),
  };
}

export const rate = (k: KindFigures): number => (k.total === 0 ? 0 : k.passed / k.total);
