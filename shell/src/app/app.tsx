import { lazy, Suspense } from 'react';
import { HomePageTree, NotFoundPage, SiteRoot, Spinner, paths, routeDefinitions, BrowserRouter, Route, Routes } from '@app/shared';
import type { LegalPageId } from '@app/shared/contracts';
import { ChatLauncher } from '../features/chat-launcher/chat-launcher';
import { GuestOnly, PageGuard } from '../features/guard/page-guard';
import { RemoteMount } from '../features/remotes/components/remote-mount';
import { RouteEffects } from '../features/tracking/route-effects';

const AuthPage = lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })));
// Lazy like /auth: nothing of the account pages is on the landing page's path (docs/architecture.md#budgets).
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const AccountPage = lazy(() => import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })));

const pageFallback = <Spinner label="Loading..." className="min-h-screen" />;

function elementFor(path: string) {
  const route = routeDefinitions.find((r) => r.path === path);
  switch (route?.owner) {
    case 'marketing':
      if (path === paths.home.path) {
        // The same tree marketing pre-renders (shared/src/landing/home-page-tree.tsx): the shell hydrates it.
        return <HomePageTree landing={<RemoteMount id="marketing/Landing" />} launcher={<ChatLauncher />} />;
      }
      return <RemoteMount id="marketing/Legal" props={{ page: path.slice(1) as LegalPageId }} />;
    case 'library':
      // For /resources/* too: the library resolves the slug from its own content and shows the
      // 404 page for one it does not have, so a guide it adds needs no shell build.
      return (
        <PageGuard>
          <RemoteMount id="library/LibraryRoutes" />
        </PageGuard>
      );
    case 'admin':
      // Only the data call gates the dashboard (docs/product.md#roles-and-access): the page itself explains each refusal.
      return <RemoteMount id="admin/AnalyticsPage" />;
    default:
      if (path === paths.resetPassword.path) {
        // Not guest-only: the reset link signs the person in before this page shows (docs/product.md#account).
        return (
          <Suspense fallback={pageFallback}>
            <ResetPasswordPage />
          </Suspense>
        );
      }
      if (path === paths.account.path) {
        return (
          <PageGuard>
            <Suspense fallback={pageFallback}>
              <AccountPage />
            </Suspense>
          </PageGuard>
        );
      }
      return (
        <GuestOnly>
          <Suspense fallback={pageFallback}>
            <AuthPage />
          </Suspense>
        </GuestOnly>
      );
  }
}

export function App() {
  return (
    <BrowserRouter>
      <SiteRoot effects={<RouteEffects />}>
        <Routes>
          {routeDefinitions.map((route) => (
            <Route key={route.path} path={route.path} element={elementFor(route.path)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </SiteRoot>
    </BrowserRouter>
  );
}
