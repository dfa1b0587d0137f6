// docs/product.md#guides: after navigating home, look for the target section at 300 ms, at 800 ms, then
// every 100 ms until it exists (the landing remote may still be loading). We stop after
// `giveUpAfterMs` so a section that never appears does not poll forever.

export const SCROLL_RETRY_FIRST_MS = 300;
export const SCROLL_RETRY_SECOND_MS = 800;
export const SCROLL_RETRY_INTERVAL_MS = 100;
export const SCROLL_RETRY_GIVE_UP_MS = 10_000;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ScrollRetryOptions<T> {
  /** Looks for the target; null while it does not exist yet. */
  find: () => T | null;
  /** Called once with the target when found. */
  onFound: (target: T) => void;
  /** Called once when the target never appeared within `giveUpAfterMs`. */
  onGiveUp?: () => void;
  giveUpAfterMs?: number;
  timers?: Timers;
}

/** The delay (from the start) of attempt number `attempt` (0-based): 300, 800, 900, 1000, ... */
export function attemptDelayMs(attempt: number): number {
  if (attempt <= 0) return SCROLL_RETRY_FIRST_MS;
  return SCROLL_RETRY_SECOND_MS + (attempt - 1) * SCROLL_RETRY_INTERVAL_MS;
}

/** Starts the attempts; returns a cancel function (call it on unmount or a new navigation). */
export function scheduleScrollRetry<T>({
  find,
  onFound,
  onGiveUp,
  giveUpAfterMs = SCROLL_RETRY_GIVE_UP_MS,
  timers = { setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms), clearTimeout: (h) => globalThis.clearTimeout(h as number) },
}: ScrollRetryOptions<T>): () => void {
  let handle: unknown;
  let cancelled = false;

  const schedule = (attempt: number) => {
    const delay = attemptDelayMs(attempt);
    if (delay > giveUpAfterMs) {
      onGiveUp?.();
      return;
    }
    const wait = attempt === 0 ? delay : delay - attemptDelayMs(attempt - 1);
    handle = timers.setTimeout(() => {
      if (cancelled) return;
      const target = find();
      if (target) onFound(target);
      else schedule(attempt + 1);
    }, wait);
  };

  schedule(0);
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}
