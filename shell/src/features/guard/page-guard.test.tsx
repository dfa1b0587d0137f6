import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '@app/shared';

vi.mock('@app/shared', async (original) => ({
  ...(await original<typeof import('@app/shared')>()),
  startAuth: vi.fn(async () => undefined),
}));

const { AuthProvider, useAuthStore } = await import('@app/shared');
const { GuestOnly, PageGuard } = await import('./page-guard');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route
            path="/auth"
            element={
              <GuestOnly>
                <p>auth page</p>
              </GuestOnly>
            }
          />
          <Route
            path="/search"
            element={
              <PageGuard>
                <p>members content</p>
              </PageGuard>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('PageGuard', () => {
  beforeEach(() => useAuthStore.setState({ loading: true, user: null, session: null }));

  it('shows a spinner while the session loads', () => {
    renderAt('/search');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('members content')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth without rendering the page', () => {
    useAuthStore.setState({ loading: false });
    renderAt('/search');
    expect(screen.getByText('auth page')).toBeInTheDocument();
    expect(screen.queryByText('members content')).not.toBeInTheDocument();
  });

  it('shows the page to a member', () => {
    useAuthStore.setState({ loading: false, user: { id: '1', email: 'm@example.com' } as never });
    renderAt('/search');
    expect(screen.getByText('members content')).toBeInTheDocument();
  });

  it('sends a signed-in visitor away from /auth', () => {
    useAuthStore.setState({ loading: false, user: { id: '1', email: 'm@example.com' } as never });
    renderAt('/auth');
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});
