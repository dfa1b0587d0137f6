// The stylesheet belongs to the entry, so the built index.html links it in <head>: the page
// the server pre-renders for `/` is styled from the first paint.
import './index.css';
import { preloadLandingRemote } from './features/remotes/preload-landing';

preloadLandingRemote();
// Async boundary: federation resolves the shared singletons before the app runs.
import('./bootstrap');
