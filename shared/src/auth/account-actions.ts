import { getSupabase } from '../lib/supabase-client';
import { AUTH_MESSAGES, isUnexpectedAuthError, type ProviderAuthError } from './auth-errors';

// The account e-mails and changes of docs/product.md#account, through the one client. Loaded on
// demand (loadAccountActions): nothing here is on the landing page's critical path. No raw
// provider message reaches the screen: each answer is mapped to one of ACCOUNT_MESSAGES.

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current password.',
  weakPassword: 'This password is too weak. Please choose a stronger one.',
  wrongCode: 'That code is wrong or has expired. Enter the code from our newest e-mail, or send a new one.',
  emailTaken: 'Another account already uses this e-mail address.',
  invalidEmail: 'Please enter a valid email address',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** A mail was sent; or the provider's minimum gap between mails is not over (docs/product.md#account). */
export type MailResult = { status: 'sent' } | { status: 'wait'; seconds: number } | { status: 'error'; message: string };
export type PasswordResult = { status: 'updated' } | { status: 'reauthenticate' } | { status: 'error'; message: string };
export type CheckResult = { status: 'ok' } | { status: 'error'; message: string };

interface CodedAuthError extends ProviderAuthError {
  code?: string;
}

/**
 * "For security purposes, you can only request this after 42 seconds." → 43: the provider rounds
 * what is left down (42.7 s reads "42"), so a countdown of the number as written would end before
 * the provider allows the next mail, and that press would be refused again.
 */
export function secondsToWait(error: CodedAuthError): number | null {
  if (error.status !== 429 && error.code !== 'over_email_send_rate_limit') return null;
  const match = /only request this after (\d+) seconds?/i.exec(error.message ?? '');
  return match?.[1] ? Number(match[1]) + 1 : null;
}

/** Every provider answer of these calls, in the words of docs/product.md#errors. */
export function mapAccountError(error: CodedAuthError): string {
  if (isUnexpectedAuthError(error)) return AUTH_MESSAGES.unexpected;
  const message = error.message ?? '';
  switch (error.code) {
    case 'same_password':
      return ACCOUNT_MESSAGES.samePassword;
    case 'weak_password':
      return ACCOUNT_MESSAGES.weakPassword;
    case 'reauthentication_not_valid':
      return ACCOUNT_MESSAGES.wrongCode;
    case 'email_exists':
      return ACCOUNT_MESSAGES.emailTaken;
    case 'email_address_invalid':
    case 'validation_failed':
      return ACCOUNT_MESSAGES.invalidEmail;
    case 'session_not_found':
    case 'session_expired':
    case 'bad_jwt':
    case 'user_not_found':
      return ACCOUNT_MESSAGES.sessionExpired;
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return ACCOUNT_MESSAGES.tooManyRequests;
    default:
      break;
  }
  if (error.name === 'AuthSessionMissingError' || message.includes('Auth session missing')) return ACCOUNT_MESSAGES.sessionExpired;
  if (message.includes('already been registered')) return ACCOUNT_MESSAGES.emailTaken;
  if (error.status === 429) return ACCOUNT_MESSAGES.tooManyRequests;
  if (error.status === 401 || error.status === 403) return ACCOUNT_MESSAGES.sessionExpired;
  return AUTH_MESSAGES.unexpected;
}

function mailResult(error: CodedAuthError | null): MailResult {
  if (!error) return { status: 'sent' };
  const seconds = secondsToWait(error);
  if (seconds !== null) return { status: 'wait', seconds };
  return { status: 'error', message: mapAccountError(error) };
}

const unexpected = { status: 'error', message: AUTH_MESSAGES.unexpected } as const;

/**
 * Forgot password: the answer is the same whether or not the address has an account (a
 * provider refusal, even the wait between mails, would tell who has one); only a failure to
 * reach the provider is reported.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<CheckResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error && isUnexpectedAuthError(error)) return unexpected;
    return { status: 'ok' };
  } catch {
    return unexpected;
  }
}

/** The sign-up confirmation mail again, under the provider's minimum gap between mails. */
export async function resendSignupConfirmation(email: string, emailRedirectTo: string): Promise<MailResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
    return mailResult(error);
  } catch {
    return unexpected;
  }
}

/**
 * Proves the current password by signing in with it again: GoTrue has no other check, and a
 * fresh sign-in of the same member only renews the session.
 */
export async function verifyCurrentPassword(email: string, password: string): Promise<CheckResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (!error) return { status: 'ok' };
    if ((error.message ?? '').includes('Invalid login credentials'))
      return { status: 'error', message: ACCOUNT_MESSAGES.wrongCurrentPassword };
    return { status: 'error', message: mapAccountError(error) };
  } catch {
    return unexpected;
  }
}

/** Mails the member a code (the nonce) to confirm a password change. */
export async function requestReauthentication(): Promise<MailResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.reauthenticate();
    return mailResult(error);
  } catch {
    return unexpected;
  }
}

/** Sets a new password; 'reauthenticate' when the provider asks for an e-mailed code first. */
export async function updatePassword(password: string, nonce?: string): Promise<PasswordResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser(nonce ? { password, nonce } : { password });
    if (!error) return { status: 'updated' };
    if ((error as CodedAuthError).code === 'reauthentication_needed') return { status: 'reauthenticate' };
    return { status: 'error', message: mapAccountError(error) };
  } catch {
    return unexpected;
  }
}

/** Asks for a change of e-mail: confirmation links go out (see AUTH_SETTINGS.doubleConfirmChanges). */
export async function changeEmail(email: string, emailRedirectTo: string): Promise<MailResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo });
    return mailResult(error);
  } catch {
    return unexpected;
  }
}
