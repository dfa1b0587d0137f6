import { trackEvent } from '@app/shared';

/** Where a waitlist press came from: the only metadata a waitlist_join event carries. */
export type WaitlistSource = 'header' | 'mobile-menu' | 'hero' | 'pricing' | 'footer' | 'education';

/** Fire and forget: analytics must never hold up the visitor's way to /auth. */
export function recordWaitlistJoin(source: WaitlistSource): void {
  void trackEvent('waitlist_join', { source });
}
