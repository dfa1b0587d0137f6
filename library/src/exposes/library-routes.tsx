import '@app/shared/styles/remote.css';
import type { RemoteExpose } from '@app/shared/contracts';
import { LibraryApp } from '../app/library-app';

/** Exposed as `library/LibraryRoutes`: the Education Center, topic hubs, guides and /search. */
function LibraryRoutes() {
  return <LibraryApp />;
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default LibraryRoutes satisfies RemoteExpose<'library', './LibraryRoutes'>;
