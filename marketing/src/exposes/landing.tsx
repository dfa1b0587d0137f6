import '../index.css';
import { Link } from 'react-router-dom';
import { Button, PRODUCT_NAME, paths, useAuth } from '@app/shared';

/** Placeholder until the landing page lands: proves the shared router and auth store. */
export default function Landing() {
  const { user, loading, signOut } = useAuth();
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-border px-6 py-4">
        <Link to={paths.home.getHref()} className="text-xl font-bold text-primary">
          {PRODUCT_NAME}
        </Link>
        {loading ? null : user ? (
          <div className="flex items-center gap-3">
            <span className="text-sm" data-testid="header-email">{user.email}</span>
            <Button variant="outline" onClick={() => void signOut()}>
              Sign Out
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button asChild variant="ghost">
              <Link to={paths.auth.getHref()}>Sign In</Link>
            </Button>
            <Button asChild>
              <Link to={paths.auth.getHref()}>Join Waitlist</Link>
            </Button>
          </div>
        )}
      </header>
      <main className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-4xl font-bold">Private sexual health testing at home</h1>
      </main>
    </div>
  );
}
