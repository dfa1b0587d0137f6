import { trackEvent } from '../analytics/track-event';
import { getSupabase } from '../lib/supabase-client';
import { AUTH_MESSAGES, isEmailNotConfirmed, mapSignInError, mapSignUpError } from './auth-errors';

/** `reason` marks a sign-in refused for an unconfirmed address (docs/product.md#account). */
export type AuthActionResult = { ok: true } | { ok: false; message: string; reason?: 'email-not-confirmed' };

export async function signUpWithEmail(email: string, password: string, emailRedirectTo: string): Promise<AuthActionResult> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo } });
    if (error) return { ok: false, message: mapSignUpError(error) };
    // With confirmations on, GoTrue answers a taken address with a user that has
    // no identities instead of an error; tell the person to sign in instead.
    if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
      return { ok: false, message: AUTH_MESSAGES.alreadyRegistered };
    }
    void trackEvent('user_signup', { email });
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

export async function signInWithEmail(email: string, password: string): Promise<AuthActionResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      const message = mapSignInError(error);
      return isEmailNotConfirmed(error) ? { ok: false, message, reason: 'email-not-confirmed' } : { ok: false, message };
    }
    void trackEvent('user_signin');
    return { ok: true };
  } catch {
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

export async function signOutEverywhere(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) console.error('Sign out failed:', error.message);
}
