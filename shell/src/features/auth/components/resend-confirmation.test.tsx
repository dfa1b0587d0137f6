import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailResult } from '@app/shared';
import { ResendConfirmation } from './resend-confirmation';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup(onResend: (email: string) => Promise<MailResult>, initialWaitSeconds = 0) {
  render(
    <ResendConfirmation email="new@example.com" intro="Confirm your e-mail." onResend={onResend} initialWaitSeconds={initialWaitSeconds} />,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('ResendConfirmation (docs/product.md#account)', () => {
  it('right after a sign-up, counts the wait between mails down on the button, then sends', async () => {
    const onResend = vi.fn(async (): Promise<MailResult> => ({ status: 'sent' }));
    const user = setup(onResend, 60);
    const button = screen.getByRole('button', { name: 'Resend confirmation e-mail (60 s)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onResend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail (15 s)' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(15_000));
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(onResend).toHaveBeenCalledExactlyOnceWith('new@example.com');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We sent a new confirmation link to new@example.com.'));
    // A new mail starts the gap again.
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail (60 s)' })).toBeInTheDocument();
  });

  it('turns the provider refusal into the countdown it names, not an error', async () => {
    const onResend = vi.fn(async (): Promise<MailResult> => ({ status: 'wait', seconds: 42 }));
    const user = setup(onResend);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByRole('button', { name: 'Resend confirmation e-mail (42 s)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the busy label, then a failure in an alert, and may be pressed again', async () => {
    let finish: (r: MailResult) => void = () => undefined;
    const onResend = vi.fn(() => new Promise<MailResult>((resolve) => (finish = resolve)));
    const user = setup(onResend);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => finish({ status: 'error', message: 'An unexpected error occurred. Please try again.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeEnabled();
  });
});
