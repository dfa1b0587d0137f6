import { getInstance, satisfy } from '@module-federation/runtime';
import { fetchFederationManifest, forgetFederationManifest } from './fetch-federation-manifest';

/**
 * The version contract between the shell and a remote: every singleton the
 * shell provides (react, react-dom, react-router-dom, zustand, @app/shared)
 * must satisfy the range the remote was built against. With `loaded-first`
 * the shell's copy is the one the remote gets, so a remote built for another
 * major would otherwise fail in obscure ways (or render a white page).
 */

/** One `shared` entry of a remote's mf-manifest.json, as far as the contract cares. */
export interface RemoteShare {
  name: string;
  requiredVersion: string | false;
  singleton: boolean;
}

export interface ContractBreach {
  packageName: string;
  /** The remote's range, or a description of what it lacks. */
  needed: string;
  provided: string;
}

export class VersionContractError extends Error {
  constructor(
    readonly remote: string,
    readonly breaches: ContractBreach[],
    message: string,
  ) {
    super(message);
    this.name = 'VersionContractError';
  }
}

/**
 * Reads the `shared` list of a remote's mf-manifest.json. Throws with what is
 * wrong, so a caller can report an unreadable manifest instead of guessing.
 */
export function parseManifestShares(input: unknown): RemoteShare[] {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { shared?: unknown }).shared)) {
    throw new Error('mf-manifest.json has no "shared" list');
  }
  const shares: RemoteShare[] = [];
  for (const [index, raw] of (input as { shared: unknown[] }).shared.entries()) {
    const entry = raw as { name?: unknown; requiredVersion?: unknown; singleton?: unknown };
    if (typeof raw !== 'object' || raw === null || typeof entry.name !== 'string' || entry.name === '') {
      throw new Error(`mf-manifest.json shared[${index}] has no package name`);
    }
    const { requiredVersion } = entry;
    if (requiredVersion !== undefined && requiredVersion !== false && typeof requiredVersion !== 'string') {
      throw new Error(`mf-manifest.json shared[${index}] (${entry.name}) has an invalid requiredVersion`);
    }
    shares.push({ name: entry.name, requiredVersion: requiredVersion ?? false, singleton: entry.singleton === true });
  }
  return shares;
}

/**
 * Compares what a remote needs with what the shell provides. Only packages the
 * shell provides as singletons are part of the contract; anything else the
 * remote bundles for itself.
 */
export function findContractBreaches(remoteShares: RemoteShare[], provided: Record<string, string>): ContractBreach[] {
  const breaches: ContractBreach[] = [];
  for (const share of remoteShares) {
    const version = provided[share.name];
    if (version === undefined) continue;
    if (!share.singleton) {
      // A second copy of a singleton means two Reacts or two auth stores.
      breaches.push({ packageName: share.name, needed: 'its own copy (not shared as a singleton)', provided: version });
      continue;
    }
    if (share.requiredVersion !== false && share.requiredVersion !== '' && !satisfy(version, share.requiredVersion)) {
      breaches.push({ packageName: share.name, needed: share.requiredVersion, provided: version });
    }
  }
  return breaches;
}

/** The sentence shown in the fallback: 'The analytics dashboard needs react ^20 but this site provides 19.3.1.' */
export function describeBreaches(label: string, breaches: ContractBreach[]): string {
  const parts = breaches.map((b) =>
    b.needed.startsWith('its own copy')
      ? `${b.packageName} as its own copy, but this site shares ${b.provided}`
      : `${b.packageName} ${b.needed} but this site provides ${b.provided}`,
  );
  return `The ${label} needs ${parts.join('; ')}.`;
}

/**
 * The singletons the shell itself registered with the federation runtime and
 * their versions: the runtime's own share info, so it cannot drift from what
 * the build really bundled.
 */
export function providedSingletons(): Record<string, string> {
  const instance = getInstance();
  if (!instance) return {};
  const provided: Record<string, string> = {};
  for (const [name, versions] of Object.entries(instance.options.shared ?? {})) {
    const own = versions.find((s) => s.from === instance.options.name && s.shareConfig?.singleton);
    if (own?.version && !name.endsWith('/')) provided[name] = own.version;
  }
  return provided;
}

/**
 * Checks a remote before any of its code runs. A manifest that cannot be read
 * is only a warning: a remote that is down is reported by the load itself, and
 * one deployed without a manifest still loads.
 */
export async function checkRemoteContract(remote: string, label: string, entryUrl: string): Promise<void> {
  let shares: RemoteShare[];
  try {
    shares = parseManifestShares(await fetchFederationManifest(entryUrl));
  } catch (error) {
    console.warn(`[remotes] the version contract of ${remote} could not be checked:`, error instanceof Error ? error.message : error);
    return;
  }
  const breaches = findContractBreaches(shares, providedSingletons());
  if (breaches.length === 0) return;
  forgetFederationManifest(entryUrl); // Retry reads what is deployed then
  for (const b of breaches) {
    console.error(`[remotes] version contract broken: ${remote} needs ${b.packageName} ${b.needed} but this site provides ${b.provided}`);
  }
  throw new VersionContractError(remote, breaches, describeBreaches(label, breaches));
}
