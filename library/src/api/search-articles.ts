import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';

// docs/product.md#backend-calls, call 10: the search_articles RPC. The Education Center asks for 10, the search
// page for 20; both cache answers for 5 minutes. Each row also says which pass of the search
// answered and carries a snippet (docs/product.md#search, docs/architecture.md#backend).

/**
 * Which pass of the search answered (the same on every row of one answer):
 * 'exact' every word as typed (also the listing of an empty query), 'corrected' every word after
 * the typo fix, 'any_word' only some of the words.
 */
export type MatchTier = 'exact' | 'corrected' | 'any_word';

/** The snippet's highlight markers: a matched word sits between the two (never HTML). */
export const SNIPPET_MARK_OPEN = '\uE000';
export const SNIPPET_MARK_CLOSE = '\uE001';

export interface Article {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  summary: string | null;
  featured: boolean;
  category_id: string | null;
  category_name: string | null;
  reading_time_minutes: number | null;
  view_count: number;
  tags: string[];
  rank: number | null;
  /** Plain text around the matched words, matches between the SNIPPET_MARK_* characters; null without a query. */
  snippet: string | null;
}

/** One answer: the page of articles and how it was found (null tier when there are no rows). */
export interface SearchAnswer {
  articles: Article[];
  matchTier: MatchTier | null;
  /** The words the typo fix searched for, when it changed any ('corrected' and 'any_word'). */
  correctedQuery: string | null;
}

export interface SearchArticlesParams {
  query: string;
  /** A category id, or null for all categories. */
  category: string | null;
  /** A tag, or null for any tag. */
  tag: string | null;
  limit: number;
  offset: number;
}

export const SEARCH_STALE_TIME_MS = 5 * 60 * 1000;

/** The RPC's arguments: trimmed text (empty string when none), null for no category or tag. */
export function searchArticlesArgs(params: SearchArticlesParams) {
  const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);
  return {
    search_query: params.query.trim(),
    category_filter: params.category === 'all' ? null : blankToNull(params.category),
    tag_filter: blankToNull(params.tag),
    limit_count: params.limit,
    offset_count: params.offset,
  };
}

type ArticleRow = Omit<Article, 'tags' | 'view_count' | 'snippet'> & {
  tags: string[] | null;
  view_count: number | string | null;
  snippet?: string | null;
  match_tier?: string | null;
  corrected_query?: string | null;
};

const TIERS: readonly string[] = ['exact', 'corrected', 'any_word'] satisfies MatchTier[];

export async function searchArticles(params: SearchArticlesParams): Promise<SearchAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('search_articles', searchArticlesArgs(params));
  if (error) throw new Error(`Article search failed: ${error.message}`);
  const rows = (Array.isArray(data) ? data : []) as ArticleRow[];
  const first = rows[0];
  const tier = first?.match_tier && TIERS.includes(first.match_tier) ? (first.match_tier as MatchTier) : null;
  return {
    // bigint view counts may arrive as strings; tags may be null.
    articles: rows.map(({ match_tier: _tier, corrected_query: _corrected, ...row }) => ({
      ...row,
      tags: row.tags ?? [],
      view_count: Number(row.view_count ?? 0),
      snippet: row.snippet ?? null,
    })),
    matchTier: rows.length > 0 ? (tier ?? 'exact') : null,
    correctedQuery: first?.corrected_query?.trim() ? first.corrected_query.trim() : null,
  };
}

export const searchArticlesKey = (params: SearchArticlesParams) => ['library', 'search-articles', searchArticlesArgs(params)] as const;

/** One search as a query: the pages read it, /search's prefetch starts it early (library-app.tsx). */
export function searchArticlesQueryOptions(params: SearchArticlesParams) {
  return {
    queryKey: searchArticlesKey(params),
    queryFn: () => searchArticles(params),
    staleTime: SEARCH_STALE_TIME_MS,
  };
}

export function useSearchArticles(params: SearchArticlesParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchArticlesQueryOptions(params), enabled: options.enabled ?? true });
}
