import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { cn } from '../lib/cn';
import { MemberMenuTriggerFace, memberMenuTriggerClass } from './member-menu-trigger';

// Radix's menu and alert dialog load only when a member is signed in, so the
// landing page's first visit never pays for them.
const MemberMenuContent = lazy(() => import('./member-menu-content').then((m) => ({ default: m.MemberMenuContent })));

export interface MemberMenuProps {
  /** Called after the member signed out or deleted their account (e.g. to close a mobile menu). */
  onSignedOut?: () => void;
  className?: string;
  /** Text of the menu button when the e-mail is already on screen (defaults to the e-mail). */
  label?: string;
}

/**
 * The signed-in member's menu: their e-mail as the button, then Sign Out,
 * Delete my chat history and Delete my account. Renders nothing when signed out.
 */
export function MemberMenu({ onSignedOut, className, label }: MemberMenuProps) {
  const email = useAuthStore((s) => s.user?.email ?? null);
  if (!email) return null;
  return (
    <div data-slot="member-menu" className={cn('inline-flex', className)}>
      <Suspense
        fallback={
          <span aria-hidden="true" className={cn(memberMenuTriggerClass, 'opacity-70')}>
            <MemberMenuTriggerFace email={email} label={label} />
          </span>
        }
      >
        <MemberMenuContent email={email} label={label} onSignedOut={onSignedOut} />
      </Suspense>
    </div>
  );
}
