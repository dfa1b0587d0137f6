import { trackEvent } from '@app/shared';

/** Where a waitlist press came from: the only metadata a waitlist_join event carries. */
export type WaitlistSource = 'header' | 'mobile-menu' | 'hero' | 'pricing' | 'footer' | 'education';

/** Fire and forget: analytics must never hold up the visitor's way to /auth. */
export function recordWaitlistJoin(source: WaitlistSource): void {
  void trackEvent('waitlist_join', { source });
}

/**
 * Marks a waitlist link in the pre-rendered landing page: a press on it before the page is live
 * (no handler yet, the browser follows the link) is noted by shell/public/early-clicks.js
 * and recorded by the next page (shell/src/features/prerendered/early-waitlist-press.ts).
 */
export function waitlistSourceAttribute(source: WaitlistSource): { 'data-waitlist-source': WaitlistSource } {
  return { 'data-waitlist-source': source };
}
