// Async boundary: federation resolves the shared singletons before the app runs.
import('./bootstrap');
