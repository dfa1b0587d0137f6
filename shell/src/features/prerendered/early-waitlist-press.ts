import { trackEvent } from '@app/shared';

/** Where public/early-clicks.js notes a waitlist press made on the pre-rendered landing page. */
export const EARLY_WAITLIST_PRESS_KEY = 'candor:early-waitlist-press';

/** A source as marketing names them (header, hero, pricing, …): anything else is not ours. */
const SOURCE = /^[a-z][a-z-]{0,31}$/;

/**
 * Records, once, the waitlist press noted by public/early-clicks.js: a press on a waitlist link
 * of the pre-rendered landing page before it was live, which the browser followed with no handler
 * to record it (docs/product.md#analytics, waitlist_join). Run at the start of every page.
 */
export function recordEarlyWaitlistPress(storage: Storage | undefined = globalThis.sessionStorage): void {
  let source: string | null = null;
  try {
    source = storage?.getItem(EARLY_WAITLIST_PRESS_KEY) ?? null;
    storage?.removeItem(EARLY_WAITLIST_PRESS_KEY);
  } catch {
    return;
  }
  // The press was made on the landing page, which the browser has left since.
  if (source && SOURCE.test(source)) trackEvent('waitlist_join', { source }, { pagePath: '/' });
}
