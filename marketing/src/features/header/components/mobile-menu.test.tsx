import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithRouter, sharedSpies } from '@app/shared/testing';
import { MobileMenu } from './mobile-menu';

/* eslint-disable testing-library/no-node-access -- the in-page anchors (#features, #pricing ...) are scroll targets by id: the ids are the behaviour under test */

vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

function renderMenu() {
  return renderWithRouter(
    <>
      <MobileMenu />
      <main>
        <section id="features" tabIndex={-1}>
          Features
        </section>
      </main>
    </>,
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

let scrollIntoView: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  sharedSpies.trackEvent.mockClear();
  sharedSpies.signOut.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('MobileMenu', () => {
  it('opens a titled sheet listing the same anchors as the header', async () => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openMenu(user);
    const links = within(within(dialog).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['How It Works', 'Features', 'Pricing', 'Education', 'FAQ']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#how-it-works', '#features', '#pricing', '#education', '#faq']);
  });

  it('choosing a link closes the menu, then scrolls smoothly to the section and focuses it', async () => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderMenu();
    const dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'Features' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' })));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('features'));
    expect(document.activeElement).toBe(document.getElementById('features'));
    expect(screen.getByTestId('location')).toHaveTextContent('/#features');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('renders no auth buttons while the session is loading', async () => {
    authStates.loading();
    const user = userEvent.setup();
    renderMenu();
    const dialog = await openMenu(user);
    expect(within(dialog).queryByText('Sign In')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Join Waitlist')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Sign Out')).not.toBeInTheDocument();
  });

  it('signed out: Join Waitlist goes to /auth and records the mobile-menu source', async () => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderMenu();
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await user.click(within(dialog).getByRole('link', { name: 'Join Waitlist' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(sharedSpies.trackEvent).toHaveBeenCalledExactlyOnceWith('waitlist_join', { source: 'mobile-menu' });
  });

  it('signed in: shows the e-mail, and Sign Out signs out and closes the menu', async () => {
    authStates.signedIn('member@example.com');
    const user = userEvent.setup();
    renderMenu();
    const dialog = await openMenu(user);
    expect(await within(dialog).findByRole('button', { name: 'member@example.com' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(sharedSpies.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
