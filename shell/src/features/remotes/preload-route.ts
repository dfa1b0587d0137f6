import type { ExposeName, RemoteName } from '@app/shared/contracts';
import { findRoute } from '@app/shared/paths';
import { fetchFederationManifest } from './fetch-federation-manifest';
import { fetchRemoteEntries } from './fetch-remote-entries';

interface FederationManifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

// Names checked against the remotes contract (shared/src/contracts/remotes.ts).
const LANDING = { remote: 'marketing', expose: './Landing' } as const satisfies { remote: RemoteName; expose: ExposeName<'marketing'> };
const LIBRARY = { remote: 'library', expose: './LibraryRoutes' } as const satisfies {
  remote: RemoteName;
  expose: ExposeName<'library'>;
};

export type PreloadTarget = typeof LANDING | typeof LIBRARY;

/** The remote module a page needs first, if the shell should fetch it before React runs. */
export function preloadTargetFor(pathname: string, signedInHint: boolean): PreloadTarget | null {
  if (pathname === '/') return LANDING;
  const route = findRoute(pathname);
  // A members' page only for someone with a stored session: a visitor without one goes to /auth.
  if (route?.owner === 'library' && route.access === 'members' && signedInHint) return LIBRARY;
  return null;
}

const preloaded = new Set<string>();

function addPreload(href: string, as: 'script' | 'style') {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = as === 'script' ? 'modulepreload' : 'preload';
  if (as === 'style') link.as = 'style';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Fetches (never runs) a remote's entry and the files of one exposed module named in its
 * manifest, in parallel with React instead of after it. Nothing executes before the version
 * contract is checked: `modulepreload` only downloads and parses. (The federation runtime's own
 * `preloadRemote` would run remoteEntry.js for a remote registered by its entry, as ours are.)
 * Best effort: failures are left to the registry, which reports them properly.
 */
export function preloadRemoteFiles(target: PreloadTarget): Promise<void> {
  return fetchRemoteEntries()
    .then(async (json) => {
      const entry = (json as Record<string, unknown>)[target.remote];
      if (typeof entry !== 'string') return;
      const entryUrl = new URL(entry, window.location.href);
      addPreload(entryUrl.href, 'script');
      // The same request the version contract reads when the module mounts.
      const manifest = (await fetchFederationManifest(entryUrl.href)) as FederationManifest;
      const expose = manifest.exposes.find((e) => e.path === target.expose);
      for (const file of expose?.assets.js.sync ?? []) addPreload(new URL(file, entryUrl).href, 'script');
      for (const file of expose?.assets.css.sync ?? []) addPreload(new URL(file, entryUrl).href, 'style');
    })
    .catch(() => undefined);
}

/** Called by main.tsx before the federation runtime boots: preloads what this page mounts first. */
export function preloadRouteRemote(pathname: string, signedInHint: boolean): void {
  const target = preloadTargetFor(pathname, signedInHint);
  if (target) void preloadRemoteFiles(target);
}

export const preloadTargets = { landing: LANDING, library: LIBRARY } as const;
