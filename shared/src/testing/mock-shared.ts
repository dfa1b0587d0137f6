import { vi } from 'vitest';
import type * as SharedModule from '../index';
import type { FakeSupabase } from './fake-supabase';

type Shared = typeof SharedModule;

/** Spies the tests assert on: analytics and the auth actions never reach a server. */
export const sharedSpies = {
  trackEvent: vi.fn<Shared['trackEvent']>(async () => {}),
  signIn: vi.fn(async () => ({ error: null })),
  signUp: vi.fn(async () => ({ error: null })),
  signOut: vi.fn(async () => {}),
};

let supabase: FakeSupabase | Error | undefined;

/** What getSupabase() answers with from now on: the fake, an Error it rejects with, or nothing. */
export function installFakeSupabase<T extends FakeSupabase | Error | undefined>(client: T): T {
  supabase = client;
  return client;
}

/**
 * The one way to mock @app/shared, in a test file:
 * `vi.mock('@app/shared', async (original) => (await import('@app/shared/testing/mock')).mockShared(original));`
 *
 * The network is cut off: getSupabase answers with the fake of installFakeSupabase, the auth
 * provider starts nothing, useAuth reads the real store (set it with authStates), analytics and
 * the auth actions are recorded in sharedSpies. Everything else is the real module. This file
 * imports @app/shared for types only, so the mock factory can load it.
 */
export async function mockShared(importOriginal: () => Promise<Shared>): Promise<Shared> {
  const actual = await importOriginal();
  sharedSpies.signOut.mockImplementation(async () => {
    actual.useAuthStore.setState({ user: null, session: null });
  });
  return {
    ...actual,
    trackEvent: sharedSpies.trackEvent,
    startAuth: async () => undefined,
    getSupabase: (async () => {
      if (!supabase) throw new Error('getSupabase() in a test: install a fake first (installFakeSupabase(createFakeSupabase()))');
      if (supabase instanceof Error) throw supabase;
      return supabase;
    }) as unknown as Shared['getSupabase'],
    useAuth: () => {
      const state = actual.useAuthStore();
      return { ...state, signIn: sharedSpies.signIn, signUp: sharedSpies.signUp, signOut: sharedSpies.signOut } as never;
    },
  };
}
