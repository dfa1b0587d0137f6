import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { getSupabase } from '../lib/supabase-client';
import { Toaster } from '../ui/toaster';
import { useToastStore } from '../ui/toast-store';
import { createFakeSupabase, renderWithRouter } from '../testing';
import { MemberMenu } from './member-menu';

vi.mock('../lib/supabase-client', () => ({ getSupabase: vi.fn() }));

const email = 'ada@example.com';

type RpcAnswer = { data: unknown; error: { message: string; code?: string } | null };

function fakeSupabase(answer: () => Promise<RpcAnswer> = async () => ({ data: null, error: null })) {
  const client = createFakeSupabase();
  client.rpc.mockImplementation(() => answer());
  client.auth.signOut.mockImplementation(async () => {
    // What supabase-js does on sign-out: the auth listener clears the shared store.
    useAuthStore.setState({ user: null, session: null });
    return { error: null };
  });
  vi.mocked(getSupabase).mockResolvedValue(client as unknown as Awaited<ReturnType<typeof getSupabase>>);
  return client;
}

function renderMenu(onSignedOut?: () => void) {
  return renderWithRouter(
    <>
      <header>
        <MemberMenu onSignedOut={onSignedOut} />
      </header>
      <Toaster />
    </>,
    { path: '/educational-resources' },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: email }));
  return screen.findByRole('menu');
}

async function chooseItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  const menu = await openMenu(user);
  await user.click(within(menu).getByRole('menuitem', { name }));
  return screen.findByRole('alertdialog');
}

beforeEach(() => {
  useAuthStore.setState({
    loading: false,
    user: { id: 'u1', email } as never,
    session: { access_token: 't' } as never,
  });
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.mocked(getSupabase).mockReset();
});

describe('MemberMenu', () => {
  it('renders nothing for a signed-out visitor', () => {
    useAuthStore.setState({ user: null, session: null });
    renderMenu();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the e-mail as its button and opens a menu with account settings and the three actions', async () => {
    fakeSupabase();
    const user = userEvent.setup();
    renderMenu();
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account settings', 'Sign Out', 'Delete my chat history', 'Delete my account']);
    expect(menu).toHaveTextContent(`Signed in as ${email}`);
  });

  it('opens the account settings page (docs/product.md#account)', async () => {
    fakeSupabase();
    const user = userEvent.setup();
    renderMenu();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Account settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/);
  });

  it('signs out from the menu', async () => {
    const client = fakeSupabase();
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    renderMenu(onSignedOut);
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(client.auth.signOut).toHaveBeenCalledTimes(1));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(client.rpc).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: email })).not.toBeInTheDocument();
  });

  it('asks for confirmation before deleting the chat history, and Cancel deletes nothing', async () => {
    const client = fakeSupabase();
    const user = userEvent.setup();
    renderMenu();
    const dialog = await chooseItem(user, 'Delete my chat history');
    expect(within(dialog).getByRole('heading', { name: 'Delete your chat history?' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/permanently deletes every message .* This cannot be undone\./);
    expect(dialog).toHaveTextContent('Your questions to Candor Guide');
    expect(client.rpc).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(client.rpc).not.toHaveBeenCalled();
    // Focus goes back to the menu button, not to the page's start.
    expect(screen.getByRole('button', { name: email })).toHaveFocus();
  });

  it('deletes the chat history with scope "chat" and keeps the member signed in', async () => {
    const client = fakeSupabase();
    const user = userEvent.setup();
    renderMenu();
    const dialog = await chooseItem(user, 'Delete my chat history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat history' }));

    expect(await screen.findByText('Your chat history was deleted.')).toBeInTheDocument();
    expect(client.rpc).toHaveBeenCalledExactlyOnceWith('delete_my_data', { scope: 'chat' });
    expect(client.auth.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/educational-resources');
    expect(screen.getByRole('button', { name: email })).toBeInTheDocument();
  });

  it('deletes the account with scope "account", signs out locally and goes home', async () => {
    const client = fakeSupabase();
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    renderMenu(onSignedOut);
    const dialog = await chooseItem(user, 'Delete my account');
    expect(within(dialog).getByRole('heading', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/permanently deletes your account .* This cannot be undone\./);
    expect(dialog).toHaveTextContent('Your account, e-mail address and password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Your account and data were deleted.')).toBeInTheDocument();
    expect(client.rpc).toHaveBeenCalledExactlyOnceWith('delete_my_data', { scope: 'account' });
    // The server session went with the account: only the local copy is cleared.
    expect(client.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    // The router renders a navigation as a transition, after the toast's update: wait for it.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('button', { name: email })).not.toBeInTheDocument();
  });

  it('keeps the dialog and disables its buttons while the deletion runs', async () => {
    let finish: (answer: RpcAnswer) => void = () => {};
    fakeSupabase(() => new Promise<RpcAnswer>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderMenu();
    const dialog = await chooseItem(user, 'Delete my chat history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat history' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish({ data: null, error: null }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a destructive toast and stays signed in when the account deletion fails', async () => {
    const client = fakeSupabase(async () => ({
      data: null,
      error: { message: 'canceling statement due to statement timeout', code: '57014' },
    }));
    const user = userEvent.setup();
    renderMenu();
    const dialog = await chooseItem(user, 'Delete my account');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Your account was not deleted')).toBeInTheDocument();
    expect(screen.getByText('Nothing was deleted. Check your connection and try again in a moment.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ variant: 'destructive', title: 'Your account was not deleted' }),
    ]);
    expect(client.auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/educational-resources');
    expect(screen.getByRole('button', { name: email })).toBeInTheDocument();
  });

  it('explains an expired session, and survives a network failure', async () => {
    fakeSupabase(async () => ({ data: null, error: { message: 'permission denied: sign in to delete your data', code: '42501' } }));
    const user = userEvent.setup();
    renderMenu();
    let dialog = await chooseItem(user, 'Delete my chat history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat history' }));
    expect(
      await screen.findByText('Your session has expired. Sign in again, then try once more. Nothing was deleted.'),
    ).toBeInTheDocument();

    fakeSupabase(() => Promise.reject(new TypeError('Failed to fetch')));
    dialog = await chooseItem(user, 'Delete my chat history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete chat history' }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(2));
    expect(useToastStore.getState().toasts[1]).toMatchObject({ variant: 'destructive', title: 'Your chat history was not deleted' });
  });
});
