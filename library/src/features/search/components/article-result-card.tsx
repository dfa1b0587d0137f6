import { Clock, Eye, Star } from 'lucide-react';
import { Badge, paths, Link } from '@app/shared';
import type { Article } from '../../../api/search-articles';
import { SnippetText } from '../../../components/snippet-text';

/**
 * A result: the whole card opens the article (the title link is stretched over the card),
 * while the tag buttons sit above it and set the tag filter.
 */
export function ArticleResultCard({ article, onTag }: { article: Article; onTag: (tag: string) => void }) {
  return (
    <article className="relative rounded-xl border border-border bg-background p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">
          <Link
            to={paths.resource.getHref(article.slug)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        {article.featured ? (
          <Badge>
            <Star aria-hidden="true" className="size-3" />
            Featured
          </Badge>
        ) : null}
      </div>
      {article.subtitle ? <p className="mt-1 text-sm text-muted-foreground">{article.subtitle}</p> : null}
      {article.summary ? <p className="mt-3 text-sm leading-6">{article.summary}</p> : null}
      {article.snippet ? <SnippetText snippet={article.snippet} className="mt-2 text-sm leading-6 text-muted-foreground" /> : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {article.category_name ? <span className="font-medium text-foreground">{article.category_name}</span> : null}
        {article.reading_time_minutes ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {article.reading_time_minutes} min read
          </span>
        ) : null}
        {article.view_count > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {article.view_count} views
          </span>
        ) : null}
      </p>
      {article.tags.length > 0 ? (
        <ul aria-label="Tags" className="relative z-10 mt-3 flex flex-wrap gap-2">
          {article.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-label={`${tag}: filter by this tag`}
                className="rounded-full border border-border bg-secondary px-2.5 py-0.5 text-xs font-medium hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
