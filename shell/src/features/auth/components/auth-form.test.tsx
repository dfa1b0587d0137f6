import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthForm } from './auth-form';

function setup(onSubmit = vi.fn(async () => ({ ok: true as const })), mode: 'sign-in' | 'sign-up' = 'sign-in') {
  const onSuccess = vi.fn();
  render(<AuthForm mode={mode} onSubmit={onSubmit} onSuccess={onSuccess} />);
  return { onSubmit, onSuccess, user: userEvent.setup() };
}

describe('AuthForm', () => {
  it('shows the first failing validation message and does not call the provider', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), 'person@localhost');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed credentials and shows the busy label meanwhile', async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    const { onSuccess, user } = setup(onSubmit, 'sign-up');
    await user.type(screen.getByLabelText('Email'), '  new@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith('new@example.com', 'secret123');
    finish({ ok: true });
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows the provider error and clears it on the next submit', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'Invalid email or password. Please check your credentials and try again.' })
      .mockImplementationOnce(() => new Promise(() => undefined));
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a press whose work fails unexpectedly (a part of the page that did not arrive) says so, and the next press tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const { onSuccess, user } = setup(onSubmit);
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('Sign-in form failed:', 'Failed to fetch dynamically imported module');
    error.mockRestore();
  });
});

describe('AuthForm: resend confirmation (docs/product.md#account)', () => {
  it('after a sign-up, offers to resend the mail once the wait between mails is over', async () => {
    const onResend = vi.fn(async () => ({ status: 'sent' as const }));
    render(<AuthForm mode="sign-up" onSubmit={async () => ({ ok: true })} onSuccess={() => undefined} onResendConfirmation={onResend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('We sent a confirmation link to new@example.com. No e-mail? Check your spam folder, or send it again.'),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /^Resend confirmation e-mail \(\d+ s\)$/ });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
  });

  it('when sign-in is refused for an unconfirmed address, keeps the message and offers to resend', async () => {
    const onResend = vi.fn(async () => ({ status: 'sent' as const }));
    const onSubmit = vi.fn(async () => ({ ok: false as const, message: 'Email not confirmed', reason: 'email-not-confirmed' as const }));
    render(<AuthForm mode="sign-in" onSubmit={onSubmit} onSuccess={() => undefined} onResendConfirmation={onResend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'pending@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email not confirmed$/);
    expect(screen.getByText('Confirm your e-mail address with the link we sent you, or send it again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(onResend).toHaveBeenCalledExactlyOnceWith('pending@example.com');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We sent a new confirmation link to pending@example.com.'));
  });

  it('offers nothing for other sign-in failures', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      message: 'Invalid email or password. Please check your credentials and try again.',
    }));
    render(<AuthForm mode="sign-in" onSubmit={onSubmit} onSuccess={() => undefined} onResendConfirmation={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: /Resend confirmation/ })).not.toBeInTheDocument();
  });
});
