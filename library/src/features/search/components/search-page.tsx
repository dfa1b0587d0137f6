import { Search } from 'lucide-react';
import { Alert, Badge, Button, Input, Label, Spinner } from '@app/shared';
import { useSearchArticles } from '../../../api/search-articles';
import { searchPageParams } from '../api/search-page-query';
import { useArticleCategories } from '../api/get-article-categories';
import { ALL_CATEGORIES, useSearchUrlState } from '../hooks/use-search-url-state';
import { ArticleResultCard } from './article-result-card';
import { CategorySelect } from './category-select';
import { FilterChips, type FilterChip } from './filter-chips';
import { BackToCenterHeader } from '../../../components/back-to-center-header';
import { SearchTierNotice } from '../../../components/search-tier-notice';

export { SEARCH_PAGE_SIZE } from '../api/search-page-query';

/**
 * SPEC's 'Showing N result(s)' is read as singular/plural: 'Showing 1 result', 'Showing 3 results'.
 */
export function resultCountText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'result' : 'results'}`;
}

/** /search: article search with text, category and tag filters kept in the URL. */
export function SearchPage() {
  const { text, filters, changeText, clearText, setCategory, setTag, clearAll } = useSearchUrlState();
  const categories = useArticleCategories();
  const results = useSearchArticles(searchPageParams(filters));

  const categoryName = categories.data?.find((category) => category.id === filters.category)?.name ?? filters.category;
  const chips: FilterChip[] = [
    ...(filters.query ? [{ kind: 'Search', value: filters.query, onRemove: clearText }] : []),
    ...(filters.category !== ALL_CATEGORIES
      ? [{ kind: 'Category', value: categoryName, onRemove: () => setCategory(ALL_CATEGORIES) }]
      : []),
    ...(filters.tag ? [{ kind: 'Tag', value: filters.tag, onRemove: () => setTag(null) }] : []),
  ];

  return (
    <div className="min-h-screen bg-muted">
      <BackToCenterHeader label="Search" className="max-w-4xl" />

      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Badge variant="accent">
          <Search aria-hidden="true" className="size-3.5" />
          Article Search
        </Badge>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Search Articles</h1>
        <p role="status" aria-live="polite" className="mt-2 min-h-6 text-muted-foreground">
          {results.isSuccess ? resultCountText(results.data.articles.length) : ''}
        </p>

        <form
          role="search"
          className="mt-6 rounded-xl border border-border bg-background p-4 shadow-sm"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="search-articles-text">Search</Label>
              <Input
                id="search-articles-text"
                type="search"
                autoComplete="off"
                maxLength={200}
                placeholder="Search articles, guides, and resources..."
                value={text}
                onChange={(event) => changeText(event.target.value)}
              />
            </div>
            <CategorySelect value={filters.category} categories={categories.data ?? []} onChange={setCategory} />
            <Button type="button" variant="outline" onClick={clearAll}>
              Clear filters
            </Button>
          </div>
          <div className="mt-4 empty:hidden">
            <FilterChips chips={chips} />
          </div>
        </form>

        <section aria-label="Results" className="mt-8">
          {results.isPending ? (
            <Spinner label="Searching articles..." />
          ) : results.isError ? (
            <Alert variant="destructive">Error loading articles. Please try again.</Alert>
          ) : results.data.articles.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-border bg-background px-6 py-14 text-center">
              <p className="text-lg font-medium">No articles found matching your criteria.</p>
              <Button variant="outline" className="mt-5" onClick={clearAll}>
                Clear filters to see all articles
              </Button>
            </div>
          ) : (
            <>
              {/* Results that did not match every word as typed say so (docs/product.md#search). */}
              <SearchTierNotice
                tier={results.data.matchTier}
                query={filters.query}
                correctedQuery={results.data.correctedQuery}
                className="mb-4"
              />
              <ul className="grid gap-4">
                {results.data.articles.map((article) => (
                  <li key={article.id}>
                    <ArticleResultCard article={article} onTag={setTag} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </main>
    </div>
  );
}
