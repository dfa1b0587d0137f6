// The member menu's Radix content is not loaded while a page renders, only when asked for
// (docs/architecture.md#members-pages). Its own file: the module registry counts one load.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { renderWithRouter } from '../testing';
import { MemberMenu } from './member-menu';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./member-menu-content', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const email = 'ada@example.com';

beforeEach(() => {
  useAuthStore.setState({ loading: false, user: { id: 'u1', email } as never, session: { access_token: 't' } as never });
});

describe('MemberMenu loading', () => {
  it('renders its button without Radix, and opens the menu from the keyboard on the first ArrowDown', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: email });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);

    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(loads.count).toBe(1);
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

function renderMenu() {
  return renderWithRouter(<MemberMenu />, { path: '/educational-resources' });
}
