import { paths } from '@app/shared';
import type { TopicId } from '../lib/content-types';

export type LibraryRoute =
  | { page: 'education-center' }
  | { page: 'search' }
  | { page: 'topic'; id: TopicId }
  | { page: 'guide'; slug: string }
  | { page: 'not-found' };

/** The hubs and guides this build of the library has (the keys of `virtual:library/loaders`). */
export interface LibraryContentIndex {
  topics: ReadonlySet<string>;
  guides: ReadonlySet<string>;
}

const resourcePrefix = paths.resource.getHref('');

/**
 * Which library page a pathname shows. The shell sends every path under /resources/ here, so the
 * slug is resolved from the library's own content: a guide added to `library/content/` is served
 * by the next library deploy, and anything else is the library's 404.
 */
export function matchLibraryRoute(pathname: string, content: LibraryContentIndex): LibraryRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.educationCenter.path) return { page: 'education-center' };
  if (path === paths.search.path) return { page: 'search' };
  if (path.startsWith(resourcePrefix)) {
    const slug = path.slice(resourcePrefix.length);
    if (content.topics.has(slug)) return { page: 'topic', id: slug as TopicId };
    if (content.guides.has(slug)) return { page: 'guide', slug };
  }
  return { page: 'not-found' };
}
