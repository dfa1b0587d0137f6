import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../auth/auth-actions';
import { paths } from '../config/paths';
import { toast } from '../ui/toast-store';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog';
import { deleteMyData, type DeletionScope } from './delete-my-data';
import { deletionCopy, deletionFailureMessage } from './deletion-copy';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { MemberMenuTriggerFace, memberMenuTriggerClass } from './member-menu-trigger';

export interface MemberMenuContentProps {
  email: string;
  label?: string;
  /** Called after the member signed out or deleted their account (e.g. to close a mobile menu). */
  onSignedOut?: () => void;
}

/** The loaded menu: Sign Out and the two deletions, each behind a confirmation. */
export function MemberMenuContent({ email, label, onSignedOut }: MemberMenuContentProps) {
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<DeletionScope | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleConfirm(scope: DeletionScope) {
    setBusy(true);
    const result = await deleteMyData(scope);
    setBusy(false);
    setConfirming(null);
    const copy = deletionCopy[scope];
    if (!result.ok) {
      toast({ title: copy.failureTitle, description: deletionFailureMessage(result.reason), variant: 'destructive' });
      return;
    }
    toast({ title: copy.success });
    if (scope === 'account') {
      onSignedOut?.();
      navigate(paths.home.getHref());
    }
  }

  async function handleSignOut() {
    await signOutEverywhere();
    onSignedOut?.();
  }

  return (
    <>
      {/* Not modal: a modal menu and the dialog it opens would fight over focus and pointer events. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger ref={triggerRef} className={memberMenuTriggerClass}>
          <MemberMenuTriggerFace email={email} label={label} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
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
        onConfirm={(scope) => void handleConfirm(scope)}
        onCloseAutoFocus={(event) => {
          // The menu item that opened the dialog is gone; give focus back to the menu button.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}
