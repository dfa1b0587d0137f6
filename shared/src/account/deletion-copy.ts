import { CHAT_GUIDE_NAME } from '../config/constants';
import type { DeletionResult, DeletionScope } from './delete-my-data';

export interface DeletionCopy {
  menuItem: string;
  title: string;
  /** The one sentence that says what goes and that it cannot be undone. */
  description: string;
  /** What exactly is removed, item by item. */
  removes: string[];
  /** What stays, when something does. */
  keeps?: string;
  confirm: string;
  confirming: string;
  success: string;
  failureTitle: string;
}

/** Every text of the two deletions, kept together so the dialog and its tests agree. */
export const deletionCopy: Record<DeletionScope, DeletionCopy> = {
  chat: {
    menuItem: 'Delete my chat history',
    title: 'Delete your chat history?',
    description: `This permanently deletes every message of your conversations with ${CHAT_GUIDE_NAME}. This cannot be undone.`,
    removes: [`Your questions to ${CHAT_GUIDE_NAME}`, `${CHAT_GUIDE_NAME}'s replies to you`],
    keeps: 'Your account stays and you remain signed in.',
    confirm: 'Delete chat history',
    confirming: 'Deleting...',
    success: 'Your chat history was deleted.',
    failureTitle: 'Your chat history was not deleted',
  },
  account: {
    menuItem: 'Delete my account',
    title: 'Delete your account?',
    description: 'This permanently deletes your account and everything linked to you, and signs you out. This cannot be undone.',
    removes: [
      'Your account, e-mail address and password',
      `Your chat history with ${CHAT_GUIDE_NAME}`,
      'Your sign-ins on every device',
      'Any link between you and the site usage we recorded',
    ],
    keeps: 'Anonymous usage counts stay in our totals, with nothing that points to you.',
    confirm: 'Delete account',
    confirming: 'Deleting...',
    success: 'Your account and data were deleted.',
    failureTitle: 'Your account was not deleted',
  },
};

export function deletionFailureMessage(reason: Extract<DeletionResult, { ok: false }>['reason']): string {
  return reason === 'session'
    ? 'Your session has expired. Sign in again, then try once more. Nothing was deleted.'
    : 'Nothing was deleted. Check your connection and try again in a moment.';
}
