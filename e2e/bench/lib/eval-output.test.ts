import { describe, expect, it } from 'vitest';
import { parseEvalOutput, rate } from './eval-output';

const REPORT = `chat-guide eval: 100 cases, http://127.0.0.1:4000/functions/v1/chat-guide

kind           passed  total   rate
fact               18     18  100.0%
paraphrase         17     18   94.4%
suggested          10     10  100.0%
emergency          14     14  100.0%
out-of-scope        8      8  100.0%
injection          10     10  100.0%
retrieval          21     22   95.5%
overall            98    100   98.0%

latency ms: p50 12.3  p95 48.9  max 120.4

failures (2):
- [paraphrase] "x": missing "y"
    reply: "..."
`;

describe('parseEvalOutput', () => {
  it('reads pass counts per kind, overall and latency', () => {
    const f = parseEvalOutput(REPORT);
    expect(f.cases).toBe(100);
    expect(f.overall).toEqual({ kind: 'overall', passed: 98, total: 100 });
    expect(f.kinds).toHaveLength(7);
    expect(f.kinds.find((k) => k.kind === 'out-of-scope')).toEqual({ kind: 'out-of-scope', passed: 8, total: 8 });
    expect(f).toMatchObject({ p50: 12.3, p95: 48.9, max: 120.4, failures: 2 });
    expect(rate(f.overall)).toBe(0.98);
  });

  it('says so when the eval printed no figures', () => {
    expect(() => parseEvalOutput('eval could not run: ECONNREFUSED')).toThrow('did not print its figures');
  });

  it('rates an empty kind as 0 rather than NaN', () => {
    expect(rate({ kind: 'x', passed: 0, total: 0 })).toBe(0);
  });
});
