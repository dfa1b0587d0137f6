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
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ ok: true });
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
