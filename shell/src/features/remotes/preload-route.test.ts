import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devRemoteEntries } from '@app/shared/contracts';
import { preloadRemoteFiles, preloadTargetFor, preloadTargets } from './preload-route';

describe('preloadTargetFor', () => {
  it('preloads the landing on / for everyone', () => {
    expect(preloadTargetFor('/', false)).toBe(preloadTargets.landing);
    expect(preloadTargetFor('/', true)).toBe(preloadTargets.landing);
  });

  it("preloads the library on its members' pages only with a stored session", () => {
    for (const path of ['/resources/prep-guide', '/educational-resources', '/search']) {
      expect(preloadTargetFor(path, true), path).toBe(preloadTargets.library);
      expect(preloadTargetFor(path, false), path).toBeNull();
    }
  });

  it('preloads nothing elsewhere', () => {
    for (const path of ['/auth', '/account', '/privacy-policy', '/analytics', '/nowhere'])
      expect(preloadTargetFor(path, true), path).toBeNull();
  });
});

describe('preloadRemoteFiles', () => {
  const entries = devRemoteEntries();
  beforeEach(() => {
    document.head.replaceChildren();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/mf-manifest.json')) {
          return new Response(
            JSON.stringify({
              exposes: [
                {
                  path: './LibraryRoutes',
                  assets: { js: { sync: ['assets/library-routes-1.js'] }, css: { sync: ['assets/library-routes-1.css'] } },
                },
              ],
            }),
          );
        }
        return new Response(JSON.stringify(entries));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("adds preload links for the entry and the module's files, running none of them", async () => {
    await preloadRemoteFiles(preloadTargets.library);
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.href]);
    const base = new URL('./', entries.library).href;
    expect(links).toEqual([
      ['modulepreload', null, entries.library],
      ['modulepreload', null, `${base}assets/library-routes-1.js`],
      ['preload', 'style', `${base}assets/library-routes-1.css`],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
