import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * This year, for the copyright line. The pre-rendered page (rendered at build time) and the
 * hydrating render know no year: both print none, and the line gains it right after hydration.
 * A page rendered in the browser from the start has it at once.
 */
export function useCopyrightYear(): number | null {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => null,
  );
}
