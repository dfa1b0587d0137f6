import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore, type CheckResult, type MailResult, type PasswordResult } from '@app/shared';
import { ChangePasswordForm } from './change-password-form';

function fakeActions() {
  return {
    verifyCurrentPassword: vi.fn(async (): Promise<CheckResult> => ({ status: 'ok' })),
    requestReauthentication: vi.fn(async (): Promise<MailResult> => ({ status: 'sent' })),
    updatePassword: vi.fn(async (): Promise<PasswordResult> => ({ status: 'updated' })),
  };
}

function setup(secure = false, actions = fakeActions()) {
  render(<ChangePasswordForm email="ada@example.com" secure={secure} actions={actions} />);
  return { actions, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.clear(screen.getByLabelText('Current password'));
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), next);
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('ChangePasswordForm (docs/product.md#account)', () => {
  it('asks for the current password, then checks the new one with the sign-up rules', async () => {
    const { actions, user } = setup();
    await fill(user, '', 'brand-new-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your current password.');
    await fill(user, 'old-secret-1', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await fill(user, 'old-secret-1', 'brand-new-42', 'brand-new-43');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(actions.verifyCurrentPassword).not.toHaveBeenCalled();
  });

  it('says when the current password is wrong, and changes nothing', async () => {
    const actions = fakeActions();
    actions.verifyCurrentPassword.mockResolvedValue({ status: 'error', message: 'Your current password is incorrect.' });
    const { user } = setup(false, actions);
    await fill(user, 'not-my-password', 'brand-new-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(actions.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password, says so, and empties the fields', async () => {
    const { actions, user } = setup();
    await fill(user, 'old-secret-1', 'brand-new-42');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password was changed. You were signed out on your other devices.'),
    );
    expect(actions.verifyCurrentPassword).toHaveBeenCalledWith('ada@example.com', 'old-secret-1');
    expect(actions.updatePassword).toHaveBeenCalledWith('brand-new-42');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Your password was changed. You were signed out on your other devices.' }),
    ]);
  });

  it('shows the provider errors mapped, never raw', async () => {
    const actions = fakeActions();
    actions.updatePassword.mockResolvedValue({
      status: 'error',
      message: 'Your new password must be different from your current password.',
    });
    const { user } = setup(false, actions);
    await fill(user, 'same-secret-1', 'same-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your new password must be different from your current password.');
  });

  it('with secure password change, mails a code and asks for it; a wrong code is explained', async () => {
    const actions = fakeActions();
    actions.updatePassword
      .mockResolvedValueOnce({
        status: 'error',
        message: 'That code is wrong or has expired. Enter the code from our newest e-mail, or send a new one.',
      })
      .mockResolvedValueOnce({ status: 'updated' });
    const { user } = setup(true, actions);
    await fill(user, 'old-secret-1', 'brand-new-42');
    expect(await screen.findByText('We sent a code to ada@example.com. Enter it to confirm the change.')).toBeInTheDocument();
    expect(actions.requestReauthentication).toHaveBeenCalledTimes(1);
    expect(actions.updatePassword).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByLabelText('Code from the e-mail')).toHaveFocus());
    expect(screen.getByRole('button', { name: /^Send a new code \(\d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the code from the e-mail.');
    await user.type(screen.getByLabelText('Code from the e-mail'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
    expect(actions.updatePassword).toHaveBeenLastCalledWith('brand-new-42', '000000');
    await user.clear(screen.getByLabelText('Code from the e-mail'));
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.'));
    expect(actions.updatePassword).toHaveBeenLastCalledWith('brand-new-42', '123456');
  });

  it('asks for a code when the provider requires one, even with the setting off', async () => {
    const actions = fakeActions();
    actions.updatePassword.mockResolvedValueOnce({ status: 'reauthenticate' });
    actions.requestReauthentication.mockResolvedValue({ status: 'wait', seconds: 30 });
    const { user } = setup(false, actions);
    await fill(user, 'old-secret-1', 'brand-new-42');
    expect(await screen.findByText('We sent a code to ada@example.com. Enter it to confirm the change.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code (30 s)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('a failure to mail the code stays on the form with the message', async () => {
    const actions = fakeActions();
    actions.requestReauthentication.mockResolvedValue({ status: 'error', message: 'An unexpected error occurred. Please try again.' });
    const { user } = setup(true, actions);
    await act(async () => fill(user, 'old-secret-1', 'brand-new-42'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });
});
