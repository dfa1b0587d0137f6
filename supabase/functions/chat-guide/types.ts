/** Shapes shared by the chat-guide modules. */

/** One row of the `search_guide_passages` RPC: a section of one guide. */
export interface GuidePassage {
  slug: string;
  guide_title: string;
  heading: string;
  content: string;
  rank: number;
}

/** Full-text retrieval over guide sections; resolves to at most `limit` rows, best first. */
export type RetrieveFn = (query: string, limit: number) => Promise<GuidePassage[]>;

/** A guide the reply links to. */
export interface Source {
  slug: string;
  title: string;
}

/** How an answer was produced; used for tests, the eval and choosing whether an LLM may rephrase. */
export type AnswerRoute = `triage:${string}` | `intent:${string}` | 'retrieval' | 'fallback';

export interface Answer {
  route: AnswerRoute;
  /** Reply text without the trailing "Read more" links (those come from `sources`). */
  body: string;
  sources: Source[];
  /** Passages the body was composed from (given to the optional LLM). */
  passages: GuidePassage[];
  /** Whether the optional LLM may rephrase this answer. */
  rephrasable: boolean;
}

export interface ChatReply {
  reply: string;
  sources: Source[];
}
