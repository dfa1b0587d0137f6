import { describe, expect, it } from 'vitest';
import type { CallFigures } from './call-recorder';
import { compareRuns, PROBE_QUERY } from './hostile-member';

const fig = (call: string, p95: number, errors = 0): CallFigures => ({
  call,
  requests: 10,
  errors,
  errorSamples: [],
  count: 10,
  p50: p95 / 2,
  p95,
  max: p95 * 2,
});

describe('compareRuns', () => {
  it("puts each call's hostile p95 beside the calm one, in the calm run's order", () => {
    const rows = compareRuns([fig('search', 10), fig('categories', 4)], [fig('categories', 5, 1), fig('search', 11)]);
    expect(rows).toEqual([
      { call: 'search', calmP95: 10, hostileP95: 11, change: expect.closeTo(0.1, 6) as number, calmErrors: 0, hostileErrors: 0 },
      { call: 'categories', calmP95: 4, hostileP95: 5, change: expect.closeTo(0.25, 6) as number, calmErrors: 0, hostileErrors: 1 },
    ]);
  });
});

describe('PROBE_QUERY', () => {
  it("is issue 12's probe: a match filter with two back-references, URL-encoded", () => {
    expect(new URLSearchParams(PROBE_QUERY).get('body')).toBe(String.raw`match.(.*)(.*)\1\2`);
  });
});
