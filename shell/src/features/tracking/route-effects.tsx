import { useEffect, useRef } from 'react';
import { PRODUCT_NAME, findRoute, trackPageView, useLocation } from '@app/shared';

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
    // A route without a title (the library's /resources/*) is titled by its owner.
    const route = findRoute(pathname);
    if (pathname === '/') document.title = `${PRODUCT_NAME} | Private at-home sexual health testing`;
    else if (route?.title) document.title = `${route.title} | ${PRODUCT_NAME}`;
    void trackPageView({ pathname, search });
  }, [pathname, search]);

  return null;
}
