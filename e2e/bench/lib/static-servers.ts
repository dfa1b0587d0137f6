// The composed app's five static servers (server/serve.mjs all) in a child process,
// unless the shell already answers on :3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appNames, devOrigin, devRemoteEntries, hostName } from '@app/shared/contracts';
import { answers, repoRoot, stopChild, tailOf, waitForUrl } from './processes';

export const SHELL_URL = `${devOrigin(hostName)}/`;
export const REMOTE_ENTRIES = Object.values(devRemoteEntries());

export interface StaticServers {
  /** False when servers were already running: they are left alone. */
  started: boolean;
  stop(): Promise<void>;
}

export async function ensureStaticServers(): Promise<StaticServers> {
  if (await answers(SHELL_URL)) return { started: false, stop: async () => {} };
  const missing = appNames.filter((app) => !existsSync(path.join(repoRoot, app, 'dist')));
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run pnpm build first)`);
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/serve.mjs'), 'all'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOf(child);
  try {
    for (const url of [SHELL_URL, ...REMOTE_ENTRIES]) await waitForUrl(url, { child, output, timeoutMs: 30_000 });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { started: true, stop: () => stopChild(child) };
}
