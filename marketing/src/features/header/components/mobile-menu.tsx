import { useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  MemberMenu,
  paths,
  useAuth,
  type HomeSection,
  Link,
} from '@app/shared';
import { AppScope } from '../../../components/app-scope';
import { WaitlistLink } from '../../../components/waitlist-link';
import { navLinks } from '../../../config/nav-links';
import { useGoToSection } from '../../../hooks/use-go-to-section';

const menuLinkClass =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-secondary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Narrow screens: a right-side sheet with the same anchors and the sign-in state. */
export function MobileMenu() {
  const { user, loading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  // The section chosen in the menu: scrolled to once the sheet has closed and
  // released its scroll lock (scrolling a locked page does nothing).
  const pendingSection = useRef<HomeSection | null>(null);
  const goToSection = useGoToSection();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </DialogTrigger>
      <DialogContent
        side="right"
        aria-describedby={undefined}
        style={{ overflowY: 'auto' }}
        onCloseAutoFocus={(event) => {
          const section = pendingSection.current;
          if (!section) return;
          pendingSection.current = null;
          // Focus goes to the section instead of back to the menu button.
          event.preventDefault();
          requestAnimationFrame(() => goToSection(section));
        }}
      >
        {/* The sheet is portaled out of the page: it needs its own style scope. */}
        <AppScope fill>
          <div className="flex min-h-full flex-col gap-6">
            <div className="flex items-center justify-between">
              <DialogTitle>Menu</DialogTitle>
              <DialogClose asChild>
                <Button variant="ghost" size="icon" aria-label="Close menu">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </DialogClose>
            </div>
            <nav aria-label="Mobile">
              <ul className="flex flex-col gap-1">
                {navLinks.map((link) => (
                  <li key={link.id}>
                    <a
                      href={`#${link.id}`}
                      className={menuLinkClass}
                      onClick={(event) => {
                        event.preventDefault();
                        pendingSection.current = link.id;
                        setOpen(false);
                      }}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-auto flex flex-col gap-3 border-t border-border pt-6">
              {loading ? null : user ? (
                <>
                  <MemberMenu className="min-w-0" onSignedOut={() => setOpen(false)} />
                  <Button
                    variant="outline"
                    onClick={() => {
                      setOpen(false);
                      void signOut();
                    }}
                  >
                    Sign Out
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild variant="outline">
                    <Link to={paths.auth.getHref()}>Sign In</Link>
                  </Button>
                  <WaitlistLink source="mobile-menu">Join Waitlist</WaitlistLink>
                </>
              )}
            </div>
          </div>
        </AppScope>
      </DialogContent>
    </Dialog>
  );
}
