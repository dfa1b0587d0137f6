import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./auth-store', async (original) => ({
  ...(await original<typeof import('./auth-store')>()),
  startAuth: vi.fn(async () => undefined),
}));

const { AuthProvider, useAuth } = await import('./auth-provider');
const { useAuthStore, startAuth } = await import('./auth-store');
const { markContentReady } = await import('../lib/content-ready');

function Email() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

describe('AuthProvider and useAuth', () => {
  it('throws outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('starts auth once the page content is painted and reflects the store', async () => {
    render(
      <AuthProvider>
        <Email />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(startAuth).not.toHaveBeenCalled();
    markContentReady();
    await waitFor(() => expect(startAuth).toHaveBeenCalledTimes(1));
    useAuthStore.setState({ loading: false, user: { id: '1', email: 'member@example.com' } as never });
    expect(await screen.findByText('member@example.com')).toBeInTheDocument();
  });
});
