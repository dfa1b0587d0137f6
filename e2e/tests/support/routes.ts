// The route data of @app/shared (its React-free ./paths entry), so the suite follows the app.
export { guideSlugs, topicIds } from '@app/shared/paths';
