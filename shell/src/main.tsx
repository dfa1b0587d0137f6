import { preloadLandingRemote } from './features/remotes/preload-landing';

preloadLandingRemote();
// Async boundary: federation resolves the shared singletons before the app runs.
import('./bootstrap');
