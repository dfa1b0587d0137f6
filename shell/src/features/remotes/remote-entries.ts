import { remoteNames, type RemoteName } from '@app/shared/contracts';

export type RemoteEntries = Record<RemoteName, string>;

/**
 * Checks remotes.json by hand rather than with zod: the remote entries are read before
 * the landing page renders, and zod must stay off that critical path.
 */
export function parseRemoteEntries(input: unknown): RemoteEntries {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error('remotes.json must be an object mapping each remote to its remoteEntry.js URL');
  }
  const record = input as Record<string, unknown>;
  const problems: string[] = [];
  for (const name of remoteNames) {
    const value = record[name];
    if (typeof value !== 'string' || value === '') {
      problems.push(`${name} (missing)`);
      continue;
    }
    try {
      const url = new URL(value, window.location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${name} (must be an http(s) URL)`);
    } catch {
      problems.push(`${name} (not a URL)`);
    }
  }
  if (problems.length > 0) throw new Error(`remotes.json is missing or has invalid entries: ${problems.join(', ')}`);
  return Object.fromEntries(remoteNames.map((name) => [name, new URL(record[name] as string, window.location.href).href])) as RemoteEntries;
}
