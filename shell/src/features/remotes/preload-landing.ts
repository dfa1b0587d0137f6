import type { ExposeName, RemoteName } from '@app/shared/contracts';
import { fetchFederationManifest } from './fetch-federation-manifest';
import { fetchRemoteEntries } from './fetch-remote-entries';

interface FederationManifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

// Names checked against the remotes contract (shared/src/contracts/remotes.ts).
const LANDING_REMOTE = 'marketing' satisfies RemoteName;
const LANDING_EXPOSE = './Landing' satisfies ExposeName<typeof LANDING_REMOTE>;

function addPreload(href: string, as: 'script' | 'style') {
  const link = document.createElement('link');
  link.rel = as === 'script' ? 'modulepreload' : 'preload';
  if (as === 'style') link.as = 'style';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * On the home page, fetch the marketing remote's entry and the Landing module's
 * files in parallel with React instead of after it. Best effort: failures are
 * left to the registry, which reports them properly.
 */
export function preloadLandingRemote(): void {
  if (window.location.pathname !== '/') return;
  fetchRemoteEntries()
    .then(async (json) => {
      const entry = (json as Record<string, unknown>)[LANDING_REMOTE];
      if (typeof entry !== 'string') return;
      const entryUrl = new URL(entry, window.location.href);
      addPreload(entryUrl.href, 'script');
      // The same request the version contract reads when the landing mounts.
      const manifest = (await fetchFederationManifest(entryUrl.href)) as FederationManifest;
      const landing = manifest.exposes.find((e) => e.path === LANDING_EXPOSE);
      for (const file of landing?.assets.js.sync ?? []) addPreload(new URL(file, entryUrl).href, 'script');
      for (const file of landing?.assets.css.sync ?? []) addPreload(new URL(file, entryUrl).href, 'style');
    })
    .catch(() => undefined);
}
