import { routeDefinitions, type RouteDefinition } from '@app/shared';

/** What a sample is attributed to: the route table's pattern and its owner (a remote, or the shell). */
export interface RouteOwner {
  route: string;
  remote: string;
}

function claims(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === pathname;
  const base = pattern.slice(0, -'/*'.length);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The route pattern that serves `pathname` (`/resources/*` for every guide) and who renders it.
 * A path outside the table is the shell's 404 page, recorded as `/*`: a typed address (which
 * could hold anything) is never sent.
 */
export function routeOwnerOf(pathname: string, routes: readonly RouteDefinition[] = routeDefinitions): RouteOwner {
  const route = routes.find((r) => r.path === pathname) ?? routes.find((r) => claims(r.path, pathname));
  if (!route) return { route: '/*', remote: 'shell' };
  return { route: route.path, remote: route.owner };
}
