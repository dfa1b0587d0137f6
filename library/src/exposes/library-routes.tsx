import '@app/shared/styles/remote.css';
import { LibraryApp } from '../app/library-app';

/** Exposed as `library/LibraryRoutes`: the Education Center, topic hubs, guides and /search. */
export default function LibraryRoutes() {
  return <LibraryApp />;
}
