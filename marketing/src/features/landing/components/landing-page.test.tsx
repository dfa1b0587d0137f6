import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithRouter, sharedSpies } from '@app/shared/testing';
import { LandingPage } from './landing-page';

/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the landing's anchors (#pricing ...) and its markup (section order, <s>, <meta>, no <form>) are the behaviour under test */

vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

beforeEach(() => {
  sharedSpies.trackEvent.mockClear();
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('LandingPage', () => {
  it('has the sections of docs/product.md#landing-page in order, with the five anchors', () => {
    authStates.signedOut();
    const { container } = renderWithRouter(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const landmarks = [...container.querySelectorAll('header, main > section, footer')].map(
      (el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : ''),
    );
    expect(landmarks).toEqual([
      'header',
      'section', // hero
      'section#why-candor',
      'section#how-it-works',
      'section#features',
      'section#pricing',
      'section#education',
      'section#trust',
      'section#faq',
      'footer',
    ]);
  });

  it('states every claim of docs/product.md#claims', () => {
    authStates.signedOut();
    const { container } = renderWithRouter(<LandingPage />);
    const text = container.textContent ?? '';
    for (const claim of [
      'Gonorrhea',
      'Chlamydia',
      'Mycoplasma',
      'Trichomonas',
      'Bacterial vaginosis (BV)',
      'Yeast infection',
      'urine sample and a cartridge',
      '15 minutes',
      'telehealth consultations with licensed providers, 7 days a week',
      'same-day options',
      'discreet packaging',
      'Partner notification',
      'HIPAA-compliant',
      'Educational resource library',
      'FDA approval pending',
      'Q4 2025',
      'adults 18',
      '10,000+',
    ]) {
      expect(text.toLowerCase(), claim).toContain(claim.toLowerCase());
    }
  });

  it('has 3 steps, 7 feature cards, a 4-number stat strip and 4 credential cards', () => {
    authStates.signedOut();
    renderWithRouter(<LandingPage />);
    const section = (id: string) => document.getElementById(id)!;
    expect(
      within(section('how-it-works'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Order the kit', 'Test in 15 minutes', 'Get care and support']);
    expect(within(section('features')).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(
      within(section('features'))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['6', '15 minutes', '7 days a week', '10,000+']);
    expect(within(section('trust')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('prices: $99 early bird, $129 struck through and labelled, save $30, coming soon', () => {
    authStates.signedOut();
    renderWithRouter(<LandingPage />);
    const pricing = document.getElementById('pricing')!;
    const struck = pricing.querySelector('s')!;
    expect(struck).toHaveTextContent('Regular price $129');
    expect(pricing).toHaveTextContent('$99');
    expect(within(pricing).getByText('Save $30 on your first test')).toBeInTheDocument();
    expect(
      within(pricing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Subscription plans', 'Bulk testing', 'Monthly plans', 'Couple testing', 'Group discounts']));
  });

  it.each([
    ['hero', 'Join the Waitlist', () => screen.getByRole('link', { name: 'Join the Waitlist' })],
    ['pricing', 'Reserve Your Spot', () => screen.getByRole('link', { name: 'Reserve Your Spot' })],
    ['footer', 'Join Waitlist', () => within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Join Waitlist' })],
    ['education', 'Sign Up to Explore Resources', () => screen.getByRole('link', { name: 'Sign Up to Explore Resources' })],
  ])('%s: %s goes to /auth and records waitlist_join with that source only', async (source, _label, find) => {
    authStates.signedOut();
    const user = userEvent.setup();
    renderWithRouter(<LandingPage />);
    await user.click(find());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    expect(sharedSpies.trackEvent).toHaveBeenCalledExactlyOnceWith('waitlist_join', { source });
  });

  it('education cards send visitors to /auth and members to the topic hub', () => {
    authStates.signedOut();
    const { unmount } = renderWithRouter(<LandingPage />);
    const education = () => document.getElementById('education')!;
    expect(within(education()).getAllByText('Expert Reviewed')).toHaveLength(6);
    expect(within(education()).getByRole('link', { name: 'Understanding STIs' })).toHaveAttribute('href', '/auth');
    unmount();

    authStates.signedIn();
    renderWithRouter(<LandingPage />);
    const cards = within(education()).getAllByRole('link', { name: /./ });
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/resources/sexual-health-basics',
      '/resources/understanding-stis',
      '/resources/prevention-protection',
      '/resources/relationship-health',
      '/resources/when-to-get-tested',
      '/resources/myths-vs-facts',
      '/educational-resources',
    ]);
    expect(within(education()).getByRole('link', { name: 'Explore All Resources' })).toHaveAttribute('href', '/educational-resources');
    expect(within(education()).getByRole('link', { name: 'Myths vs. Facts' })).toHaveAccessibleDescription(/misconceptions/);
    expect(within(education()).getByRole('list', { name: 'Prevention & Protection topics' })).toHaveTextContent(
      'Barrier MethodsPrEP InformationRisk Reduction',
    );
  });

  it('footer: an unvalidated, labelled e-mail box and the legal links', () => {
    authStates.signedOut();
    renderWithRouter(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    const email = within(footer).getByLabelText('Email address');
    expect(email).toHaveAttribute('placeholder', 'Enter your email');
    expect(email.closest('form')).toBeNull();
    expect(email).not.toBeRequired();
    const legal = within(within(footer).getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    expect(legal.map((l) => l.getAttribute('href'))).toEqual(['/privacy-policy', '/terms-of-service', '/medical-disclaimer']);
    expect(footer).toHaveTextContent('18+');
    expect(footer).toHaveTextContent(/© \d{4} Candor/);
  });

  it('scrolls to the section named in the address on arrival (/#pricing) and sets the meta description', async () => {
    authStates.signedOut();
    window.location.hash = '#pricing';
    renderWithRouter(<LandingPage />, { path: '/#pricing' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/6 common conditions/);
  });
});
