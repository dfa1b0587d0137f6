import { vi } from 'vitest';

type Shared = typeof import('@app/shared');

/** Spies the tests assert on: analytics and sign-out never reach a server. */
export const sharedSpies = {
  trackEvent: vi.fn<Shared['trackEvent']>(async () => {}),
  signOut: vi.fn(async () => {}),
};

/**
 * @app/shared with the network cut off: useAuth reads the real store (tests set
 * it through authStates) without AuthProvider starting supabase-js, and
 * analytics calls are recorded instead of sent.
 */
export async function mockShared(importOriginal: () => Promise<Shared>): Promise<Shared> {
  const actual = await importOriginal();
  sharedSpies.signOut.mockImplementation(async () => {
    actual.useAuthStore.setState({ user: null, session: null });
  });
  return {
    ...actual,
    trackEvent: sharedSpies.trackEvent,
    useAuth: () => {
      const state = actual.useAuthStore();
      return { ...state, signIn: vi.fn(), signUp: vi.fn(), signOut: sharedSpies.signOut };
    },
  };
}
