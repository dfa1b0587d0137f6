import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordResult } from '@app/shared';
import { SetPasswordForm } from './set-password-form';

function setup(onUpdate = vi.fn<(password: string) => Promise<PasswordResult>>(async () => ({ status: 'updated' }))) {
  const onDone = vi.fn();
  render(<SetPasswordForm onUpdate={onUpdate} onDone={onDone} />);
  return { onUpdate, onDone, user: userEvent.setup() };
}

describe('SetPasswordForm (docs/product.md#account)', () => {
  it('checks the sign-up password rules, then the confirmation', async () => {
    const { onUpdate, user } = setup();
    const cases: [string, string, string][] = [
      ['12345', '12345', 'Password must be at least 6 characters'],
      ['x'.repeat(129), 'x', 'Password must be less than 128 characters'],
      [' secret1', ' secret1', 'Password cannot start or end with whitespace'],
      ['secret12', 'secret21', 'Passwords do not match'],
    ];
    for (const [password, confirm, message] of cases) {
      await user.clear(screen.getByLabelText('New password'));
      await user.clear(screen.getByLabelText('Confirm new password'));
      await user.click(screen.getByLabelText('New password'));
      await user.paste(password);
      await user.click(screen.getByLabelText('Confirm new password'));
      await user.paste(confirm);
      await user.click(screen.getByRole('button', { name: 'Update password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('shows the passwords on request', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByLabelText('Show passwords'));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
  });

  it('updates the password, busy meanwhile, then hands over', async () => {
    let finish: (r: PasswordResult) => void = () => undefined;
    const onUpdate = vi.fn(() => new Promise<PasswordResult>((resolve) => (finish = resolve)));
    const { onDone, user } = setup(onUpdate);
    await user.type(screen.getByLabelText('New password'), 'brand-new-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(onUpdate).toHaveBeenCalledWith('brand-new-42');
    finish({ status: 'updated' });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('shows a mapped provider error, and asks for a new link when the provider wants a code', async () => {
    const onUpdate = vi
      .fn<(p: string) => Promise<PasswordResult>>()
      .mockResolvedValueOnce({ status: 'error', message: 'Your new password must be different from your current password.' })
      .mockResolvedValueOnce({ status: 'reauthenticate' });
    const { onDone, user } = setup(onUpdate);
    await user.type(screen.getByLabelText('New password'), 'brand-new-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your new password must be different from your current password.');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your security, this link can no longer set a password. Request a new reset link.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
