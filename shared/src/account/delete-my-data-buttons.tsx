import { useRef } from 'react';
import { Button } from '../ui/button';
import { ConfirmDeletionDialog } from './confirm-deletion-dialog';
import type { DeletionScope } from './delete-my-data';
import { deletionCopy } from './deletion-copy';
import { useDeletion } from './use-deletion';

/** The member menu's two deletions as buttons, for the account page (docs/product.md#account). */
export function DeleteMyDataButtons() {
  const { confirming, setConfirming, busy, confirm } = useDeletion();
  const opener = useRef<HTMLButtonElement | null>(null);
  const refs = useRef<Record<DeletionScope, HTMLButtonElement | null>>({ chat: null, account: null });

  function open(scope: DeletionScope) {
    opener.current = refs.current[scope];
    setConfirming(scope);
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        {(['chat', 'account'] as const).map((scope) => (
          <Button
            key={scope}
            type="button"
            variant="outline"
            className="border-destructive/40 text-destructive"
            ref={(node) => {
              refs.current[scope] = node;
            }}
            onClick={() => open(scope)}
          >
            {deletionCopy[scope].menuItem}
          </Button>
        ))}
      </div>
      <ConfirmDeletionDialog
        scope={confirming}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(scope) => void confirm(scope)}
        onCloseAutoFocus={(event) => {
          // After Cancel, back to the button that opened the dialog; after an account deletion it is gone.
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      />
    </>
  );
}
