import { useEffect } from 'react';
import { PRODUCT_NAME, routeDefinitions, trackPageView, useLocation } from '@app/shared';

/** On every path change: scroll to top, set the title, record a page view (typed text redacted). */
export function RouteEffects() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const route = routeDefinitions.find((r) => r.path === pathname);
    if (route && route.path !== '/' && route.title !== 'Guide') document.title = `${route.title} | ${PRODUCT_NAME}`;
    else if (pathname === '/') document.title = `${PRODUCT_NAME} | Private at-home sexual health testing`;
    void trackPageView({ pathname, search });
  }, [pathname, search]);

  return null;
}
