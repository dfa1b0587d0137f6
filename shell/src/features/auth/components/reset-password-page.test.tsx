import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@app/shared';
import type { CheckResult, PasswordResult } from '@app/shared';

vi.mock('@app/shared', async (original) => ({
  ...(await original<typeof import('@app/shared')>()),
  startAuth: vi.fn(async () => undefined),
}));

const { AuthProvider, Toaster, forgetRecoveryLink, useAuthStore, useToastStore } = await import('@app/shared');
const { ResetPasswordPage } = await import('./reset-password-page');

const member = { id: 'u1', email: 'ada@example.com' } as never;

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/auth/reset${hash}`);
  const actions = {
    requestPasswordReset: vi.fn(async (): Promise<CheckResult> => ({ status: 'ok' })),
    updatePassword: vi.fn(async (): Promise<PasswordResult> => ({ status: 'updated' })),
  };
  render(
    <MemoryRouter initialEntries={['/auth/reset']}>
      <AuthProvider>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/auth/reset" element={<ResetPasswordPage actions={actions} />} />
        </Routes>
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { actions, user: userEvent.setup() };
}

beforeEach(() => {
  useAuthStore.setState({ loading: false, user: null, session: null });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => forgetRecoveryLink());

describe('ResetPasswordPage (docs/product.md#account)', () => {
  it('waits for the session', () => {
    useAuthStore.setState({ loading: true });
    renderAt('');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says an expired or used link is so, drops the fragment, and sends a new one', async () => {
    const { actions, user } = renderAt(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link has expired or was already used. Request a new one below.',
    );
    expect(screen.queryByText(/Email link is invalid/)).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If an account exists for this address'));
    expect(actions.requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
  });

  it('names other link errors without the provider text', () => {
    renderAt('#error=server_error&error_code=unexpected_failure&error_description=boom');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link did not work. Request a new one below.');
  });

  it('without a link, explains where it comes from and offers one', () => {
    renderAt('');
    expect(screen.getByText(/open the link in the password reset e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('after the reset link, sets the new password, toasts and goes home signed in', async () => {
    // What the page sees before supabase-js reads the fragment and signs the person in.
    window.history.replaceState(null, '', '/auth/reset#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery');
    useAuthStore.setState({ user: member });
    const { actions, user } = renderAt('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery');
    expect(screen.getByText('For ada@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'brand-new-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(actions.updatePassword).toHaveBeenCalledWith('brand-new-42');
    expect(screen.getByText('Your password was updated. You are signed in.')).toBeInTheDocument();
  });

  it('a member who came without a reset link is sent to the account settings instead', () => {
    useAuthStore.setState({ user: member });
    renderAt('');
    expect(screen.getByText(/You are signed in\. To change your password, go to your account settings\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
