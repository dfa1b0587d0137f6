import '@app/shared/styles/remote.css';
import type { RemoteExpose } from '@app/shared/contracts';
import { LibraryApp, prefetchLibraryPage } from '../app/library-app';

// Loaded by the shell for a members' page while the session is confirmed: fetch that page's files now.
if (typeof window !== 'undefined') prefetchLibraryPage(window.location.pathname, window.location.search);

/** Exposed as `library/LibraryRoutes`: the Education Center, topic hubs, guides and /search. */
function LibraryRoutes() {
  return <LibraryApp />;
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default LibraryRoutes satisfies RemoteExpose<'library', './LibraryRoutes'>;
