import { searchArticlesQueryOptions, type SearchArticlesParams } from '../../../api/search-articles';
import { ALL_CATEGORIES, type SearchFilters } from '../hooks/use-search-url-state';
import { articleCategoriesQueryOptions } from './get-article-categories';

/** Articles per page on /search (the Education Center asks for 10). */
export const SEARCH_PAGE_SIZE = 20;

/** What /search asks search_articles for, given the filters in its URL. */
export function searchPageParams(filters: SearchFilters): SearchArticlesParams {
  return {
    query: filters.query,
    category: filters.category === ALL_CATEGORIES ? null : filters.category,
    tag: filters.tag,
    limit: SEARCH_PAGE_SIZE,
    offset: 0,
  };
}

/** The queries /search opens with, for the prefetch that starts them before the page renders. */
export function searchPageQueries(filters: SearchFilters) {
  return { results: searchArticlesQueryOptions(searchPageParams(filters)), categories: articleCategoriesQueryOptions() };
}
