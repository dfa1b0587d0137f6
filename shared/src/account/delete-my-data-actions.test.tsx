import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { getSupabase } from '../lib/supabase-client';
import { Toaster } from '../ui/toaster';
import { useToastStore } from '../ui/toast-store';
import { createFakeSupabase, renderWithRouter } from '../testing';
import { DeleteMyDataActions } from './delete-my-data-actions';

vi.mock('../lib/supabase-client', () => ({ getSupabase: vi.fn() }));

function setup() {
  const client = createFakeSupabase();
  vi.mocked(getSupabase).mockResolvedValue(client as unknown as Awaited<ReturnType<typeof getSupabase>>);
  renderWithRouter(
    <>
      <DeleteMyDataActions />
      <Toaster />
    </>,
    { path: '/account' },
  );
  return { client, user: userEvent.setup() };
}

beforeEach(() => {
  useAuthStore.setState({ loading: false, user: { id: 'u1', email: 'ada@example.com' } as never, session: {} as never });
  useToastStore.setState({ toasts: [] });
});

describe('DeleteMyDataActions (docs/product.md#account)', () => {
  it('offers both deletions as buttons, each behind the confirmation; Cancel returns focus to the button', async () => {
    const { client, user } = setup();
    const chat = await screen.findByRole('button', { name: 'Delete my chat history' });
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    await user.click(chat);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete your chat history?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(chat).toHaveFocus();
    expect(client.rpc).not.toHaveBeenCalled();
  });

  it('deletes the account and goes home', async () => {
    const { client, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account and data were deleted.')).toBeInTheDocument();
    expect(client.rpc).toHaveBeenCalledExactlyOnceWith('delete_my_data', { scope: 'account' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
