import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { getSupabase } from '../lib/supabase-client';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session answer (docs/product.md#auth). */
  loading: boolean;
}

export const useAuthStore = create<AuthState>()(() => ({ user: null, session: null, loading: true }));

let started: Promise<void> | null = null;

/**
 * Connects the store to the provider once per page: the first session answer
 * ends loading, then signed-in / signed-out / token-refreshed / user-updated
 * events keep user and session current.
 */
export function startAuth(): Promise<void> {
  started ??= (async () => {
    try {
      const supabase = await getSupabase();
      supabase.auth.onAuthStateChange((_event, session) => {
        // Runs inside the client's lock: only set state here, never call the client.
        useAuthStore.setState({ session, user: session?.user ?? null, loading: false });
      });
      const { data, error } = await supabase.auth.getSession();
      if (error) console.error('Could not read the session:', error.message);
      useAuthStore.setState({ session: data.session, user: data.session?.user ?? null, loading: false });
    } catch (error) {
      console.error('Authentication is unavailable:', error instanceof Error ? error.message : error);
      useAuthStore.setState({ session: null, user: null, loading: false });
    }
  })();
  return started;
}

/** Resolves once the store has had its first answer. */
export function whenAuthReady(): Promise<AuthState> {
  const state = useAuthStore.getState();
  if (!state.loading) return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((next) => {
      if (!next.loading) {
        unsubscribe();
        resolve(next);
      }
    });
  });
}
