import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@app/shared';
import { currentLocation, renderWithRouter } from '@app/shared/testing';
import { backTarget } from './back-button';
import { LegalPage } from './legal-page';

describe('LegalPage', () => {
  it.each([
    ['privacy-policy', 'Privacy Policy'],
    ['terms-of-service', 'Terms of Service'],
    ['medical-disclaimer', 'Medical Disclaimer'],
  ] as const)('%s: one h1, its own document title and meta description', (page, title) => {
    renderWithRouter(<LegalPage page={page} />, { path: `/${page}` });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(document.title).toBe(`${title} | Candor`);
    // eslint-disable-next-line testing-library/no-node-access -- a <meta> in <head> has no role to query by
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('privacy policy: effective date, what is collected, self-service deletion and the 18+ rule', () => {
    renderWithRouter(<LegalPage page="privacy-policy" />, { path: '/privacy-policy' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Effective Oct 1, 2025');
    for (const text of [
      'account e-mail address',
      'replaced by the word "redacted"',
      'Chat messages, for signed-in members only',
      'Sign-up events',
      'Delete my chat history',
      'Delete my account',
      'aged 18 and over',
    ]) {
      expect(main).toHaveTextContent(text);
    }
    expect(within(main).getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('terms: effective date, all sales final, Delaware law, prices in USD', () => {
    renderWithRouter(<LegalPage page="terms-of-service" />, { path: '/terms-of-service' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Effective Oct 1, 2025');
    expect(main).toHaveTextContent('all sales are final');
    expect(main).toHaveTextContent('cannot be returned');
    expect(main).toHaveTextContent('State of Delaware');
    expect(main).toHaveTextContent('All prices are in USD');
  });

  it('medical disclaimer: not medical advice, no diagnosis, 911 and 988, and both home buttons', () => {
    renderWithRouter(<LegalPage page="medical-disclaimer" />, { path: '/medical-disclaimer' });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('educational information only');
    expect(main).toHaveTextContent('not medical advice');
    expect(main).toHaveTextContent('do not diagnose');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('Back returns to the previous page when there is one', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LegalPage page="terms-of-service" />, { initialEntries: ['/educational-resources', '/terms-of-service'] });
    expect(currentLocation()).toBe('/terms-of-service');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/educational-resources');
  });

  it('Back goes home when the page was opened directly', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LegalPage page="privacy-policy" />, { path: '/privacy-policy' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/');
  });

  it('Back steps back to a page of ours that the browser loaded (same-origin referrer with an entry behind)', () => {
    const origin = 'http://localhost:3000';
    expect(backTarget({ routerKey: 'default', referrer: `${origin}/auth`, origin, historyLength: 2 })).toBe('back');
    expect(backTarget({ routerKey: 'abc123', referrer: '', origin, historyLength: 1 })).toBe('back');
    expect(backTarget({ routerKey: 'default', referrer: 'https://search.example/?q=candor', origin, historyLength: 2 })).toBe('home');
    expect(backTarget({ routerKey: 'default', referrer: `${origin}/auth`, origin, historyLength: 1 })).toBe('home');
    expect(backTarget({ routerKey: 'default', referrer: '', origin, historyLength: 3 })).toBe('home');
    expect(backTarget({ routerKey: 'default', referrer: 'not a url', origin, historyLength: 3 })).toBe('home');
  });
});
