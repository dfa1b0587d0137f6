import { ArrowRight, SearchX } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, Spinner, paths, topics as topicTitles, Link } from '@app/shared';
import type { Article, SearchAnswer } from '../../../api/search-articles';
import { HighlightedText } from '../../../components/highlighted-text';
import { SearchTierNotice } from '../../../components/search-tier-notice';
import { SnippetText } from '../../../components/snippet-text';
import type { GuideSummary, TopicCard } from '../../../lib/content-types';
import { topicExcerpt } from '../lib/excerpt';

export type ServerSearchState = { status: 'waiting' } | { status: 'error' } | ({ status: 'done' } & SearchAnswer);

interface CenterSearchResultsProps {
  query: string;
  topics: TopicCard[];
  guides: GuideSummary[];
  server: ServerSearchState;
  onViewOverview: (topicId: TopicCard['id']) => void;
  onClear: () => void;
}

export const SERVER_SEARCH_UNAVAILABLE = 'Article search is unavailable right now; showing topics and guides.';

const linkClasses =
  'rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The three result groups of a non-empty query, or 'No results found'. */
export function CenterSearchResults({ query, topics, guides, server, onViewOverview, onClear }: CenterSearchResultsProps) {
  const articles = server.status === 'done' ? server.articles : [];
  const nothing = topics.length === 0 && guides.length === 0 && articles.length === 0 && server.status !== 'waiting';

  if (nothing) {
    return (
      <div className="space-y-4">
        {server.status === 'error' ? <ServerNotice /> : null}
        <div className="flex flex-col items-center rounded-2xl border border-border bg-background px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="mt-4 text-xl font-semibold">No results found</h2>
          <p className="mt-2 max-w-md text-muted-foreground">Nothing matched “{query.trim()}”. Try another word, or browse every topic.</p>
          <Button variant="outline" className="mt-6" onClick={onClear}>
            Clear search and view all topics
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <ResultGroup id="results-topics" title="Main Topics" count={topics.length}>
        {topics.length === 0 ? (
          <EmptyGroup>No topics match.</EmptyGroup>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Card className="h-full">
                  <CardHeader className="pb-3">
                    <h3 className="text-lg font-semibold">
                      <HighlightedText text={topic.title} query={query} />
                    </h3>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm leading-6">
                      <HighlightedText text={topicExcerpt(topic.overview, query)} query={query} />
                    </p>
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onViewOverview(topic.id)}
                        aria-label={`View Overview: ${topic.title}`}
                      >
                        View Overview
                      </Button>
                      <Button asChild size="sm" variant="ghost">
                        <Link to={paths.resource.getHref(topic.id)} aria-label={`View Detailed Resources: ${topic.title}`}>
                          View Detailed Resources
                        </Link>
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ResultGroup>

      <ResultGroup id="results-articles" title="Articles & Resources" count={server.status === 'done' ? articles.length : undefined}>
        {server.status === 'waiting' ? (
          <Spinner label="Searching articles..." className="py-8" />
        ) : server.status === 'error' ? (
          <ServerNotice />
        ) : articles.length === 0 ? (
          <EmptyGroup>No articles match.</EmptyGroup>
        ) : (
          <>
            {/* Articles that did not match every word as typed say so (docs/product.md#education-center). */}
            <SearchTierNotice tier={server.matchTier} query={query} correctedQuery={server.correctedQuery} className="mb-4" />
            <ul className="grid gap-4">
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleResult article={article} query={query} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ResultGroup>

      <ResultGroup id="results-guides" title="Detailed Guides" count={guides.length}>
        {guides.length === 0 ? (
          <EmptyGroup>No guides match.</EmptyGroup>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <Card className="h-full">
                  <CardHeader className="pb-3">
                    <h3 className="text-lg font-semibold">
                      <Link to={paths.resource.getHref(guide.slug)} className={linkClasses}>
                        <HighlightedText text={guide.title} query={query} />
                      </Link>
                    </h3>
                    <p className="text-xs font-medium text-muted-foreground">
                      {topicTitles.find((topic) => topic.id === guide.category)?.title}
                    </p>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm leading-6">
                      <HighlightedText text={guide.description} query={query} />
                    </p>
                    <Link
                      to={paths.resource.getHref(guide.slug)}
                      className={`mt-3 inline-flex items-center gap-1 text-sm font-medium ${linkClasses}`}
                    >
                      Read Guide<span className="sr-only">: {guide.title}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ResultGroup>
    </div>
  );
}

function ResultGroup({ id, title, count, children }: { id: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-bold">
        {title}
        {count !== undefined ? <Badge variant="secondary">{count}</Badge> : null}
      </h2>
      {children}
    </section>
  );
}

function EmptyGroup({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function ServerNotice() {
  return (
    <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
      {SERVER_SEARCH_UNAVAILABLE}
    </p>
  );
}

function ArticleResult({ article, query }: { article: Article; query: string }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="text-lg font-semibold">
          <Link to={paths.resource.getHref(article.slug)} className={linkClasses}>
            <HighlightedText text={article.title} query={query} />
          </Link>
        </h3>
        {article.subtitle ? (
          <p className="text-sm text-muted-foreground">
            <HighlightedText text={article.subtitle} query={query} />
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {article.summary ? (
          <p className="text-sm leading-6">
            <HighlightedText text={article.summary} query={query} />
          </p>
        ) : null}
        {article.snippet ? <SnippetText snippet={article.snippet} className="mt-2 text-sm leading-6 text-muted-foreground" /> : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {article.category_name ? <Badge variant="outline">{article.category_name}</Badge> : null}
          {article.tags.slice(0, 3).map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
