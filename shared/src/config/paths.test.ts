import { describe, expect, it } from 'vitest';
import { findRoute, isRegisteredPath, routeClaims, routeDefinitions } from './paths';

describe('the route table', () => {
  it('names no guide: every /resources/ path goes to the library, which resolves the slug', () => {
    expect(routeDefinitions.filter((r) => r.path.startsWith('/resources'))).toEqual([
      { path: '/resources/*', owner: 'library', access: 'members' },
    ]);
    for (const path of ['/resources/prep-guide', '/resources/myths-vs-facts', '/resources/a-guide-added-later', '/resources']) {
      expect(findRoute(path), path).toMatchObject({ owner: 'library', access: 'members' });
    }
    // The library titles its hubs and guides; the shell has no title to give them.
    expect(findRoute('/resources/prep-guide')?.title).toBeUndefined();
  });

  it('prefers an exact path and does not stretch a pattern past its segment', () => {
    expect(findRoute('/educational-resources')).toMatchObject({ owner: 'library', title: 'Education Center' });
    expect(findRoute('/search')).toMatchObject({ owner: 'library', title: 'Search Articles' });
    expect(routeClaims('/resources/*', '/resourcesx')).toBe(false);
    expect(routeClaims('/search', '/search/x')).toBe(false);
    expect(isRegisteredPath('/resourcesx')).toBe(false);
    expect(isRegisteredPath('/no/such/page')).toBe(false);
  });
});
