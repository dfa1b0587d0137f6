import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { remoteLabels, remoteNames, remoteOf, type RemoteModuleId, type RemoteModules, type RemoteName } from '@app/shared/contracts';
import { manifestBuildVersion, type LoadOutcome } from '../remote-health/health-recorder';
import { noteRemoteLoad, pageRecorder } from '../remote-health/remote-health';
import { fetchFederationManifest } from './fetch-federation-manifest';
import { fetchRemoteEntries } from './fetch-remote-entries';
import { parseRemoteEntries, type RemoteEntries } from './remote-entries';
import { checkRemoteContract, VersionContractError } from './version-contract';

// What each exposed module provides (the type `loadRemoteModule` answers) is the contract in
// @app/shared/contracts (shared/src/contracts/remotes.ts); each remote's exposed file is checked
// against the same types.

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let entriesPromise: Promise<RemoteEntries> | null = null;

registerPlugins([
  {
    name: 'candor-remote-errors',
    // Log which remote failed and let the error reach the mount's boundary.
    errorLoadRemote({ id, error }) {
      console.error(`[remotes] ${String(id)} failed to load:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  },
]);

/** Reads remotes.json once and registers every remote with the federation runtime. */
export function loadRemoteEntries(): Promise<RemoteEntries> {
  entriesPromise ??= withTimeout(fetchRemoteEntries(), REMOTE_LOAD_TIMEOUT_MS, () => new Error('remotes.json did not answer in time')).then(
    (json) => {
      const entries = parseRemoteEntries(json);
      registerRemotes(remoteNames.map((name) => ({ name, entry: entries[name], type: 'module' as const })));
      return entries;
    },
  );
  entriesPromise.catch(() => {
    entriesPromise = null; // let Retry fetch it again
  });
  return entriesPromise;
}

const loaded = new Map<RemoteModuleId, RemoteModules[RemoteModuleId]>();

/** A module that has already loaded, so a mount can render it in its first commit. */
export function loadedRemoteModule<K extends RemoteModuleId>(id: K): RemoteModules[K] | undefined {
  return loaded.get(id) as RemoteModules[K] | undefined;
}

const inFlight = new Map<RemoteModuleId, Promise<RemoteModules[RemoteModuleId]>>();

/**
 * Loads one exposed module. A remote that is down rejects quickly; one that
 * accepts the connection and never answers would hang forever, so we race a
 * time-out of our own. A load already under way is joined, not repeated: a members' page starts
 * its remote before the session is confirmed (bootstrap.tsx), and the mount behind the guard then
 * waits for that same load (one contract check, one health record).
 */
export function loadRemoteModule<K extends RemoteModuleId>(id: K, timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteModules[K]> {
  const early = takeEarlyLoad(id);
  if (early) return early;
  let load = inFlight.get(id) as Promise<RemoteModules[K]> | undefined;
  if (!load) {
    load = loadOnce(id, timeoutMs);
    inFlight.set(id, load);
    const done = () => inFlight.delete(id);
    load.then(done, done); // a Retry after a failure starts a new load
  }
  return load;
}

const startedEarly = new Map<RemoteModuleId, Promise<RemoteModules[RemoteModuleId]>>();

/**
 * A load started before the first render for the page being opened (start-members-page.ts). Its
 * outcome is kept for the next `loadRemoteModule` call, the mount's, even when it has already
 * settled: a remote that is down when a page opens is one failed load, not one for the early start
 * and another for the mount (docs/analytics.md, remote health). A Retry after that asks again and
 * starts a new load.
 */
export function startRemoteModuleEarly<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const load = loadRemoteModule(id);
  startedEarly.set(id, load);
  return load;
}

function takeEarlyLoad<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> | undefined {
  const load = startedEarly.get(id) as Promise<RemoteModules[K]> | undefined;
  startedEarly.delete(id);
  return load;
}

async function loadOnce<K extends RemoteModuleId>(id: K, timeoutMs: number): Promise<RemoteModules[K]> {
  const remote = remoteOf(id);
  const started = performance.now();
  let entryUrl: string | undefined;
  let timedOut = false;
  try {
    const entries = await loadRemoteEntries();
    entryUrl = entries[remote];
    const mod = await withTimeout(
      // The contract is checked before any of the remote's code runs.
      checkRemoteContract(remote, remoteLabels[remote], entries[remote]).then(() => loadRemote<RemoteModules[K]>(id)),
      timeoutMs,
      () => {
        timedOut = true;
        return new RemoteLoadError(remote, `The ${remoteLabels[remote]} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
      },
    );
    if (!mod || typeof (mod as { default?: unknown }).default !== 'function') {
      throw new RemoteLoadError(remote, `The ${remoteLabels[remote]} did not provide ${id}.`);
    }
    loaded.set(id, mod);
    recordLoad(remote, 'ok', started, entryUrl);
    return mod;
  } catch (error) {
    recordLoad(remote, timedOut ? 'timeout' : error instanceof VersionContractError ? 'contract' : 'failed', started, entryUrl);
    if (error instanceof RemoteLoadError) throw error;
    if (error instanceof VersionContractError) throw new RemoteLoadError(remote, error.message);
    const detail = error instanceof Error ? error.message : String(error);
    throw new RemoteLoadError(remote, `The ${remoteLabels[remote]} could not be loaded (${detail}).`);
  }
}

/**
 * Remote health (docs/analytics.md): the load's time and outcome, with the build version of the
 * remote's mf-manifest.json (the request the version contract made, or one more when it was
 * forgotten; none when it does not answer within 2 s). Recorded only on a sampled page load.
 */
function recordLoad(remote: RemoteName, outcome: LoadOutcome, started: number, entryUrl: string | undefined): void {
  if (!pageRecorder().sampled) return;
  const durationMs = performance.now() - started;
  const version = entryUrl
    ? withTimeout(fetchFederationManifest(entryUrl), 2_000, () => new Error('no manifest')).then(manifestBuildVersion, () => null)
    : Promise.resolve(null);
  void version.then((v) => noteRemoteLoad({ remote, outcome, durationMs, version: v }));
}
