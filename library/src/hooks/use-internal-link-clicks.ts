import { useCallback, type MouseEvent } from 'react';
import { classifyHref } from '../lib/link-kind';
import { useNavigateToTarget } from './use-navigate-to-target';

/**
 * Click handler for a container of rendered HTML: same-origin links (`/...`) go through the
 * router instead of reloading the page. Modified clicks (new tab, download) are left alone.
 */
export function useInternalLinkClicks() {
  const navigateTo = useNavigateToTarget();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href') ?? '';
      if (anchor.target === '_blank' || anchor.hasAttribute('download') || classifyHref(href) !== 'internal') return;
      event.preventDefault();
      navigateTo(href);
    },
    [navigateTo],
  );
}
