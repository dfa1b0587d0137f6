import { guideLoaders, topicLoaders } from 'virtual:library/loaders';
import { describe, expect, it } from 'vitest';
import { matchLibraryRoute, type LibraryContentIndex } from './library-route';

// What the real content gives (the keys of virtual:library/loaders, as library-app.tsx reads them).
const content: LibraryContentIndex = { topics: new Set(Object.keys(topicLoaders)), guides: new Set(Object.keys(guideLoaders)) };

describe('matchLibraryRoute', () => {
  it('knows the Education Center and the search page', () => {
    expect(matchLibraryRoute('/educational-resources', content)).toEqual({ page: 'education-center' });
    expect(matchLibraryRoute('/search', content)).toEqual({ page: 'search' });
    expect(matchLibraryRoute('/search/', content)).toEqual({ page: 'search' });
  });

  it('tells topic hubs from guides, from the content of this build', () => {
    expect(matchLibraryRoute('/resources/myths-vs-facts', content)).toEqual({ page: 'topic', id: 'myths-vs-facts' });
    expect(matchLibraryRoute('/resources/prep-guide', content)).toEqual({ page: 'guide', slug: 'prep-guide' });
    expect(matchLibraryRoute('/resources/prep-guide/', content)).toEqual({ page: 'guide', slug: 'prep-guide' });
    expect(content.guides.size).toBe(24);
    expect(content.topics.size).toBe(6);
  });

  it('serves a guide the content adds, with no list elsewhere to update', () => {
    const withNewGuide = { ...content, guides: new Set([...content.guides, 'doxy-pep-guide']) };
    expect(matchLibraryRoute('/resources/doxy-pep-guide', withNewGuide)).toEqual({ page: 'guide', slug: 'doxy-pep-guide' });
    expect(matchLibraryRoute('/resources/doxy-pep-guide', content)).toEqual({ page: 'not-found' });
  });

  it('rejects anything else', () => {
    expect(matchLibraryRoute('/resources/unknown', content)).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources/', content)).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources', content)).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources/prep-guide/extra', content)).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/resources/toString', content)).toEqual({ page: 'not-found' });
    expect(matchLibraryRoute('/', content)).toEqual({ page: 'not-found' });
  });
});
