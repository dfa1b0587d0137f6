/// <reference types="node" />
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guideSlugs, topicIds } from '../vite/content/schema';
import { measureRoutes, type RouteBundle, type RouteSpec } from '../vite/bundle-graph';

// Prints the gzip bytes the library remote costs per route (remoteEntry + exposed module +
// page chunk + the route's content chunk, with static imports and CSS; shared singletons
// come from the shell and are not counted).
//
//   npx tsx library/scripts/bundle-report.ts [distDir] [--json]
//
// For the lead's bundle benchmark: `libraryRouteBundles(distDir)` returns the same figures.

const defaultDist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

export function libraryRoutes(): RouteSpec[] {
  return [
    { route: '/educational-resources', chunks: ['education-center-page'] },
    { route: '/search', chunks: ['search-page'] },
    ...topicIds.map((id) => ({ route: `/resources/${id}`, chunks: ['topic-hub-page', id] })),
    ...guideSlugs.map((slug) => ({ route: `/resources/${slug}`, chunks: ['guide-page', slug] })),
  ];
}

export function libraryRouteBundles(distDir = defaultDist): RouteBundle[] {
  return measureRoutes(distDir, libraryRoutes());
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(argv: string[]): number {
  const json = argv.includes('--json');
  const distDir = resolve(argv.find((arg) => !arg.startsWith('--')) ?? defaultDist);
  let bundles: RouteBundle[];
  try {
    bundles = libraryRouteBundles(distDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  if (json) {
    console.log(JSON.stringify(bundles, null, 2));
    return 0;
  }
  const width = Math.max(...bundles.map((b) => b.route.length));
  console.log(`Library remote, bytes per route (${distDir})`);
  console.log(`${'route'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}  files`);
  for (const bundle of bundles) {
    console.log(
      `${bundle.route.padEnd(width)}  ${kb(bundle.gzipBytes).padStart(9)}  ${kb(bundle.rawBytes).padStart(9)}  ${bundle.files.length}`,
    );
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
