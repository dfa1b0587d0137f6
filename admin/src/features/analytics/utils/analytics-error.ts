/** What the dashboard says for each failure (docs/product.md#errors, dashboard rows). */
export const ANALYTICS_MESSAGES = {
  notLoggedIn: 'You must be logged in to view analytics.',
  notAdmin: 'You must be an admin to view analytics.',
  failed: 'Failed to load analytics data.',
  unexpected: 'An unexpected error occurred.',
} as const;

export type AnalyticsErrorKind = 'not-admin' | 'failed' | 'unexpected';

/** The shape of an error answered by the data API (PostgREST), as supabase-js passes it on. */
export interface ApiErrorLike {
  message: string;
  code?: string | null;
}

/**
 * An error the data API answered with. Anything else a call throws (network
 * code crashing, a bad answer) is an unexpected error, not an API error.
 */
export class AnalyticsApiError extends Error {
  readonly code: string | null;

  constructor(error: ApiErrorLike) {
    super(error.message);
    this.name = 'AnalyticsApiError';
    this.code = error.code ?? null;
  }
}

// 42501 is what the RPC raises for non-admins (PostgREST answers 401/403 with it);
// PGRST301 is an access token PostgREST could not verify.
const PERMISSION_CODES = new Set(['PGRST301', '42501']);

export function analyticsErrorKind(error: unknown): AnalyticsErrorKind {
  if (!(error instanceof AnalyticsApiError)) return 'unexpected';
  if (error.message.toLowerCase().includes('permission denied')) return 'not-admin';
  if (error.code && PERMISSION_CODES.has(error.code)) return 'not-admin';
  return 'failed';
}

export function analyticsErrorMessage(error: unknown): string {
  const kind = analyticsErrorKind(error);
  if (kind === 'not-admin') return ANALYTICS_MESSAGES.notAdmin;
  if (kind === 'failed') return ANALYTICS_MESSAGES.failed;
  return ANALYTICS_MESSAGES.unexpected;
}
