import type { ReactNode } from 'react';
import { Spinner, paths, useAuth, Navigate } from '@app/shared';

/** Members-only pages: spinner while the session loads, /auth with nothing rendered when signed out. */
export function PageGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <>{children}</>;
}

/** /auth: a signed-in visitor goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
