import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MailResult } from '@app/shared';
import { ChangeEmailForm } from './change-email-form';

function setup(doubleConfirm: boolean, changeEmail = vi.fn<(email: string) => Promise<MailResult>>(async () => ({ status: 'sent' }))) {
  render(<ChangeEmailForm email="ada@example.com" doubleConfirm={doubleConfirm} actions={{ changeEmail }} />);
  return { changeEmail, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(screen.getByLabelText('New e-mail address'));
  if (value) await user.type(screen.getByLabelText('New e-mail address'), value);
  await user.click(screen.getByRole('button', { name: /^Change e-mail/ }));
}

describe('ChangeEmailForm (docs/product.md#account)', () => {
  it('checks the address with the sign-in rules and refuses the current one', async () => {
    const { changeEmail, user } = setup(true);
    await submit(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    await submit(user, 'ada@localhost');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await submit(user, 'ADA@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is already your e-mail address.');
    expect(changeEmail).not.toHaveBeenCalled();
  });

  it('with double confirmation, says both addresses got a link, then counts down before another request', async () => {
    const { changeEmail, user } = setup(true);
    await submit(user, 'ada.new@example.com');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'We sent a confirmation link to ada.new@example.com and another to ada@example.com. Follow both links to finish the change. Until then, keep signing in with ada@example.com.',
      ),
    );
    expect(changeEmail).toHaveBeenCalledWith('ada.new@example.com');
    expect(screen.getByRole('button', { name: /^Change e-mail \(\d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('without double confirmation, names only the new address', async () => {
    const { user } = setup(false);
    await submit(user, 'ada.new@example.com');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'We sent a confirmation link to ada.new@example.com. Follow it to finish the change. Until then, keep signing in with ada@example.com.',
      ),
    );
  });

  it('shows a taken address as our message, and the wait between mails as a countdown', async () => {
    const changeEmail = vi
      .fn<(email: string) => Promise<MailResult>>()
      .mockResolvedValueOnce({ status: 'error', message: 'Another account already uses this e-mail address.' })
      .mockResolvedValueOnce({ status: 'wait', seconds: 12 });
    const { user } = setup(true, changeEmail);
    await submit(user, 'taken@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Another account already uses this e-mail address.');
    await submit(user, 'other@example.com');
    expect(await screen.findByRole('button', { name: 'Change e-mail (12 s)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
