// The chain behind Lighthouse's simulated LCP (Lantern): which requests and tasks, one after the
// other, end where the LCP ends. Lantern's LCP is the end of the longest chain among everything
// requested before the observed LCP, needed for it or not (trace_engine lantern/metrics/
// LargestContentfulPaint.js, FirstContentfulPaint.getFirstPaintBasedGraph), so the report's
// element and request list do not show what to cut; this does (`MEMBERS_LCP_CHAIN=1 pnpm bench:members`).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** The parts of a Lantern graph node read here. */
export interface SimulatedNode {
  type: string;
  /** Trace time in µs (a CPU node's observed start). */
  startTime: number;
  /** CPU nodes: observed duration in µs. */
  duration?: number;
  request?: { url: string; transferSize: number; fromDiskCache?: boolean };
  getDependencies(): SimulatedNode[];
}

export interface SimulatedTiming {
  startTime: number;
  endTime: number;
}

export interface ChainStep {
  /** Simulated start and end, ms after navigation. */
  start: number;
  end: number;
  what: string;
}

function describe(node: SimulatedNode): string {
  if (node.request) {
    const cached = node.request.fromDiskCache ? 'disk cache' : `${node.request.transferSize} B`;
    return `${node.request.url} (${cached})`;
  }
  return `main-thread task, ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed`;
}

/** From the node that ends last back to the root, each step through the dependency that ended last. */
export function lastEndingChain(timings: Map<SimulatedNode, SimulatedTiming>): ChainStep[] {
  let node = [...timings.entries()].sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const chain: ChainStep[] = [];
  while (node) {
    const timing = timings.get(node)!;
    chain.unshift({ start: timing.startTime, end: timing.endTime, what: describe(node) });
    node = node
      .getDependencies()
      .filter((d) => timings.has(d))
      .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
  }
  return chain;
}

interface LanternResult {
  timing: number;
  pessimisticEstimate: { nodeTimings: Map<SimulatedNode, SimulatedTiming> };
}

/**
 * Lighthouse's own LCP simulation over a run's artifacts (`lighthouse()`'s `artifacts`, with the
 * run's `lhr.configSettings`): the figure and its pessimistic graph's last-ending chain.
 */
export async function simulatedLcpChain(
  artifacts: Record<string, unknown>,
  settings: unknown,
): Promise<{ lcpMs: number; chain: ChainStep[] }> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const request = LanternLargestContentfulPaint.request as unknown as (d: unknown, c: unknown) => Promise<LanternResult>;
  const result = await request(data, { computedCache: new Map(), settings });
  return { lcpMs: result.timing, chain: lastEndingChain(result.pessimisticEstimate.nodeTimings) };
}
