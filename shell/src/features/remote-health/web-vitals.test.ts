import { describe, expect, it } from 'vitest';
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { createHealthRecorder, type HealthSample } from './health-recorder';
import { startWebVitals } from './remote-health';
import { observeWebVitals, type VitalsLibrary } from './web-vitals';

function fakeLibrary() {
  const callbacks: { lcp?: (m: LCPMetric) => void; inp?: (m: INPMetric) => void; cls?: (m: CLSMetric) => void } = {};
  const lib: VitalsLibrary = {
    onLCP: (cb) => (callbacks.lcp = cb),
    onINP: (cb) => (callbacks.inp = cb),
    onCLS: (cb) => (callbacks.cls = cb),
  };
  const metric = <T>(name: string, value: number) => ({ name, value }) as unknown as T;
  return { lib, callbacks, metric };
}

describe('web vitals', () => {
  it('attributes LCP to the path the page was loaded on, INP and CLS to the path on screen when reported', () => {
    const { lib, callbacks, metric } = fakeLibrary();
    const reported: [string, number, string][] = [];
    let path = '/';
    observeWebVitals(
      lib,
      '/',
      () => path,
      (name, value, p) => reported.push([name, value, p]),
    );
    path = '/search';
    callbacks.lcp!(metric<LCPMetric>('LCP', 1820.4));
    callbacks.inp!(metric<INPMetric>('INP', 96));
    callbacks.cls!(metric<CLSMetric>('CLS', 0.0123));
    expect(reported).toEqual([
      ['lcp', 1820.4, '/'],
      ['inp', 96, '/search'],
      ['cls', 0.0123, '/search'],
    ]);
  });

  it('loads web-vitals only after the page has loaded and the browser is idle, and records route and remote', async () => {
    const { lib, callbacks, metric } = fakeLibrary();
    const samples: HealthSample[] = [];
    const recorder = createHealthRecorder({ sampled: true, send: async (s) => (samples.push(...s), { ok: true }) });
    let loaded = false;
    window.history.replaceState(null, '', '/analytics');
    startWebVitals(recorder, async () => {
      loaded = true;
      return lib;
    });
    expect(loaded).toBe(false); // not synchronously, off the critical path
    await new Promise((r) => setTimeout(r, 1_100));
    expect(loaded).toBe(true);
    callbacks.lcp!(metric<LCPMetric>('LCP', 2400.6));
    callbacks.cls!(metric<CLSMetric>('CLS', 0.25049));
    await recorder.flush();
    expect(samples).toEqual([
      { remote: 'admin', route: '/analytics', metric: 'lcp', value: 2401, version: null },
      { remote: 'admin', route: '/analytics', metric: 'cls', value: 0.25, version: null },
    ]);
  });
});
