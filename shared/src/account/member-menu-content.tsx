import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../auth/auth-actions';
import { paths } from '../config/paths';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog';
import { deletionCopy } from './deletion-copy';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { MemberMenuTriggerFace, memberMenuTriggerClass } from './member-menu-trigger';
import { useDeletion } from './use-deletion';

export interface MemberMenuContentProps {
  email: string;
  label?: string;
  /** Called after the member signed out or deleted their account (e.g. to close a mobile menu). */
  onSignedOut?: () => void;
  /** Open the menu as it mounts: it loads when the member first asks for it (member-menu.tsx). */
  defaultOpen?: boolean;
}

/** The loaded menu: Account settings, Sign Out and the two deletions, each behind a confirmation. */
export function MemberMenuContent({ email, label, onSignedOut, defaultOpen = false }: MemberMenuContentProps) {
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { confirming, setConfirming, busy, confirm } = useDeletion(onSignedOut);

  async function handleSignOut() {
    await signOutEverywhere();
    onSignedOut?.();
  }

  return (
    <>
      {/* Not modal: a modal menu and the dialog it opens would fight over focus and pointer events. */}
      <DropdownMenu modal={false} defaultOpen={defaultOpen}>
        <DropdownMenuTrigger ref={triggerRef} className={memberMenuTriggerClass}>
          <MemberMenuTriggerFace email={email} label={label} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.account.getHref())}>Account settings</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void handleSignOut()}>Sign Out</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming('chat')}>
            {deletionCopy.chat.menuItem}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming('account')}>
            {deletionCopy.account.menuItem}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDeletionDialog
        scope={confirming}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(scope) => void confirm(scope)}
        onCloseAutoFocus={(event) => {
          // The menu item that opened the dialog is gone; give focus back to the menu button.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}
