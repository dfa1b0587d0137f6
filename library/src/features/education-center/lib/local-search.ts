import type { GuideSummary, TopicCard } from '../../../lib/content-types';

// The Education Center's immediate, in-memory search over the six topics and the guides.

export interface LocalSearchResult {
  topics: TopicCard[];
  guides: GuideSummary[];
}

const includes = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

export function topicMatches(topic: TopicCard, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return [topic.title, topic.description, topic.overview, ...topic.keyPoints, ...topic.resources].some((text) => includes(text, needle));
}

export function guideMatches(guide: GuideSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return [guide.title, guide.description, ...guide.keywords].some((text) => includes(text, needle));
}

/** Topics and guides whose text contains the trimmed query (case-insensitive); empty for a blank query. */
export function searchLocally(query: string, topics: readonly TopicCard[], guides: readonly GuideSummary[]): LocalSearchResult {
  return {
    topics: topics.filter((topic) => topicMatches(topic, query)),
    guides: guides.filter((guide) => guideMatches(guide, query)),
  };
}
