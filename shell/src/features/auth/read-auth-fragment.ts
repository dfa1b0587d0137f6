/**
 * What the provider put in the fragment of a mailed link's redirect: an error (an expired or used
 * link is `error_code=otp_expired`), or the note that one of two e-mail-change links was followed.
 * A session fragment (`access_token`) is supabase-js's to read, so it is ignored here.
 */
export type AuthFragment = { kind: 'expired' } | { kind: 'failed' } | { kind: 'half-confirmed' } | null;

export function readAuthFragment(hash: string): AuthFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('access_token')) return null;
  if (params.has('error') || params.has('error_code') || params.has('error_description')) {
    return params.get('error_code') === 'otp_expired' ? { kind: 'expired' } : { kind: 'failed' };
  }
  if (params.get('message')) return { kind: 'half-confirmed' };
  return null;
}

/** Drops the fragment once read, so a reload does not show the notice again. */
export function clearFragment(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}
