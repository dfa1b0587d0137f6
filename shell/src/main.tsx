// The stylesheet belongs to the entry, so the built index.html links it in <head>: the page
// the server pre-renders for `/` is styled from the first paint.
import './index.css';
import { recordEarlyPageView } from '@app/shared/early-page-view';
import { preloadLandingRemote } from './features/remotes/preload-landing';

// This load's page view, before anything else: a visitor may leave before the app runs.
recordEarlyPageView({
  env: { VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY },
});
preloadLandingRemote();
// Async boundary: federation resolves the shared singletons before the app runs.
import('./bootstrap');
