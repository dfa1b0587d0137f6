/**
 * A remote's mf-manifest.json (beside its remoteEntry.js), fetched once per page
 * load: the landing preload and the version contract read the same answer.
 */
const pending = new Map<string, Promise<unknown>>();

function manifestUrl(entryUrl: string): string {
  return new URL('mf-manifest.json', entryUrl).href;
}

export function fetchFederationManifest(entryUrl: string): Promise<unknown> {
  const url = manifestUrl(entryUrl);
  let request = pending.get(url);
  if (!request) {
    request = fetch(url, { cache: 'no-cache' }).then((res) => {
      if (!res.ok) throw new Error(`mf-manifest.json answered ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    pending.set(url, request);
    request.catch(() => pending.delete(url)); // a later call (Retry) asks again
  }
  return request;
}

/** Drops the remembered answer, so the next call reads what is deployed now. */
export function forgetFederationManifest(entryUrl: string): void {
  pending.delete(manifestUrl(entryUrl));
}
