import { describe, expect, it } from 'vitest';
import { matchLibraryRoute } from './library-route';

describe('matchLibraryRoute', () => {
  it('knows the Education Center and the search page', () => {
    expect(matchLibraryRoute('/educational-resources')).toEqual({ page: 'education-center' });
    expect(matchLibraryRoute('/search')).toEqual({ page: 'search' });
    expect(matchLibraryRoute('/search/')).toEqual({ page: 'search' });
  });

  it('tells topic hubs from guides', () => {
    expect(matchLibraryRoute('/resources/myths-vs-facts')).toEqual({ page: 'topic', id: 'myths-vs-facts' });
    expect(matchLibraryRoute('/resources/prep-guide')).toEqual({ page: 'guide', slug: 'prep-guide' });
  });

  it('rejects anything else', () => {
    expect(matchLibraryRoute('/resources/unknown')).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources/')).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources/prep-guide/extra')).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/')).toEqual({ page: 'not-found' });
  });
});
