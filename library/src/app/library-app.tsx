import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner, paths, Link, useLocation } from '@app/shared';
import { matchLibraryRoute } from './library-route';
import { libraryQueryClient } from './query-client';

// Each page is its own chunk; a guide page then loads only its own guide's chunk.
const EducationCenterPage = lazy(() =>
  import('../features/education-center/components/education-center-page').then((m) => ({ default: m.EducationCenterPage })),
);
const TopicHubPage = lazy(() => import('../features/topic-hubs/components/topic-hub-page').then((m) => ({ default: m.TopicHubPage })));
const GuidePage = lazy(() => import('../features/guides/components/guide-page').then((m) => ({ default: m.GuidePage })));
const SearchPage = lazy(() => import('../features/search/components/search-page').then((m) => ({ default: m.SearchPage })));

function LibraryPage() {
  const { pathname } = useLocation();
  const route = matchLibraryRoute(pathname);
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
      return (
        <main className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">This resource does not exist</h1>
          <Link to={paths.educationCenter.getHref()} className="mt-4 inline-block text-primary underline underline-offset-4">
            Back to Education Center
          </Link>
        </main>
      );
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
