import type { GuideFrontMatter, GuideSlug, IconName, Topic, TopicColor, TopicId } from '../../vite/content/schema';

// The shapes of the library's virtual modules (built by `library/vite/`), shared by the
// plugin that writes them and the pages that read them. Types only: no zod at run time.

export type { GuideFrontMatter, GuideSlug, IconName, Topic, TopicColor, TopicId };

/** What the Education Center shows for a topic (its hub lives in its own module). */
export interface TopicCard {
  id: TopicId;
  title: string;
  description: string;
  icon: IconName;
  color: TopicColor;
  overview: string;
  keyPoints: string[];
  resources: string[];
}

/** A guide as listed for local search and related cards. */
export interface GuideSummary {
  /** One of SPEC's guides or one the content adds. */
  slug: string;
  title: string;
  description: string;
  category: TopicId;
  keywords: string[];
}

/** `virtual:library/index`. */
export interface LibraryIndex {
  topics: TopicCard[];
  guides: GuideSummary[];
}

/** `virtual:library/guide/<slug>`: one guide, its body already rendered to safe HTML. */
export interface GuideModule {
  frontMatter: GuideFrontMatter;
  html: string;
  readingTimeMinutes: number;
  related: GuideSummary[];
}

/** `virtual:library/topic/<id>`: one topic hub. */
export interface TopicHubModule {
  topic: Topic;
}

export type GuideLoader = () => Promise<{ default: GuideModule }>;
export type TopicHubLoader = () => Promise<{ default: TopicHubModule }>;
