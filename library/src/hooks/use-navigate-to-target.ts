import { useCallback } from 'react';
import { paths, useNavigate } from '@app/shared';
import { homeSectionOf } from '../lib/home-section';
import { scheduleScrollRetry } from '../lib/scroll-retry';

// One pending home-section scroll per page; it must outlive the library (navigating home
// unmounts it), so it is not tied to a component.
let cancelPending: (() => void) | null = null;

/** Scrolls smoothly to `#id` once it exists (the landing remote may still be loading). */
export function scrollToSectionWhenReady(id: string): void {
  cancelPending?.();
  cancelPending = scheduleScrollRetry({
    find: () => document.getElementById(id),
    onFound: (element) => {
      cancelPending = null;
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    onGiveUp: () => {
      cancelPending = null;
    },
  });
}

/** Navigates to a path of this site; `/#section` targets go home, then scroll to the section. */
export function useNavigateToTarget() {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      const section = homeSectionOf(path);
      if (section) {
        navigate(paths.home.getHref(section));
        scrollToSectionWhenReady(section);
        return;
      }
      navigate(path);
    },
    [navigate],
  );
}
