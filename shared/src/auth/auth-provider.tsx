import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { signInWithEmail, signOutEverywhere, signUpWithEmail, type AuthActionResult } from './auth-actions';
import { whenContentReady } from '../lib/content-ready';
import { startAuth, useAuthStore } from './auth-store';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
  signIn: (email: string, password: string) => Promise<AuthActionResult>;
  signUp: (email: string, password: string, emailRedirectTo: string) => Promise<AuthActionResult>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Starts the session right after the first render, so the landing page never
 * waits for supabase-js, and shares the one store with every remote.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const session = useAuthStore((s) => s.session);
  const loading = useAuthStore((s) => s.loading);

  useEffect(() => {
    // After the page's main content is painted (pages that need the session now,
    // like the guarded ones, call startAuth themselves): the landing page's hero
    // never competes with supabase-js and zod.
    let cancelled = false;
    let handle: number | undefined;
    void whenContentReady().then(() => {
      if (cancelled) return;
      const idle = window.requestIdleCallback;
      if (idle) handle = idle(() => void startAuth(), { timeout: 500 });
      else void startAuth();
    });
    return () => {
      cancelled = true;
      if (handle !== undefined) window.cancelIdleCallback(handle);
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, loading, signIn: signInWithEmail, signUp: signUpWithEmail, signOut: signOutEverywhere }),
    [user, session, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
