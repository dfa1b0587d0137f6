import { createHealthRecorder, isSampled, readSampleRate, type HealthRecorder, type LoadOutcome } from './health-recorder';
import { routeOwnerOf } from './route-owner';
import { postHealthSamples, readHealthEndpoint } from './send-health';
import { afterLoadAndIdle, observeWebVitals, type VitalsLibrary } from './web-vitals';

/**
 * A browser may set its own rate in localStorage under this key (a number from 0 to 1), e.g. a
 * team checking its deploy or an end-to-end test; otherwise the build's
 * VITE_REMOTE_HEALTH_SAMPLE_RATE, else 10%.
 */
export const SAMPLE_RATE_KEY = 'candor.remoteHealth.sampleRate';

let recorder: HealthRecorder | null = null;
/** The build version each remote's mf-manifest.json named when it loaded on this page. */
const versions = new Map<string, string | null>();

function storedRate(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(SAMPLE_RATE_KEY);
  } catch {
    return null; // storage blocked
  }
}

/** This page load's recorder: sampled or not, decided on first use. */
export function pageRecorder(): HealthRecorder {
  if (recorder) return recorder;
  const endpoint = readHealthEndpoint({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  const rate = readSampleRate(storedRate() ?? (import.meta.env.VITE_REMOTE_HEALTH_SAMPLE_RATE as unknown));
  const created = createHealthRecorder({
    sampled: isSampled(rate),
    send: (samples, keepalive) => postHealthSamples(endpoint, samples, keepalive),
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  });
  recorder = created;
  if (created.sampled && typeof document !== 'undefined' && typeof window !== 'undefined') {
    created.listen(document, window);
    startWebVitals(created, () => import('web-vitals'));
  }
  return created;
}

/** Records one remote load (called by the registry for every load that was not already done). */
export function noteRemoteLoad(load: { remote: string; outcome: LoadOutcome; durationMs: number; version: string | null }): void {
  try {
    if (load.version !== null || !versions.has(load.remote)) versions.set(load.remote, load.version);
    const path = typeof window === 'undefined' ? '/' : window.location.pathname;
    pageRecorder().record({
      remote: load.remote,
      route: routeOwnerOf(path).route,
      metric: 'load',
      outcome: load.outcome,
      value: Math.max(0, Math.round(load.durationMs)),
      version: load.version,
    });
  } catch (error) {
    console.error('Remote health report failed:', error instanceof Error ? error.message : error);
  }
}

/** Loads web-vitals once the page is loaded and idle, and records the three vitals. */
export function startWebVitals(target: HealthRecorder, load: () => Promise<VitalsLibrary>): void {
  const landingPath = window.location.pathname;
  afterLoadAndIdle(() => {
    load().then(
      (lib) =>
        observeWebVitals(
          lib,
          landingPath,
          () => window.location.pathname,
          (metric, value, path) => {
            const { route, remote } = routeOwnerOf(path);
            target.record({
              remote,
              route,
              metric,
              value: metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value),
              version: versions.get(remote) ?? null,
            });
          },
        ),
      (error: unknown) => console.error('Remote health report failed:', error instanceof Error ? error.message : error),
    );
  });
}

/** Tests only: forget this page's recorder and versions. */
export function resetRemoteHealthForTests(): void {
  recorder = null;
  versions.clear();
}
