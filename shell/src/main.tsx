// The stylesheet belongs to the entry, so the built index.html links it in <head>: the page
// the server pre-renders for `/` is styled from the first paint.
import './index.css';
import { recordEarlyPageView } from '@app/shared/early-page-view';
import { hasStoredSession } from './features/members/stored-session';
import { preloadRouteRemote } from './features/remotes/preload-route';

// This load's page view, before anything else: a visitor may leave before the app runs.
recordEarlyPageView({
  env: { VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY },
});
// The page's remote module is fetched while React loads (a members' page only with a stored session).
preloadRouteRemote(window.location.pathname, hasStoredSession(import.meta.env.VITE_SUPABASE_URL));
// Async boundary: federation resolves the shared singletons before the app runs.
import('./bootstrap');
