import { useEffect, useRef } from 'react';
import { PRODUCT_NAME, routeDefinitions, trackPageView, useLocation } from '@app/shared';

/** On every path change: scroll to top, set the title, record a page view (typed text redacted). */
export function RouteEffects() {
  const { pathname, search } = useLocation();

  // Not on the first render: a fresh page starts where the browser put it (the top, an anchor
  // like /#pricing, or a restored position), and a second scroll would race the browser's.
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    // Instant: a new page starts at its top; it does not glide up from the previous one.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const route = routeDefinitions.find((r) => r.path === pathname);
    if (route && route.path !== '/' && route.title !== 'Guide') document.title = `${route.title} | ${PRODUCT_NAME}`;
    else if (pathname === '/') document.title = `${PRODUCT_NAME} | Private at-home sexual health testing`;
    void trackPageView({ pathname, search });
  }, [pathname, search]);

  return null;
}
