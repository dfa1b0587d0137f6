import { useEffect, type ReactNode } from 'react';
import { Navigate, Spinner, paths, startAuth, useAuth } from '@app/shared';

/** These pages cannot render anything useful before the first session answer. */
function useNeedSessionNow() {
  useEffect(() => {
    void startAuth();
  }, []);
}

/** Members-only pages: spinner while the session loads, /auth with nothing rendered when signed out. */
export function PageGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  useNeedSessionNow();
  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <>{children}</>;
}

/** /auth: a signed-in visitor goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  useNeedSessionNow();
  if (loading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children}</>;
}
