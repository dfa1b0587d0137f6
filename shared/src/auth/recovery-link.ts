// Whether this tab arrived through a password reset link (docs/product.md#account). /auth/reset
// offers a new password without the current one only then: any other signed-in visit goes through
// the account page, which asks for it. Kept for the tab (a reload still works) until the password
// is set; noted before supabase-js reads and empties the fragment.

const KEY = 'candor:recovery-link';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called with the page's fragment before the client reads it. */
export function noteRecoveryLink(hash: string): void {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('type') === 'recovery' && params.has('access_token')) storage()?.setItem(KEY, '1');
}

export function cameFromRecoveryLink(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function forgetRecoveryLink(): void {
  storage()?.removeItem(KEY);
}
