import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a browser downloads from the library remote for each route, read from a production
// build (`library/dist`): remoteEntry.js, the exposed module, the lazy page chunk and the
// route's own content chunk, each with its static imports; plus the CSS they reference.
// Shared singletons are provided by the shell, so their fallback chunks (`__prebuild__`,
// loaded only when no host provides them) are not counted.

export interface RouteBundle {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

const staticImport = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g;
const cssReference = /["'`]\.\/((?:assets\/)?[^"'`]+\.css)["'`]/g;

export class BundleGraph {
  private readonly assets: string[];
  private readonly cache = new Map<string, string>();

  constructor(private readonly distDir: string) {
    if (!existsSync(join(distDir, 'remoteEntry.js'))) {
      throw new Error(`${distDir} has no remoteEntry.js: build the library first (pnpm --filter @app/library build)`);
    }
    this.assets = readdirSync(join(distDir, 'assets'));
  }

  private read(file: string): string {
    let text = this.cache.get(file);
    if (text === undefined) {
      text = readFileSync(join(this.distDir, file), 'utf8');
      this.cache.set(file, text);
    }
    return text;
  }

  /** `assets/<name>-<hash>.js` files for a chunk name. */
  chunksNamed(name: string): string[] {
    const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-Za-z0-9_-]{8}\\.js$`);
    return this.assets.filter((asset) => pattern.test(asset)).map((asset) => `assets/${asset}`);
  }

  /** Dynamic import() targets of a file (relative to dist). */
  dynamicImportsOf(file: string): string[] {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    return [...this.read(file).matchAll(dynamicImport)].map((m) => normalize(dir + m[1]));
  }

  /** The file and everything it imports statically, plus the CSS any of them references. */
  closure(entries: string[]): string[] {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      const text = this.read(file);
      for (const match of text.matchAll(staticImport)) queue.push(normalize(dir + match[1]));
      for (const match of text.matchAll(cssReference)) {
        const css = match[1] as string;
        seen.add(normalize(css.startsWith('assets/') ? css : dir + css));
      }
    }
    return [...seen].filter((file) => !file.includes('__prebuild__')).sort();
  }

  measure(route: string, files: string[]): RouteBundle {
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const bytes = readFileSync(join(this.distDir, file));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { route, files, rawBytes, gzipBytes };
  }
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

export interface RouteSpec {
  route: string;
  /** Chunk names (without hash) the route loads lazily: the page, then its content. */
  chunks: string[];
}

/** Bytes per route; `routes` name the lazy chunks each route needs beyond the exposed module. */
export function measureRoutes(distDir: string, routes: RouteSpec[]): RouteBundle[] {
  const graph = new BundleGraph(distDir);
  const exposed = graph.dynamicImportsOf('remoteEntry.js');
  return routes.map(({ route, chunks }) => {
    const lazy = chunks.flatMap((name) => {
      const found = graph.chunksNamed(name);
      if (found.length === 0) throw new Error(`${route}: no chunk named "${name}" in ${distDir}/assets`);
      return found;
    });
    return graph.measure(route, graph.closure(['remoteEntry.js', ...exposed, ...lazy]));
  });
}
