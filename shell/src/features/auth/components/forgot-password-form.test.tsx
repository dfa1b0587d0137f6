import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckResult } from '@app/shared';
import { ForgotPasswordForm } from './forgot-password-form';

const neutral = 'If an account exists for this address, we have sent it a link to set a new password. Check your inbox.';

describe('ForgotPasswordForm (docs/product.md#account)', () => {
  it('checks the e-mail with the sign-in rules before asking the provider', async () => {
    const onRequest = vi.fn(async (): Promise<CheckResult> => ({ status: 'ok' }));
    render(<ForgotPasswordForm onRequest={onRequest} focusOnOpen />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), 'person@localhost');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('answers with the same neutral message, and names only unexpected failures', async () => {
    const onRequest = vi
      .fn<(email: string) => Promise<CheckResult>>()
      .mockResolvedValueOnce({ status: 'ok' })
      .mockResolvedValueOnce({ status: 'error', message: 'An unexpected error occurred. Please try again.' });
    const onBack = vi.fn();
    render(<ForgotPasswordForm onRequest={onRequest} onBack={onBack} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(neutral));
    expect(onRequest).toHaveBeenCalledWith('someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
