import { guideSlugs, paths, topicIds, type GuideSlug, type TopicId } from '@app/shared';

export type LibraryRoute =
  | { page: 'education-center' }
  | { page: 'search' }
  | { page: 'topic'; id: TopicId }
  | { page: 'guide'; slug: GuideSlug }
  | { page: 'not-found' };

const resourcePrefix = paths.resource.getHref('');

/** Which library page a pathname shows (the shell only sends registered paths, but be strict). */
export function matchLibraryRoute(pathname: string): LibraryRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.educationCenter.path) return { page: 'education-center' };
  if (path === paths.search.path) return { page: 'search' };
  if (path.startsWith(resourcePrefix)) {
    const slug = path.slice(resourcePrefix.length);
    if ((topicIds as readonly string[]).includes(slug)) return { page: 'topic', id: slug as TopicId };
    if ((guideSlugs as readonly string[]).includes(slug)) return { page: 'guide', slug: slug as GuideSlug };
  }
  return { page: 'not-found' };
}
