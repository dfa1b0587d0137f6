import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@app/shared';

// The search page's state lives in the URL (q, category, tag), so back/forward and shared
// links work. The text box is local state for smooth typing; its value reaches the URL
// (with history.replace) after the 300 ms debounce, which is also when the search runs.
// Choosing a category or a tag, or clearing, are separate history entries (push).

export const SEARCH_PAGE_DEBOUNCE_MS = 300;
export const ALL_CATEGORIES = 'all';

export interface SearchFilters {
  /** The debounced, trimmed text (what is searched). */
  query: string;
  /** A category id, or 'all'. */
  category: string;
  tag: string | null;
}

export function readFilters(params: URLSearchParams): SearchFilters {
  return {
    query: (params.get('q') ?? '').trim(),
    category: params.get('category')?.trim() || ALL_CATEGORIES,
    tag: params.get('tag')?.trim() || null,
  };
}

/** The URL parameters for some filters; empty values are left out. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.category && filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  return params;
}

export function useSearchUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const [text, setText] = useState(filters.query);
  const lastWrittenQuery = useRef(filters.query);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPendingText = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const write = useCallback(
    (change: Partial<SearchFilters>, replace: boolean) => {
      if (change.query !== undefined) lastWrittenQuery.current = change.query;
      setSearchParams((previous) => filtersToParams({ ...readFilters(previous), ...change }), { replace });
    },
    [setSearchParams],
  );

  // Back/forward (or a link) changed q: the text box follows.
  useEffect(() => {
    if (filters.query !== lastWrittenQuery.current) {
      lastWrittenQuery.current = filters.query;
      cancelPendingText();
      setText(filters.query);
    }
  }, [filters.query]);

  useEffect(() => cancelPendingText, []);

  const changeText = (value: string) => {
    setText(value);
    cancelPendingText();
    timer.current = setTimeout(() => {
      timer.current = null;
      write({ query: value.trim() }, true);
    }, SEARCH_PAGE_DEBOUNCE_MS);
  };

  const clearText = () => {
    cancelPendingText();
    setText('');
    write({ query: '' }, false);
  };

  return {
    text,
    filters,
    changeText,
    clearText,
    setCategory: (category: string) => write({ category }, false),
    setTag: (tag: string | null) => write({ tag }, false),
    clearAll: () => {
      cancelPendingText();
      setText('');
      write({ query: '', category: ALL_CATEGORIES, tag: null }, false);
    },
  };
}
