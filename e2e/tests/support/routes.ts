// The route data of @app/shared, read from its source so the suite follows the app.
export { guideSlugs, topicIds } from '../../../shared/src/config/paths';
