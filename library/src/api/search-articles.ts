import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';

// docs/product.md#backend-calls, call 10: the search_articles RPC. The Education Center asks for 10, the search
// page for 20; both cache answers for 5 minutes.

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

type ArticleRow = Omit<Article, 'tags' | 'view_count'> & { tags: string[] | null; view_count: number | string | null };

export async function searchArticles(params: SearchArticlesParams): Promise<Article[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('search_articles', searchArticlesArgs(params));
  if (error) throw new Error(`Article search failed: ${error.message}`);
  const rows = (Array.isArray(data) ? data : []) as ArticleRow[];
  // bigint view counts may arrive as strings; tags may be null.
  return rows.map((row) => ({ ...row, tags: row.tags ?? [], view_count: Number(row.view_count ?? 0) }));
}

export const searchArticlesKey = (params: SearchArticlesParams) => ['library', 'search-articles', searchArticlesArgs(params)] as const;

export function useSearchArticles(params: SearchArticlesParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: searchArticlesKey(params),
    queryFn: () => searchArticles(params),
    staleTime: SEARCH_STALE_TIME_MS,
    enabled: options.enabled ?? true,
  });
}
