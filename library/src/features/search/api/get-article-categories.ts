import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@app/shared';

// docs/product.md#backend-calls, call 11: every column of article_categories, ordered by sort_order, cached 10 minutes.

export interface ArticleCategory {
  id: string;
  name: string;
  sort_order?: number;
  [column: string]: unknown;
}

export const CATEGORIES_STALE_TIME_MS = 10 * 60 * 1000;

export async function getArticleCategories(): Promise<ArticleCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('article_categories').select('*').order('sort_order');
  if (error) throw new Error(`Loading article categories failed: ${error.message}`);
  return (data ?? []) as ArticleCategory[];
}

export function articleCategoriesQueryOptions() {
  return { queryKey: ['library', 'article-categories'] as const, queryFn: getArticleCategories, staleTime: CATEGORIES_STALE_TIME_MS };
}

export function useArticleCategories() {
  return useQuery(articleCategoriesQueryOptions());
}
