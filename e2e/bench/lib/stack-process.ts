// The local Supabase stack in a child process of its own (so a load generator and the server
// do not share one event loop), on free ports, PGlite in memory or the PostgreSQL given.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadStackConfig } from '@app/supabase-local';
import { freePort, repoRoot, stopChild, tailOf, waitForUrl } from './processes';

export interface StackProcessOptions {
  /** A real PostgreSQL; without it the stack runs on PGlite. */
  databaseUrl?: string;
  /** PGlite folder; default in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /** Extra settings (rate limits, confirmations...), as the stack reads them from its environment. */
  env?: Record<string, string>;
  /** Bind 54321/54324 instead of free ports (callers hold the e2e lock then). */
  standardPorts?: boolean;
}

export interface StackProcess {
  url: string;
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  database: 'PostgreSQL' | 'PGlite';
  pid: number;
  stop(): Promise<void>;
}

const packageDir = path.join(repoRoot, 'supabase-local');

export async function startStackProcess(options: StackProcessOptions = {}): Promise<StackProcess> {
  const port = options.standardPorts ? 54321 : await freePort();
  const inboxPort = options.standardPorts ? 54324 : await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  delete env.DATABASE_URL; // only the database this benchmark chose
  Object.assign(env, {
    SUPABASE_LOCAL_HOST: '127.0.0.1',
    SUPABASE_LOCAL_PORT: String(port),
    SUPABASE_LOCAL_INBOX_PORT: String(inboxPort),
    SUPABASE_LOCAL_DATA_DIR: options.dataDir ?? 'memory://',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const config = loadStackConfig({ env });
  // node --import tsx, not the tsx launcher: then the pid is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageDir, 'src/main.ts')], {
    cwd: packageDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOf(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/auth/v1/health`, { child, output });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}
