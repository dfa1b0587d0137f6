import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { membersPreloadFiles, type BuiltChunk } from './members-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): BuiltChunk => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
});
const bundle: Record<string, BuiltChunk> = Object.fromEntries(
  [
    chunk('assets/entry-a.js', ['/app/src/main.tsx'], ['assets/runtime-b.js']),
    chunk('assets/runtime-b.js', ['\0rolldown/runtime']),
    chunk(
      'assets/client-c.js',
      ['/nm/react-dom/cjs/react-dom-client.production.js', '\0virtual:loadShare'],
      ['assets/react-d.js', 'assets/runtime-b.js'],
    ),
    chunk('assets/react-d.js', ['/nm/react/cjs/react.production.js'], ['assets/runtime-b.js']),
    chunk('assets/supabase-e.js', ['C:\\nm\\@supabase\\supabase-js\\dist\\index.mjs']),
    chunk('assets/page-f.js', ['/app/src/auth-page.tsx'], ['assets/supabase-e.js']),
    { type: 'asset', fileName: 'assets/index.css' } satisfies BuiltChunk,
  ].map((c) => [c.fileName, c]),
);

describe('membersPreloadFiles', () => {
  it("names react-dom's client and supabase-js with what they import, but not what the page preloads already", () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/runtime-b.js">';
    expect(membersPreloadFiles(bundle, html)).toEqual(['assets/client-c.js', 'assets/react-d.js', 'assets/supabase-e.js']);
  });

  it('names nothing when the bundle holds neither', () => {
    expect(membersPreloadFiles({ 'assets/entry-a.js': bundle['assets/entry-a.js']! }, '')).toEqual([]);
  });
});

// The inline script of shell/index.html that applies the list, its own text as the page runs it.
const html = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .find((text) => text.includes('candor-members-preload'))!;

describe("index.html's members' preload", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  function run(pathname: string, content: string) {
    window.history.replaceState(null, '', pathname);
    document.head.innerHTML = `<meta name="candor-members-preload" content="${content}" />`;
    new Function(script)();
    return [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.crossOrigin, l.getAttribute('href')]);
  }

  it('preloads the named modules on a page other than /', () => {
    expect(run('/resources/prep-guide', '/assets/client-c.js /assets/supabase-e.js')).toEqual([
      ['modulepreload', 'anonymous', '/assets/client-c.js'],
      ['modulepreload', 'anonymous', '/assets/supabase-e.js'],
    ]);
  });

  it('preloads nothing on /, nor when the build named nothing (the dev server)', () => {
    expect(run('/', '/assets/client-c.js')).toEqual([]);
    expect(run('/search', '')).toEqual([]);
  });
});
