import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = {
  resetPasswordForEmail: vi.fn(),
  resend: vi.fn(),
  signInWithPassword: vi.fn(),
  reauthenticate: vi.fn(),
  updateUser: vi.fn(),
};
vi.mock('../lib/supabase-client', () => ({ getSupabase: vi.fn(async () => ({ auth })) }));

const actions = await import('./account-actions');
const { ACCOUNT_MESSAGES, mapAccountError, secondsToWait } = actions;

const wait42 = {
  name: 'AuthApiError',
  status: 429,
  code: 'over_email_send_rate_limit',
  message: 'For security purposes, you can only request this after 42 seconds.',
};
const unexpected = 'An unexpected error occurred. Please try again.';

beforeEach(() => vi.clearAllMocks());

describe('account actions (docs/product.md#account)', () => {
  it('asks for a reset mail with the redirect, and answers the same whatever the provider says', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await expect(actions.requestPasswordReset('a@b.co', 'http://localhost:3000/auth/reset')).resolves.toEqual({ status: 'ok' });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.co', { redirectTo: 'http://localhost:3000/auth/reset' });
    // The wait between mails exists only for an address with an account: saying so would tell who has one.
    auth.resetPasswordForEmail.mockResolvedValue({ data: null, error: wait42 });
    await expect(actions.requestPasswordReset('a@b.co', '/')).resolves.toEqual({ status: 'ok' });
    auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 },
    });
    await expect(actions.requestPasswordReset('a@b.co', '/')).resolves.toEqual({ status: 'error', message: unexpected });
    auth.resetPasswordForEmail.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(actions.requestPasswordReset('a@b.co', '/')).resolves.toEqual({ status: 'error', message: unexpected });
  });

  it('resends the sign-up confirmation and turns the wait between mails into seconds', async () => {
    auth.resend.mockResolvedValue({ data: {}, error: null });
    await expect(actions.resendSignupConfirmation('a@b.co', 'http://localhost:3000/')).resolves.toEqual({ status: 'sent' });
    expect(auth.resend).toHaveBeenCalledWith({ type: 'signup', email: 'a@b.co', options: { emailRedirectTo: 'http://localhost:3000/' } });
    auth.resend.mockResolvedValue({ data: null, error: wait42 });
    await expect(actions.resendSignupConfirmation('a@b.co', '/')).resolves.toEqual({ status: 'wait', seconds: 43 });
    auth.resend.mockResolvedValue({
      data: null,
      error: { name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' },
    });
    await expect(actions.resendSignupConfirmation('a@b.co', '/')).resolves.toEqual({
      status: 'error',
      message: ACCOUNT_MESSAGES.tooManyRequests,
    });
  });

  it('checks the current password by signing in again', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { session: {} }, error: null });
    await expect(actions.verifyCurrentPassword('a@b.co', 'secret1')).resolves.toEqual({ status: 'ok' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret1' });
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    await expect(actions.verifyCurrentPassword('a@b.co', 'nope')).resolves.toEqual({
      status: 'error',
      message: 'Your current password is incorrect.',
    });
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    await expect(actions.verifyCurrentPassword('a@b.co', 'nope')).resolves.toEqual({
      status: 'error',
      message: ACCOUNT_MESSAGES.tooManyRequests,
    });
  });

  it('updates the password, with the code when given, and reports when the provider asks for one', async () => {
    auth.updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    await expect(actions.updatePassword('new-secret')).resolves.toEqual({ status: 'updated' });
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'new-secret' });
    await actions.updatePassword('new-secret', '123456');
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'new-secret', nonce: '123456' });
    auth.updateUser.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
    });
    await expect(actions.updatePassword('new-secret')).resolves.toEqual({ status: 'reauthenticate' });
    auth.updateUser.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
    });
    await expect(actions.updatePassword('new-secret', '000000')).resolves.toEqual({ status: 'error', message: ACCOUNT_MESSAGES.wrongCode });
  });

  it('asks for a code and for a change of e-mail', async () => {
    auth.reauthenticate.mockResolvedValue({ data: {}, error: null });
    await expect(actions.requestReauthentication()).resolves.toEqual({ status: 'sent' });
    auth.reauthenticate.mockResolvedValue({
      data: {},
      error: { ...wait42, message: 'For security purposes, you can only request this after 7 seconds.' },
    });
    await expect(actions.requestReauthentication()).resolves.toEqual({ status: 'wait', seconds: 8 });
    auth.updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    await expect(actions.changeEmail('new@b.co', 'http://localhost:3000/account')).resolves.toEqual({ status: 'sent' });
    expect(auth.updateUser).toHaveBeenCalledWith({ email: 'new@b.co' }, { emailRedirectTo: 'http://localhost:3000/account' });
    auth.updateUser.mockResolvedValue({
      data: {},
      error: {
        name: 'AuthApiError',
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      },
    });
    await expect(actions.changeEmail('taken@b.co', '/')).resolves.toEqual({
      status: 'error',
      message: 'Another account already uses this e-mail address.',
    });
  });

  it('maps every provider answer to our words, never the raw text', () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'AuthApiError', status: 422, code: 'same_password', message: 'New password should be different from the old password.' },
        ACCOUNT_MESSAGES.samePassword,
      ],
      [
        { name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', message: 'Password is known to be weak' },
        ACCOUNT_MESSAGES.weakPassword,
      ],
      [{ name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' }, ACCOUNT_MESSAGES.sessionExpired],
      [
        { name: 'AuthApiError', status: 403, code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature' },
        ACCOUNT_MESSAGES.sessionExpired,
      ],
      [
        { name: 'AuthApiError', status: 400, code: 'email_address_invalid', message: 'Email address "x" is invalid' },
        'Please enter a valid email address',
      ],
      [{ name: 'AuthApiError', status: 400, code: 'something_new', message: 'A message nobody planned for' }, unexpected],
      [{ name: 'AuthApiError', status: 503, message: 'upstream down' }, unexpected],
    ];
    for (const [error, message] of cases) expect(mapAccountError(error)).toBe(message);
    // One more than written: the provider rounds the time left down.
    expect(secondsToWait(wait42)).toBe(43);
    expect(secondsToWait({ status: 400, message: 'Invalid login credentials' })).toBeNull();
  });
});
