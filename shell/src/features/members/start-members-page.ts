import { findRoute, startAuth } from '@app/shared';
import { remoteOf, type RemoteModuleId } from '@app/shared/contracts';
import { startRemoteModuleEarly } from '../remotes/remote-registry';

const LIBRARY_MODULE = 'library/LibraryRoutes' satisfies RemoteModuleId;

export interface MembersPageStarters {
  startAuth: () => Promise<void>;
  startRemoteModuleEarly: (id: typeof LIBRARY_MODULE) => Promise<unknown>;
}

const realStarters: MembersPageStarters = { startAuth, startRemoteModuleEarly };

/**
 * A members' page opened by a page load: the session and the page's remote start together,
 * before React's first render, instead of one after the other (the guard only mounts the remote
 * once the session is confirmed). The remote starts only with a stored session (`signedInHint`):
 * that hint loads code, never shows anything; the guard still waits for supabase-js's answer.
 * Answers what it started (for tests).
 */
export function startMembersPage(
  pathname: string,
  signedInHint: boolean,
  starters: MembersPageStarters = realStarters,
): { auth: boolean; remote: RemoteModuleId | null } {
  const route = findRoute(pathname);
  if (route?.access !== 'members') return { auth: false, remote: null };
  void starters.startAuth();
  if (!signedInHint || route.owner !== remoteOf(LIBRARY_MODULE)) return { auth: true, remote: null };
  // Errors are the mount's to show (it takes this load's answer, even a failure already in).
  starters.startRemoteModuleEarly(LIBRARY_MODULE).catch(() => undefined);
  return { auth: true, remote: LIBRARY_MODULE };
}
