import { ArrowLeft } from 'lucide-react';
import { Button, Link, MemberMenu, paths, useAuth, useNavigate } from '@app/shared';

/** Back to home on the left; the member's e-mail and their menu (Sign Out, delete data) on the right. */
export function CenterHeader() {
  const { user } = useAuth();
  const navigate = useNavigate();

  return (
    <header className="border-b border-border bg-background">
      <nav aria-label="Education Center" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <div className="flex items-center gap-3">
          {user?.email ? <span className="text-sm text-muted-foreground">Welcome, {user.email}</span> : null}
          <MemberMenu label="Account" onSignedOut={() => navigate(paths.home.getHref())} />
        </div>
      </nav>
    </header>
  );
}
