import { topicLoaders } from 'virtual:library/loaders';
import type { TopicId } from '../../../lib/content-types';

/** One topic hub's content (its own chunk), as a query: the page reads it, the prefetch starts it early. */
export function topicQueryOptions(id: TopicId) {
  return {
    queryKey: ['library', 'topic', id] as const,
    queryFn: async () => (await topicLoaders[id]()).default,
    staleTime: Infinity,
    retry: 1,
  };
}
