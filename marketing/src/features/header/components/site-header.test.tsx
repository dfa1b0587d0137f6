import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithRouter, sharedSpies } from '@app/shared/testing';
import { SiteHeader } from './site-header';

/* eslint-disable testing-library/no-node-access -- the in-page anchors (#features, #pricing ...) are scroll targets by id: the ids are the behaviour under test */

vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const banner = () => screen.getByRole('banner');
const desktopAuth = () => screen.getByTestId('header-auth');

beforeEach(() => {
  setScrollY(0);
  sharedSpies.trackEvent.mockClear();
  sharedSpies.signOut.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteHeader auth state', () => {
  it('renders no auth buttons while the session is loading, but keeps their space', () => {
    authStates.loading();
    renderWithRouter(<SiteHeader />);
    expect(within(desktopAuth()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(desktopAuth()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign Out')).not.toBeInTheDocument();
    expect(desktopAuth()).toHaveClass('w-80');
  });

  it('signed out: Sign In and Join Waitlist both go to /auth, and the waitlist press is recorded', async () => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    expect(within(desktopAuth()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    const join = within(desktopAuth()).getByRole('link', { name: 'Join Waitlist' });
    expect(join).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    await user.click(join);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(sharedSpies.trackEvent).toHaveBeenCalledExactlyOnceWith('waitlist_join', { source: 'header' });
  });

  it('signed in: shows the e-mail (the member menu) and a Sign Out button that signs out', async () => {
    authStates.signedIn('a@b.co');
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    expect(await within(desktopAuth()).findByRole('button', { name: 'a@b.co' })).toBeInTheDocument();
    expect(within(desktopAuth()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(desktopAuth()).queryByRole('link', { name: 'Join Waitlist' })).not.toBeInTheDocument();

    await user.click(within(desktopAuth()).getByRole('button', { name: 'Sign Out' }));
    expect(sharedSpies.signOut).toHaveBeenCalledOnce();
    expect(await within(desktopAuth()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(sharedSpies.trackEvent).not.toHaveBeenCalled();
  });
});

describe('SiteHeader translucency', () => {
  it('is solid at the top and translucent after more than 20 px of scroll', () => {
    authStates.signedOut();
    renderWithRouter(<SiteHeader />);
    expect(banner()).toHaveAttribute('data-translucent', 'false');
    expect(banner()).toHaveClass('bg-background');

    setScrollY(20);
    expect(banner()).toHaveAttribute('data-translucent', 'false');

    setScrollY(21);
    expect(banner()).toHaveAttribute('data-translucent', 'true');
    expect(banner()).toHaveClass('bg-background/80', 'backdrop-blur-md');

    setScrollY(0);
    expect(banner()).toHaveAttribute('data-translucent', 'false');
  });

  it('starts translucent when the page is already scrolled (arriving at /#pricing)', () => {
    authStates.signedOut();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    renderWithRouter(<SiteHeader />);
    expect(banner()).toHaveAttribute('data-translucent', 'true');
  });
});

describe('SiteHeader nav', () => {
  it('links every landing anchor and scrolls to the section on click', async () => {
    authStates.signedOut();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader />
        <section id="pricing" tabIndex={-1}>
          Pricing
        </section>
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#how-it-works', '#features', '#pricing', '#education', '#faq']);

    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(document.activeElement).toBe(document.getElementById('pricing'));
    expect(screen.getByTestId('location')).toHaveTextContent('/#pricing');
  });
});
