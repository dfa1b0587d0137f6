import { Button } from '../ui/button';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from '../ui/alert-dialog';
import type { DeletionScope } from './delete-my-data';
import { deletionCopy } from './deletion-copy';

interface ConfirmDeletionDialogProps {
  /** Which deletion is being confirmed; null when the dialog is closed. */
  scope: DeletionScope | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (scope: DeletionScope) => void;
  /** Where focus goes when the dialog closes (the menu's trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The one step between a menu item and an irreversible deletion. */
export function ConfirmDeletionDialog({ scope, busy, onCancel, onConfirm, onCloseAutoFocus }: ConfirmDeletionDialogProps) {
  const copy = scope ? deletionCopy[scope] : null;
  return (
    <AlertDialog
      open={scope !== null}
      onOpenChange={(open) => {
        // While the request runs the dialog stays: closing it would hide the outcome.
        if (!open && !busy) onCancel();
      }}
    >
      {copy && scope ? (
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus} onEscapeKeyDown={(event) => busy && event.preventDefault()}>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>{copy.description}</AlertDialogDescription>
          <div className="text-sm text-foreground">
            <p className="font-medium">What will be removed:</p>
            <ul className="mt-1 list-disc pl-5">
              {copy.removes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {copy.keeps ? <p className="mt-2 text-muted-foreground">{copy.keeps}</p> : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </AlertDialogCancel>
            {/* A plain button, not AlertDialog.Action: the dialog must stay open until the server answers. */}
            <Button variant="destructive" disabled={busy} aria-busy={busy} onClick={() => onConfirm(scope)}>
              {busy ? copy.confirming : copy.confirm}
            </Button>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
