import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: string, session: unknown) => void;
const listeners: Listener[] = [];
const getSession = vi.fn();

vi.mock('../lib/supabase-client', () => ({
  getSupabase: vi.fn(async () => ({
    auth: {
      getSession,
      onAuthStateChange: (cb: Listener) => {
        listeners.push(cb);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      },
    },
  })),
}));

const session = (email: string) => ({ access_token: 't', refresh_token: 'r', user: { id: `id-${email}`, email } });

describe('auth store', () => {
  beforeEach(() => {
    vi.resetModules();
    listeners.length = 0;
    getSession.mockReset();
  });

  it('is loading until the first session answer, then follows provider events', async () => {
    getSession.mockResolvedValue({ data: { session: null }, error: null });
    const { useAuthStore, startAuth, whenAuthReady } = await import('./auth-store');
    expect(useAuthStore.getState()).toMatchObject({ loading: true, user: null });

    const ready = whenAuthReady();
    await startAuth();
    await expect(ready).resolves.toMatchObject({ loading: false, user: null });

    listeners[0]!('SIGNED_IN', session('a@b.co'));
    expect(useAuthStore.getState().user?.email).toBe('a@b.co');
    listeners[0]!('TOKEN_REFRESHED', session('a@b.co'));
    expect(useAuthStore.getState().session).toMatchObject({ access_token: 't' });
    listeners[0]!('USER_UPDATED', session('new@b.co'));
    expect(useAuthStore.getState().user?.email).toBe('new@b.co');
    listeners[0]!('SIGNED_OUT', null);
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, loading: false });
  });

  it('subscribes once however often it is started', async () => {
    getSession.mockResolvedValue({ data: { session: session('x@y.co') }, error: null });
    const { useAuthStore, startAuth } = await import('./auth-store');
    await Promise.all([startAuth(), startAuth(), startAuth()]);
    expect(listeners).toHaveLength(1);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user?.email).toBe('x@y.co');
  });

  it('ends loading signed out when the client cannot be created', async () => {
    getSession.mockRejectedValue(new Error('no network'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { useAuthStore, startAuth } = await import('./auth-store');
    await startAuth();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
