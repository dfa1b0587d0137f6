import type { CLSMetric, INPMetric, LCPMetric, MetricType } from 'web-vitals';

/** The three reporters of the `web-vitals` package this page uses (injected in tests). */
export interface VitalsLibrary {
  onLCP(callback: (metric: LCPMetric) => void): void;
  onINP(callback: (metric: INPMetric) => void): void;
  onCLS(callback: (metric: CLSMetric) => void): void;
}

export type VitalName = 'lcp' | 'inp' | 'cls';

/**
 * Reports LCP, INP and CLS as web-vitals computes them for this page load (each once, when final:
 * LCP at the first input or when the page is hidden, INP and CLS when it is hidden). `pathOf`
 * says which path a value belongs to: LCP to the path the page was loaded on, INP and CLS to the
 * path on screen when they are reported.
 */
export function observeWebVitals(
  lib: VitalsLibrary,
  landingPath: string,
  currentPath: () => string,
  report: (metric: VitalName, value: number, path: string) => void,
): void {
  const forward = (name: VitalName, path: () => string) => (metric: MetricType) => {
    if (Number.isFinite(metric.value) && metric.value >= 0) report(name, metric.value, path());
  };
  lib.onLCP(forward('lcp', () => landingPath));
  lib.onINP(forward('inp', currentPath));
  lib.onCLS(forward('cls', currentPath));
}

/** Runs `fn` once the page has loaded and the browser is idle: off the landing page's critical path. */
export function afterLoadAndIdle(fn: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => fn(), { timeout: 5_000 });
    else win.setTimeout(fn, 1_000);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
