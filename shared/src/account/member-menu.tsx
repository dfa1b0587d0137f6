import { lazy, Suspense, useState, useTransition, type KeyboardEvent } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { cn } from '../lib/cn';
import { MemberMenuTriggerFace, memberMenuTriggerClass } from './member-menu-trigger';

// Radix's menu and alert dialog (15 KB gzip) load when the member first opens the menu, or points
// at or focuses its button: never while a page renders (docs/architecture.md#members-pages).
const loadMenuContent = () => import('./member-menu-content');
const MemberMenuContent = lazy(() => loadMenuContent().then((m) => ({ default: m.MemberMenuContent })));

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
  // Once asked for, Radix's menu replaces the plain button for good and opens at once.
  const [wanted, setWanted] = useState(false);
  // Asked for inside startTransition: the plain button (and its focus) stays on screen while Radix's files arrive.
  const [loading, startLoading] = useTransition();
  if (!email) return null;

  const open = () => startLoading(() => setWanted(true));
  // Radix's trigger opens on Enter, Space (a button's click) and ArrowDown.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading || wanted || undefined}
      className={memberMenuTriggerClass}
      onClick={open}
      onKeyDown={onKeyDown}
      onPointerEnter={() => void loadMenuContent()}
      onFocus={() => void loadMenuContent()}
    >
      <MemberMenuTriggerFace email={email} label={label} />
    </button>
  );
  return (
    <div data-slot="member-menu" className={cn('inline-flex', className)}>
      {/* One boundary around both: the update that asks for Radix suspends in place, keeping the plain button. */}
      <Suspense fallback={button}>
        {wanted ? <MemberMenuContent email={email} label={label} onSignedOut={onSignedOut} defaultOpen /> : button}
      </Suspense>
    </div>
  );
}
