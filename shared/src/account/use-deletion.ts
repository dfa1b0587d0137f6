import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { toast } from '../ui/toast-store';
import { deleteMyData, type DeletionScope } from './delete-my-data';
import { deletionCopy, deletionFailureMessage } from './deletion-copy';

/**
 * The two deletions as the member menu and the account page run them: which one is being
 * confirmed, the request, its toast, and home after the account went.
 */
export function useDeletion(onAccountDeleted?: () => void) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<DeletionScope | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(scope: DeletionScope) {
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
      onAccountDeleted?.();
      navigate(paths.home.getHref());
    }
  }

  return { confirming, setConfirming, busy, confirm };
}
