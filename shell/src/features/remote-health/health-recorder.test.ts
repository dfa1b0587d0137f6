import { describe, expect, it, vi } from 'vitest';
import {
  createHealthRecorder,
  DEFAULT_SAMPLE_RATE,
  isSampled,
  manifestBuildVersion,
  readSampleRate,
  RECORDER_LIMITS,
  type HealthSample,
  type RecorderDeps,
} from './health-recorder';
import { routeOwnerOf } from './route-owner';

const load = (value: number): HealthSample => ({
  remote: 'library',
  route: '/search',
  metric: 'load',
  outcome: 'ok',
  value,
  version: '1.2.0',
});

function harness(overrides: Partial<RecorderDeps> = {}) {
  const sent: { samples: HealthSample[]; keepalive: boolean }[] = [];
  const timers: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const errors: string[] = [];
  const recorder = createHealthRecorder({
    sampled: true,
    send: async (samples, keepalive) => {
      sent.push({ samples, keepalive });
      return { ok: true };
    },
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
    queueTask: (fn) => tasks.push(fn),
    logError: (m, d) => errors.push(`${m} ${d}`),
    ...overrides,
  });
  return { recorder, sent, timers, tasks, errors };
}

describe('sample rate', () => {
  it('is 10% by default, and when the setting is empty', () => {
    expect(DEFAULT_SAMPLE_RATE).toBe(0.1);
    expect(readSampleRate(undefined)).toBe(0.1);
    expect(readSampleRate('')).toBe(0.1);
  });

  it('reads a fraction or a percentage', () => {
    expect(readSampleRate('0.25')).toBe(0.25);
    expect(readSampleRate('25%')).toBe(0.25);
    expect(readSampleRate('1')).toBe(1);
    expect(readSampleRate('0')).toBe(0);
  });

  it('says so and uses 10% for a setting that is not a rate', () => {
    const warn = vi.fn();
    for (const bad of ['ten', '1.5', '-0.1', '150%', '%']) expect(readSampleRate(bad, warn)).toBe(0.1);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0]![0]).toMatch(/sample rate "ten" is not a number from 0 to 1.*using 10%/);
  });

  it('draws once: a page load is in the sample when the draw falls under the rate', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0.1, () => 0.7)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    // Over many draws the share is the rate.
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const hits = Array.from({ length: 20_000 }, () => isSampled(0.1, random)).filter(Boolean).length;
    expect(hits / 20_000).toBeGreaterThan(0.09);
    expect(hits / 20_000).toBeLessThan(0.11);
  });
});

describe('recorder', () => {
  it('records nothing on a page load outside the sample', async () => {
    const h = harness({ sampled: false });
    h.recorder.record(load(10));
    await h.recorder.flush(true);
    expect(h.recorder.size()).toBe(0);
    expect(h.sent).toEqual([]);
    expect(h.timers).toEqual([]);
  });

  it('sends after a short wait, and at once when a batch is full', async () => {
    const h = harness();
    h.recorder.record(load(1));
    expect(h.sent).toEqual([]);
    expect(h.timers).toHaveLength(1);
    h.timers[0]!();
    await Promise.resolve();
    expect(h.sent).toEqual([{ samples: [load(1)], keepalive: false }]);
    for (let i = 0; i < RECORDER_LIMITS.batchSize; i += 1) h.recorder.record(load(i));
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]!.samples).toHaveLength(20);
  });

  it('flushes with keepalive when the page is hidden or left, in batches of 20', async () => {
    const h = harness();
    const stop = h.recorder.listen(document, window);
    for (let i = 0; i < 25; i += 1) h.recorder.record(load(i));
    expect(h.sent).toHaveLength(1); // the full batch went at once
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(h.sent.map((s) => [s.samples.length, s.keepalive])).toEqual([
      [20, false],
      [5, true],
    ]);
    stop();
  });

  it('sends a value reported while the page is hidden at once, after the reporting task', async () => {
    let hidden = false;
    const h = harness({ hidden: () => hidden });
    hidden = true;
    h.recorder.record({ remote: 'marketing', route: '/', metric: 'cls', value: 0.02, version: null });
    h.recorder.record({ remote: 'marketing', route: '/', metric: 'inp', value: 120, version: null });
    expect(h.tasks).toHaveLength(1);
    h.tasks[0]!();
    await Promise.resolve();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]!.keepalive).toBe(true);
    expect(h.sent[0]!.samples.map((s) => s.metric)).toEqual(['cls', 'inp']);
  });

  it('tries once: a failed batch is dropped and said in the console', async () => {
    let calls = 0;
    const h = harness({
      send: async () => {
        calls += 1;
        return { ok: false, status: 429, message: 'Too many analytics events from this address' };
      },
    });
    h.recorder.record(load(3));
    await h.recorder.flush();
    await h.recorder.flush();
    expect(calls).toBe(1);
    expect(h.errors).toEqual(['Remote health report failed: Too many analytics events from this address (1 samples dropped)']);
  });

  it('keeps at most 100 waiting samples', () => {
    const h = harness({ send: () => new Promise(() => undefined) });
    for (let i = 0; i < 150; i += 1) h.recorder.record({ ...load(i), metric: 'lcp', outcome: undefined });
    // Full batches went out at once; never more than the limit waits.
    expect(h.recorder.size()).toBeLessThanOrEqual(RECORDER_LIMITS.maxQueued);
  });
});

describe('what a sample is attributed to', () => {
  it('the route pattern and its owner, never a typed address', () => {
    expect(routeOwnerOf('/')).toEqual({ route: '/', remote: 'marketing' });
    expect(routeOwnerOf('/privacy-policy')).toEqual({ route: '/privacy-policy', remote: 'marketing' });
    expect(routeOwnerOf('/resources/chlamydia')).toEqual({ route: '/resources/*', remote: 'library' });
    expect(routeOwnerOf('/search')).toEqual({ route: '/search', remote: 'library' });
    expect(routeOwnerOf('/analytics')).toEqual({ route: '/analytics', remote: 'admin' });
    expect(routeOwnerOf('/auth')).toEqual({ route: '/auth', remote: 'shell' });
    expect(routeOwnerOf('/jane.doe@example.com')).toEqual({ route: '/*', remote: 'shell' });
  });

  it('the build version in mf-manifest.json', () => {
    expect(manifestBuildVersion({ metaData: { buildInfo: { buildVersion: '2025.09.01-abc123' } } })).toBe('2025.09.01-abc123');
    expect(manifestBuildVersion({ metaData: {} })).toBeNull();
    expect(manifestBuildVersion({ metaData: { buildInfo: { buildVersion: 'x'.repeat(65) } } })).toBeNull();
    expect(manifestBuildVersion(null)).toBeNull();
  });
});
