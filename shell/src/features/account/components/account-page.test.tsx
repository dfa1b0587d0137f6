import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useAuthStore } from '@app/shared';
import { AccountPage } from './account-page';

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/account${hash}`);
  render(
    <MemoryRouter initialEntries={['/account']}>
      <AccountPage />
    </MemoryRouter>,
  );
}

beforeEach(() => useAuthStore.setState({ loading: false, user: { id: 'u1', email: 'ada@example.com' } as never, session: {} as never }));

describe('AccountPage (docs/product.md#account)', () => {
  it('shows who is signed in and the three sections, headings in order', async () => {
    renderAt('');
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Change password',
      'Change e-mail',
      'Your data',
    ]);
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('after the first of two e-mail change links, says the other is still to follow', () => {
    renderAt('#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email');
    expect(
      screen
        .getAllByRole('status')
        .some(
          (s) => s.textContent === 'One address is confirmed. Follow the link we sent to the other address to finish changing your e-mail.',
        ),
    ).toBe(true);
    expect(screen.queryByText(/proceed to confirm/)).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('says an expired or used e-mail change link is so', () => {
    renderAt('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This e-mail change link has expired or was already used. Ask for the change again to get new links.',
    );
  });
});
