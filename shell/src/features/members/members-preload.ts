// Build time only (shell/vite.config.ts): never imported by the app.
import type { Plugin } from 'vite';

/**
 * What every page but `/` renders with, and asks for only once the federation runtime has booted
 * (hostInit, the shell's remoteEntry, then the shared-module chain): react-dom's client (the
 * first render) and supabase-js (the session a members' page waits for).
 */
const NEEDED_BEFORE_FIRST_RENDER = [/\/react-dom\/cjs\/react-dom-client\./, /\/@supabase\/supabase-js\//];

/** The part of a built chunk this step reads. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/**
 * The files to fetch at once on a page other than `/`: each chunk holding one of the modules
 * above, then the chunks it imports, leaving out what the page's HTML preloads already.
 */
export function membersPreloadFiles(bundle: Record<string, BuiltChunk>, html: string): string[] {
  const files: string[] = [];
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.includes(fileName) || html.includes(`/${fileName}"`) || !chunk || chunk.type !== 'chunk') return;
    files.push(fileName);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const needed of NEEDED_BEFORE_FIRST_RENDER) {
    const holder = Object.values(bundle).find(
      (c) => c.type === 'chunk' && (c.moduleIds ?? []).some((id) => needed.test(id.replaceAll('\\', '/'))),
    );
    if (holder) add(holder.fileName);
  }
  return files;
}

const PLACEHOLDER = /(<meta name="candor-members-preload" content=")(")/;

/**
 * Fills the built index.html's `<meta name="candor-members-preload">` with those files
 * (space-separated, from the site's root); the inline script after it preloads them on any page
 * but `/`. Runs on the finished page, once every other step has added its preloads.
 */
export function membersPreloadPlugin(): Plugin {
  return {
    name: 'candor:members-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      if (!PLACEHOLDER.test(html)) this.error('index.html has no <meta name="candor-members-preload" content="">');
      const files = membersPreloadFiles(bundle as unknown as Record<string, BuiltChunk>, html);
      if (files.length === 0) this.error('found neither react-dom/client nor supabase-js in the bundle');
      page.source = html.replace(PLACEHOLDER, `$1${files.map((f) => `/${f}`).join(' ')}$2`);
    },
  };
}
