import { whenAuthReady } from '../auth/auth-store';
import { getSupabase } from '../lib/supabase-client';
import { pagePathOf } from './redact-search';

export type EventMetadata = Record<string, string | number | boolean | null>;

export interface TrackOptions {
  /** Defaults to the current location, with typed text redacted. */
  pagePath?: string;
}

/**
 * Records one analytics event (SPEC §7 call 6). Waits for the first auth
 * answer so user_id is right; failures are only logged, never shown.
 */
export async function trackEvent(
  eventType: string,
  metadata?: EventMetadata | null,
  options: TrackOptions = {},
): Promise<void> {
  try {
    const { user } = await whenAuthReady();
    const supabase = await getSupabase();
    const { error } = await supabase.from('analytics_events').insert({
      event_type: eventType,
      page_path: options.pagePath ?? pagePathOf(window.location),
      referrer: document.referrer || null,
      user_agent: navigator.userAgent,
      user_id: user?.id ?? null,
      metadata: metadata ?? null,
    });
    if (error) console.error('Analytics tracking failed:', error.message);
  } catch (error) {
    console.error('Analytics tracking failed:', error instanceof Error ? error.message : error);
  }
}

export function trackPageView(location: { pathname: string; search: string }): Promise<void> {
  return trackEvent('page_view', null, { pagePath: pagePathOf(location) });
}
