// Per-call counts, latencies and the first few distinct error messages of a load run.
import { summarize, type LatencySummary } from './stats';

export interface CallFigures extends LatencySummary {
  call: string;
  requests: number;
  errors: number;
  /** Up to `keepErrors` distinct messages, each with how often it happened. */
  errorSamples: { message: string; count: number }[];
}

interface Entry {
  latencies: number[];
  errors: number;
  samples: Map<string, number>;
}

export class CallRecorder {
  private readonly calls = new Map<string, Entry>();

  constructor(private readonly keepErrors = 3) {}

  /** One finished request: its latency in ms and, if it failed, why. */
  record(call: string, latencyMs: number, error?: string): void {
    const entry = this.calls.get(call) ?? { latencies: [], errors: 0, samples: new Map<string, number>() };
    this.calls.set(call, entry);
    entry.latencies.push(latencyMs);
    if (error === undefined) return;
    entry.errors += 1;
    if (entry.samples.has(error) || entry.samples.size < this.keepErrors) entry.samples.set(error, (entry.samples.get(error) ?? 0) + 1);
  }

  get requests(): number {
    let n = 0;
    for (const e of this.calls.values()) n += e.latencies.length;
    return n;
  }

  get errors(): number {
    let n = 0;
    for (const e of this.calls.values()) n += e.errors;
    return n;
  }

  /** Every call together: what one member waits for, whatever they ask. */
  overall(): LatencySummary {
    return summarize([...this.calls.values()].flatMap((e) => e.latencies));
  }

  /** In the order calls were first seen, which is the order a member makes them. */
  figures(): CallFigures[] {
    return [...this.calls].map(([call, e]) => ({
      call,
      requests: e.latencies.length,
      errors: e.errors,
      errorSamples: [...e.samples].map(([message, count]) => ({ message, count })),
      ...summarize(e.latencies),
    }));
  }
}
