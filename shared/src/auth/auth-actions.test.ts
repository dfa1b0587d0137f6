import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = { signUp: vi.fn(), signInWithPassword: vi.fn(), signOut: vi.fn() };
vi.mock('../lib/supabase-client', () => ({ getSupabase: vi.fn(async () => ({ auth })) }));
const trackEvent = vi.fn();
vi.mock('../analytics/track-event', () => ({ trackEvent: (...args: unknown[]) => trackEvent(...args) }));

const { signInWithEmail, signUpWithEmail } = await import('./auth-actions');

describe('auth actions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('signs up with the redirect and records user_signup with the e-mail', async () => {
    auth.signUp.mockResolvedValue({ data: { user: { id: 'u', identities: [{ id: 'i' }] }, session: null }, error: null });
    await expect(signUpWithEmail('a@b.co', 'secret1', 'http://localhost:3000/')).resolves.toEqual({ ok: true });
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.co',
      password: 'secret1',
      options: { emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(trackEvent).toHaveBeenCalledWith('user_signup', { email: 'a@b.co' });
  });

  it('treats a user without identities as an existing account', async () => {
    auth.signUp.mockResolvedValue({ data: { user: { id: 'fake', identities: [] }, session: null }, error: null });
    await expect(signUpWithEmail('a@b.co', 'secret1', '/')).resolves.toEqual({
      ok: false,
      message: 'An account with this email already exists. Please sign in instead.',
    });
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('maps provider errors and thrown failures', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 },
    });
    await expect(signInWithEmail('a@b.co', 'wrong-pw')).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password. Please check your credentials and try again.',
    });
    auth.signInWithPassword.mockRejectedValue(new Error('boom'));
    await expect(signInWithEmail('a@b.co', 'wrong-pw')).resolves.toEqual({
      ok: false,
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('records user_signin after a successful sign-in', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { session: {} }, error: null });
    await expect(signInWithEmail('a@b.co', 'secret1')).resolves.toEqual({ ok: true });
    expect(trackEvent).toHaveBeenCalledWith('user_signin');
  });
});

describe('sign-in of an unconfirmed address', () => {
  it('shows the provider message and marks it, so the page can offer to resend the mail', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', message: 'Email not confirmed', status: 400, code: 'email_not_confirmed' },
    });
    await expect(signInWithEmail('a@b.co', 'secret1')).resolves.toEqual({
      ok: false,
      message: 'Email not confirmed',
      reason: 'email-not-confirmed',
    });
  });
});
