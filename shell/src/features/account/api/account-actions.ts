import { loadAccountActions, paths, type CheckResult, type MailResult, type PasswordResult } from '@app/shared';

// The account calls of docs/product.md#account, loaded with the page that needs them. Links in
// the mails come back to this site's origin.

const origin = () => window.location.origin;

export const accountActions = {
  requestPasswordReset: async (email: string): Promise<CheckResult> =>
    (await loadAccountActions()).requestPasswordReset(email, `${origin()}${paths.resetPassword.getHref()}`),
  resendSignupConfirmation: async (email: string): Promise<MailResult> =>
    (await loadAccountActions()).resendSignupConfirmation(email, `${origin()}${paths.home.getHref()}`),
  verifyCurrentPassword: async (email: string, password: string): Promise<CheckResult> =>
    (await loadAccountActions()).verifyCurrentPassword(email, password),
  requestReauthentication: async (): Promise<MailResult> => (await loadAccountActions()).requestReauthentication(),
  updatePassword: async (password: string, nonce?: string): Promise<PasswordResult> =>
    (await loadAccountActions()).updatePassword(password, nonce),
  changeEmail: async (email: string): Promise<MailResult> =>
    (await loadAccountActions()).changeEmail(email, `${origin()}${paths.account.getHref()}`),
};

export type AccountActions = typeof accountActions;
