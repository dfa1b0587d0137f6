import { useEffect, useMemo, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { guides, topics } from 'virtual:library/index';
import { Badge } from '@app/shared';
import { useSearchArticles } from '../../../api/search-articles';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { TopicId } from '../../../lib/content-types';
import { searchLocally } from '../lib/local-search';
import { CenterHeader } from './center-header';
import { CenterSearchBox } from './center-search-box';
import { CenterSearchResults, type ServerSearchState } from './center-search-results';
import { ExternalResources } from './external-resources';
import { ProfessionalGuidanceCard } from './professional-guidance-card';
import { TopicSection } from './topic-section';

export const SEARCH_DEBOUNCE_MS = 300;
export const CENTER_SEARCH_LIMIT = 10;

/** /educational-resources: the six topics, and a search over topics, guides and server articles. */
export function EducationCenterPage() {
  const [query, setQuery] = useState('');
  const [scrollTarget, setScrollTarget] = useState<TopicId | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const trimmed = query.trim();
  const searching = trimmed.length > 0;
  // Local filtering follows every keystroke; the server query waits for a 300 ms pause.
  const local = useMemo(() => searchLocally(trimmed, topics, guides), [trimmed]);
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const articles = useSearchArticles(
    { query: debounced, category: null, tag: null, limit: CENTER_SEARCH_LIMIT, offset: 0 },
    { enabled: debounced.length > 0 },
  );

  const server: ServerSearchState =
    debounced !== trimmed || articles.isPending
      ? { status: 'waiting' }
      : articles.isError
        ? { status: 'error' }
        : { status: 'done', ...articles.data };

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  // 'View Overview': back to all topics, then bring that section into view once it is rendered.
  useEffect(() => {
    if (!scrollTarget || searching) return;
    const section = document.getElementById(scrollTarget);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    setScrollTarget(null);
  }, [scrollTarget, searching]);

  return (
    <div className="min-h-screen bg-muted">
      <CenterHeader />
      <main>
        <div className="border-b border-border bg-background">
          <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16">
            <Badge variant="accent" className="mx-auto">
              <Lock aria-hidden="true" className="size-3.5" />
              Members Only Access
            </Badge>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Education Center</h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
              Straight answers about sexual health, reviewed by certified healthcare professionals and written without judgment.
            </p>
            <div className="mt-8">
              <CenterSearchBox ref={inputRef} value={query} onChange={setQuery} onClear={clear} />
            </div>
          </div>
        </div>

        <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
          {searching ? (
            <CenterSearchResults
              query={trimmed}
              topics={local.topics}
              guides={local.guides}
              server={server}
              onViewOverview={(id) => {
                setQuery('');
                setScrollTarget(id);
              }}
              onClear={clear}
            />
          ) : (
            <div className="space-y-8">
              {topics.map((topic) => (
                <TopicSection key={topic.id} topic={topic} />
              ))}
            </div>
          )}
          <ProfessionalGuidanceCard />
          <ExternalResources />
        </div>
      </main>
    </div>
  );
}
