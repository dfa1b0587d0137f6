import { describe, expect, it } from 'vitest';
import { CallRecorder } from './call-recorder';

describe('CallRecorder', () => {
  it('counts requests and errors per call and in total', () => {
    const r = new CallRecorder();
    r.record('sign-in', 120);
    r.record('search', 10);
    r.record('search', 30, 'status 500: boom');
    r.record('search', 20);
    expect(r.requests).toBe(4);
    expect(r.errors).toBe(1);
    const [signIn, search] = r.figures();
    expect(signIn).toMatchObject({ call: 'sign-in', requests: 1, errors: 0, p50: 120, max: 120, errorSamples: [] });
    expect(search).toMatchObject({ call: 'search', requests: 3, errors: 1, p50: 20, p95: 30, max: 30 });
  });

  it('keeps only the first few distinct messages but counts repeats of kept ones', () => {
    const r = new CallRecorder(2);
    for (const m of ['a', 'b', 'a', 'c', 'c', 'b']) r.record('x', 1, m);
    const [x] = r.figures();
    expect(x!.errors).toBe(6);
    expect(x!.errorSamples).toEqual([
      { message: 'a', count: 2 },
      { message: 'b', count: 2 },
    ]);
  });
});
