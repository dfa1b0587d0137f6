import { Button, MemberMenu, paths, useAuth, Link } from '@app/shared';
import { WaitlistLink } from '../../../components/waitlist-link';

/**
 * Sign-in state on wide screens. The box keeps a fixed width whatever it
 * holds, and stays empty while the session is unknown: no flash of the wrong
 * buttons and nothing beside it moves when the answer comes. Signed in, the
 * e-mail opens the member menu (which also offers deleting chat history or
 * the account) and Sign Out stays one press away.
 */
export function HeaderAuth() {
  const { user, loading, signOut } = useAuth();
  return (
    <div className="hidden h-10 w-80 items-center justify-end gap-2 lg:flex" data-testid="header-auth" aria-busy={loading}>
      {loading ? null : user ? (
        <>
          <MemberMenu className="min-w-0" />
          <Button variant="outline" className="shrink-0" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <Button asChild variant="ghost">
            <Link to={paths.auth.getHref()}>Sign In</Link>
          </Button>
          <WaitlistLink source="header">Join Waitlist</WaitlistLink>
        </>
      )}
    </div>
  );
}
