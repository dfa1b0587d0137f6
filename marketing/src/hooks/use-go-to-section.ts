import { useCallback } from 'react';
import type { HomeSection } from '@app/shared';
import { scrollToSection } from '../lib/scroll-to-section';
import { useLocation, useNavigate } from '@app/shared';

/**
 * Scrolls to a landing section and records it in the address bar (replacing,
 * so Back leaves the page instead of stepping through anchors).
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (id: HomeSection) => {
      scrollToSection(id);
      navigate({ search, hash: id }, { replace: true });
    },
    [navigate, search],
  );
}
