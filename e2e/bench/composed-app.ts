// Brings up the built composed app for a benchmark: the five static servers and,
// unless one already answers, a local Supabase stack on a throw-away database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helpers shared with the launcher
import { apps, distOf, repoRoot as root } from '../../server/apps.mjs';

const repoRoot: string = root;
// @ts-expect-error plain ESM helpers shared with the launcher
import { createStaticServer } from '../../server/static-server.mjs';
// @ts-expect-error plain ESM helpers shared with the launcher
import { landingPageFor } from '../../server/landing-include.mjs';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export { repoRoot };

export async function startComposedApp(): Promise<{ stop: () => Promise<void> }> {
  const servers: Server[] = [];
  if (!(await answers('http://localhost:3000/'))) {
    for (const app of apps as { name: string; port: number; spa: boolean }[]) {
      const root: string = distOf(app.name);
      // The shell's `/` as serve.mjs composes it: with the marketing remote's pre-rendered page.
      const pageFor =
        app.name === 'shell'
          ? landingPageFor({
              indexFile: path.join(root, 'index.html'),
              remotesFile: path.join(root, 'remotes.json'),
              shellOrigin: `http://localhost:${app.port}`,
            })
          : undefined;
      servers.push(await createStaticServer({ root, port: app.port, spa: app.spa, pageFor }));
    }
  }
  let stack: ChildProcess | null = null;
  if (!(await answers('http://127.0.0.1:54321/auth/v1/health'))) {
    const tsx = path.join(repoRoot, 'supabase-local/node_modules/.bin/tsx');
    stack = spawn(tsx, [path.join(repoRoot, 'supabase-local/src/main.ts')], {
      env: {
        ...process.env,
        SUPABASE_LOCAL_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'candor-bench-db-')),
        GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      },
      stdio: 'ignore',
    });
    await waitFor('http://127.0.0.1:54321/auth/v1/health');
  }
  return {
    async stop() {
      for (const s of servers) s.close();
      if (stack?.pid) {
        stack.kill('SIGTERM');
        await new Promise((r) => stack!.once('exit', r));
      }
    },
  };
}
