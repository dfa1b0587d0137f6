import { readdirSync } from 'node:fs';
import path from 'node:path';

// The route data of @app/shared (its React-free ./paths entry), so the suite follows the app.
export { topicIds } from '@app/shared/paths';

/**
 * The guides the library build serves: one per Markdown file of its content folder. The shell's
 * route table names none (it sends /resources/* to the library, which resolves the slug).
 */
export const guideSlugs: readonly string[] = readdirSync(path.resolve(import.meta.dirname, '../../../library/content/guides'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -'.md'.length))
  .sort();
