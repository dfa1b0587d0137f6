import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { guideLoaders, topicLoaders } from 'virtual:library/loaders';
import { NotFoundPage, Spinner, useLocation } from '@app/shared';
import { matchLibraryRoute, type LibraryContentIndex } from './library-route';
import { libraryQueryClient } from './query-client';

// Each page is its own chunk; a guide page then loads only its own guide's chunk.
const EducationCenterPage = lazy(() =>
  import('../features/education-center/components/education-center-page').then((m) => ({ default: m.EducationCenterPage })),
);
const TopicHubPage = lazy(() => import('../features/topic-hubs/components/topic-hub-page').then((m) => ({ default: m.TopicHubPage })));
const GuidePage = lazy(() => import('../features/guides/components/guide-page').then((m) => ({ default: m.GuidePage })));
const SearchPage = lazy(() => import('../features/search/components/search-page').then((m) => ({ default: m.SearchPage })));

// The hubs and guides of this build, from its own content (library/content/): the shell routes
// every /resources/ path here and knows none of them.
const content: LibraryContentIndex = {
  topics: new Set(Object.keys(topicLoaders)),
  guides: new Set(Object.keys(guideLoaders)),
};

function LibraryPage() {
  const { pathname } = useLocation();
  const route = matchLibraryRoute(pathname, content);
  switch (route.page) {
    case 'education-center':
      return <EducationCenterPage />;
    case 'search':
      return <SearchPage />;
    case 'topic':
      return <TopicHubPage key={route.id} id={route.id} />;
    case 'guide':
      // A new key per guide: a fresh mount, so each opened guide counts one view.
      return <GuidePage key={route.slug} slug={route.slug} />;
    default:
      // The site's own 404 page (@app/shared, the shell's copy at run time): same look, text and log line.
      return <NotFoundPage />;
  }
}

/** Everything the library mounts: its own query cache around the page for the current path. */
export function LibraryApp() {
  return (
    <QueryClientProvider client={libraryQueryClient}>
      <Suspense fallback={<Spinner label="Loading..." className="min-h-[60vh]" />}>
        <LibraryPage />
      </Suspense>
    </QueryClientProvider>
  );
}
