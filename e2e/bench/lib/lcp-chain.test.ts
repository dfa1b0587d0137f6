import { describe, expect, it } from 'vitest';
import { lastEndingChain, type SimulatedNode, type SimulatedTiming } from './lcp-chain';

function node(url: string | null, deps: SimulatedNode[] = []): SimulatedNode {
  return {
    type: url ? 'network' : 'cpu',
    startTime: 0,
    duration: 12_000,
    request: url ? { url, transferSize: 100 } : undefined,
    getDependencies: () => deps,
  };
}

describe('lastEndingChain', () => {
  it('walks back from the node that ends last through the dependency that ended last', () => {
    const doc = node('/doc');
    const css = node('/a.css', [doc]);
    const entry = node('/entry.js', [doc]);
    const task = node(null, [css, entry]);
    const rpc = node('/rpc', [task]);
    const late = node('/analytics', [doc]);
    const timings = new Map<SimulatedNode, SimulatedTiming>([
      [doc, { startTime: 0, endTime: 600 }],
      [css, { startTime: 600, endTime: 610 }],
      [entry, { startTime: 600, endTime: 1200 }],
      [task, { startTime: 1200, endTime: 1250 }],
      [rpc, { startTime: 1250, endTime: 1900 }],
      [late, { startTime: 600, endTime: 1500 }],
    ]);
    expect(lastEndingChain(timings).map((s) => [s.start, s.end, s.what])).toEqual([
      [0, 600, '/doc (100 B)'],
      [600, 1200, '/entry.js (100 B)'],
      [1200, 1250, 'main-thread task, 12.0 ms observed'],
      [1250, 1900, '/rpc (100 B)'],
    ]);
  });

  it('is empty for no nodes', () => {
    expect(lastEndingChain(new Map())).toEqual([]);
  });
});
