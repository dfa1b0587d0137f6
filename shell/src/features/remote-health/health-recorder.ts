// Remote health, real-user monitoring (issue 14, item 5; docs/analytics.md "Remote health").
// For a sampled page load, the shell records each remote's load (time, outcome, build version)
// and the page's Web Vitals, each attributed to a route pattern and the remote rendering it, and
// sends them to the track_remote_health RPC. Nothing personal goes with them: no user id, no
// access token (the anon key only), no user agent, no typed text. This module imports nothing,
// so the landing page pays only for its few lines.

export type LoadOutcome = 'ok' | 'failed' | 'timeout' | 'contract';
export type HealthMetric = 'load' | 'lcp' | 'inp' | 'cls';

/** One sample as track_remote_health takes it (the time is the server's). */
export interface HealthSample {
  remote: string;
  route: string;
  metric: HealthMetric;
  /** Loads only. */
  outcome?: LoadOutcome;
  /** Milliseconds, or the layout shift score for cls. */
  value: number;
  version: string | null;
}

export type HealthSendResult = { ok: true } | { ok: false; status: number; message: string };

export interface RecorderDeps {
  /** Whether this page load is in the sample; decided once per page load. */
  sampled: boolean;
  send(samples: HealthSample[], keepalive: boolean): Promise<HealthSendResult>;
  /** True while the page is hidden (being left): samples then go at once, with keepalive. */
  hidden?(): boolean;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  queueTask?(fn: () => void): void;
  logError?(message: string, detail: string): void;
}

export const RECORDER_LIMITS = {
  /** track_remote_health takes at most 20 samples a request. */
  batchSize: 20,
  /** Samples wait this long for others (the vitals come in at the end of a visit anyway). */
  flushDelayMs: 5_000,
  /** At most this many wait; past that new ones are dropped. */
  maxQueued: 100,
} as const;

export interface HealthRecorder {
  readonly sampled: boolean;
  record(sample: HealthSample): void;
  /** Sends what waits; `leaving`: the page is hidden or left, so keepalive. */
  flush(leaving?: boolean): Promise<void>;
  listen(doc: Document, win: Window): () => void;
  size(): number;
}

export function createHealthRecorder(deps: RecorderDeps): HealthRecorder {
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const queueTask = deps.queueTask ?? ((fn: () => void) => queueMicrotask(fn));
  const logError = deps.logError ?? ((message: string, detail: string) => console.error(message, detail));
  const hidden = deps.hidden ?? (() => false);

  let waiting: HealthSample[] = [];
  let timer: unknown = null;
  let leavingFlushQueued = false;

  async function flush(leaving = false): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    const batches: HealthSample[][] = [];
    for (let i = 0; i < waiting.length; i += RECORDER_LIMITS.batchSize) batches.push(waiting.slice(i, i + RECORDER_LIMITS.batchSize));
    waiting = [];
    await Promise.all(
      batches.map(async (batch) => {
        // One attempt: health samples are statistics, a lost batch is not worth a retry loop.
        const result = await deps.send(batch, leaving);
        if (!result.ok) logError('Remote health report failed:', `${result.message} (${batch.length} samples dropped)`);
      }),
    );
  }

  return {
    sampled: deps.sampled,
    record(sample) {
      if (!deps.sampled) return;
      if (waiting.length >= RECORDER_LIMITS.maxQueued) return;
      waiting.push(sample);
      if (hidden()) {
        // Reported while the page goes away (web-vitals reports CLS and INP then): send with
        // keepalive once the task that reports them all has run.
        if (!leavingFlushQueued) {
          leavingFlushQueued = true;
          queueTask(() => {
            leavingFlushQueued = false;
            void flush(true);
          });
        }
        return;
      }
      if (waiting.length >= RECORDER_LIMITS.batchSize) void flush(false);
      else if (timer === null) {
        timer = setTimer(() => {
          timer = null;
          void flush(false);
        }, RECORDER_LIMITS.flushDelayMs);
      }
    },
    flush,
    listen(doc, win) {
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') void flush(true);
      };
      const onPageHide = () => void flush(true);
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', onPageHide);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pagehide', onPageHide);
      };
    },
    size: () => waiting.length,
  };
}

/** The share of page loads recorded: the build's VITE_REMOTE_HEALTH_SAMPLE_RATE, 10% when unset or invalid. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * Reads a sample rate: a number from 0 to 1 ('0.25'), or a percentage ('25%'). Anything else is
 * the default, said once in the console so a mistyped setting does not go unnoticed.
 */
export function readSampleRate(raw: unknown, warn: (message: string) => void = (m) => console.warn(m)): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_SAMPLE_RATE;
  const text = String(raw).trim();
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  const rate = percent ? value / 100 : value;
  if (!Number.isFinite(rate) || rate < 0 || rate > 1 || text === '' || text === '%') {
    warn(
      `[remote health] sample rate ${JSON.stringify(text)} is not a number from 0 to 1 (or 0% to 100%); using ${DEFAULT_SAMPLE_RATE * 100}%`,
    );
    return DEFAULT_SAMPLE_RATE;
  }
  return rate;
}

/** One draw per page load: every sample of a sampled load is recorded, none of the others. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate >= 1 || (rate > 0 && random() < rate);
}

/**
 * The build version a remote's mf-manifest.json names (`metaData.buildInfo.buildVersion`, which
 * the federation build takes from MF_BUILD_VERSION), or null when it names none usable.
 */
export function manifestBuildVersion(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.length >= 1 && version.length <= 64 ? version : null;
}
