import { lazy, Suspense } from 'react';

// Radix's alert dialog loads only with the page that shows these buttons.
const DeleteMyDataButtons = lazy(() => import('./delete-my-data-buttons').then((m) => ({ default: m.DeleteMyDataButtons })));

/** 'Delete my chat history' and 'Delete my account', each behind the member menu's confirmation. */
export function DeleteMyDataActions() {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
      <DeleteMyDataButtons />
    </Suspense>
  );
}
