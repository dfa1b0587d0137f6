/** Maps provider auth messages to what docs/product.md#errors tells the user. */

export const AUTH_MESSAGES = {
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  confirmationWait: 'Please wait a moment before requesting another confirmation email. Check your inbox for the previous email.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  checkEmail: 'Check your email for a confirmation link!',
  welcomeBack: 'Welcome back!',
} as const;

export interface ProviderAuthError {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

/** Network failures and unparseable answers are "unexpected": their raw text helps nobody. */
export function isUnexpectedAuthError(error: ProviderAuthError): boolean {
  return (
    !error.message ||
    error.name === 'AuthRetryableFetchError' ||
    error.name === 'AuthUnknownError' ||
    (typeof error.status === 'number' && error.status >= 500)
  );
}

export function mapSignUpError(error: ProviderAuthError): string {
  if (isUnexpectedAuthError(error)) return AUTH_MESSAGES.unexpected;
  const message = error.message ?? '';
  if (message.includes('User already registered')) return AUTH_MESSAGES.alreadyRegistered;
  if (message.toLowerCase().includes('you can only request this after')) return AUTH_MESSAGES.confirmationWait;
  return message;
}

export function mapSignInError(error: ProviderAuthError): string {
  if (isUnexpectedAuthError(error)) return AUTH_MESSAGES.unexpected;
  const message = error.message ?? '';
  if (message.includes('Invalid login credentials')) return AUTH_MESSAGES.invalidCredentials;
  return message;
}

/** Sign-in refused because the address is not confirmed yet: the page offers to resend the mail. */
export function isEmailNotConfirmed(error: ProviderAuthError): boolean {
  return error.code === 'email_not_confirmed' || (error.message ?? '').includes('Email not confirmed');
}
