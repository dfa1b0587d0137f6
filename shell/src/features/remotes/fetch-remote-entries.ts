/**
 * The one request for remotes.json. main.tsx starts it before the federation
 * runtime boots, so the landing remote can be preloaded while React loads; the
 * registry reuses the same answer.
 */
let pending: Promise<unknown> | null = null;

export function fetchRemoteEntries(): Promise<unknown> {
  pending ??= fetch('/remotes.json', { cache: 'no-cache' }).then((res) => {
    if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
    return res.json();
  });
  pending.catch(() => {
    pending = null; // a later call (Retry) asks again
  });
  return pending;
}
