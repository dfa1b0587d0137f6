/**
 * "The page's main content is on screen." The shell marks it when a route's
 * remote has rendered; work that can wait (the Supabase session on a public
 * page) waits for it, so it never competes with the largest paint.
 */
let ready = false;
const waiters: (() => void)[] = [];

/** Name of the performance mark set when the live page is on screen (read by the benchmarks). */
export const CONTENT_READY_MARK = 'candor:content-ready';

export function markContentReady(): void {
  if (ready) return;
  ready = true;
  performance.mark?.(CONTENT_READY_MARK);
  for (const resolve of waiters.splice(0)) resolve();
}

export function whenContentReady(fallbackMs = 3000): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    waiters.push(resolve);
    setTimeout(resolve, fallbackMs);
  });
}
