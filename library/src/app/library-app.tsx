import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { guideLoaders, topicLoaders } from 'virtual:library/loaders';
import { NotFoundPage, Spinner, useLocation, whenAuthReady } from '@app/shared';
import { guideQueryOptions } from '../features/guides/api/guide-query';
import { searchPageQueries } from '../features/search/api/search-page-query';
import { readFilters } from '../features/search/hooks/use-search-url-state';
import { topicQueryOptions } from '../features/topic-hubs/api/topic-query';
import { matchLibraryRoute, type LibraryContentIndex, type LibraryRoute } from './library-route';
import { libraryQueryClient } from './query-client';

/**
 * One page of the library, its own chunk. A page whose chunk has arrived by the time it first
 * renders (prefetchLibraryPage started it) is rendered directly, with no Suspense fallback: React
 * holds back content that replaces a fallback until 300 ms after the fallback appeared, which
 * was most of the wait on a guide opened by a page load. Once chosen, the component stays the
 * same, so a page is never remounted (a guide counts one view per mount).
 */
function libraryPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  let chosen: ComponentType<P> | undefined;
  const loadAndKeep = () => load().then((component) => (ready = component));
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  return { load: loadAndKeep, component: (): ComponentType<P> => (chosen ??= ready ?? Lazy) };
}

// Each page is its own chunk; a guide page then loads only its own guide's chunk.
const pages = {
  educationCenter: libraryPage(() =>
    import('../features/education-center/components/education-center-page').then((m) => m.EducationCenterPage),
  ),
  topic: libraryPage(() => import('../features/topic-hubs/components/topic-hub-page').then((m) => m.TopicHubPage)),
  guide: libraryPage(() => import('../features/guides/components/guide-page').then((m) => m.GuidePage)),
  search: libraryPage(() => import('../features/search/components/search-page').then((m) => m.SearchPage)),
};

// The hubs and guides of this build, from its own content (library/content/): the shell routes
// every /resources/ path here and knows none of them.
const content: LibraryContentIndex = {
  topics: new Set(Object.keys(topicLoaders)),
  guides: new Set(Object.keys(guideLoaders)),
};

/** The first page's files, started by prefetchLibraryPage; settled once they arrived or failed. */
let firstPage: { promise: Promise<unknown>; settled: boolean } | null = null;

/**
 * Starts the page's chunk and its content (a guide's or a hub's own chunk) at once, side by side,
 * instead of the content after the page has rendered. Called when this module is first loaded
 * (src/exposes/library-routes.tsx), which the shell does while it confirms the session: the
 * files arrive meanwhile and nothing renders before the shell mounts the library. Failures are
 * left to the page, which shows them with Retry.
 */
export function prefetchLibraryPage(pathname: string, search = ''): LibraryRoute['page'] {
  const route = matchLibraryRoute(pathname, content);
  const started: Promise<unknown>[] = [];
  switch (route.page) {
    case 'education-center':
      started.push(pages.educationCenter.load());
      break;
    case 'search': {
      started.push(pages.search.load());
      // The results are the page's largest text: asked for the moment supabase-js has confirmed
      // the session (the answer the shell's guard waits for), not after the page has rendered
      // behind it. Never before, never without a member.
      const queries = searchPageQueries(readFilters(new URLSearchParams(search)));
      void whenAuthReady().then(({ user }) => {
        if (!user) return;
        void libraryQueryClient.prefetchQuery(queries.results);
        void libraryQueryClient.prefetchQuery(queries.categories);
      });
      break;
    }
    case 'topic':
      started.push(pages.topic.load(), libraryQueryClient.prefetchQuery(topicQueryOptions(route.id)));
      break;
    case 'guide':
      started.push(pages.guide.load(), libraryQueryClient.prefetchQuery(guideQueryOptions(route.slug)));
      break;
    default:
      return route.page;
  }
  const state = { promise: Promise.allSettled(started), settled: false };
  void state.promise.then(() => (state.settled = true));
  firstPage = state;
  return route.page;
}

/**
 * True while the first page's files are still on their way: the library then shows its spinner
 * without suspending, and renders the page whole once they are here (no fallback to replace).
 */
function useFirstPagePending(): boolean {
  const [pending, setPending] = useState(() => firstPage !== null && !firstPage.settled);
  useEffect(() => {
    if (!pending || !firstPage) return;
    let active = true;
    void firstPage.promise.then(() => {
      if (active) setPending(false);
    });
    return () => {
      active = false;
    };
  }, [pending]);
  return pending;
}

function LibraryPage() {
  const { pathname } = useLocation();
  const route = matchLibraryRoute(pathname, content);
  switch (route.page) {
    case 'education-center': {
      const EducationCenterPage = pages.educationCenter.component();
      return <EducationCenterPage />;
    }
    case 'search': {
      const SearchPage = pages.search.component();
      return <SearchPage />;
    }
    case 'topic': {
      const TopicHubPage = pages.topic.component();
      return <TopicHubPage key={route.id} id={route.id} />;
    }
    case 'guide': {
      const GuidePage = pages.guide.component();
      // A new key per guide: a fresh mount, so each opened guide counts one view.
      return <GuidePage key={route.slug} slug={route.slug} />;
    }
    default:
      // The site's own 404 page (@app/shared, the shell's copy at run time): same look, text and log line.
      return <NotFoundPage />;
  }
}

/** Everything the library mounts: its own query cache around the page for the current path. */
export function LibraryApp() {
  const firstPagePending = useFirstPagePending();
  const spinner = <Spinner label="Loading..." className="min-h-[60vh]" />;
  if (firstPagePending) return spinner;
  return (
    <QueryClientProvider client={libraryQueryClient}>
      <Suspense fallback={spinner}>
        <LibraryPage />
      </Suspense>
    </QueryClientProvider>
  );
}
