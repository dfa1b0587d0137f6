import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNames, devRemoteEntries } from '@app/shared/contracts';
import { expect, REMOTE_ORIGINS, test } from './support/fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serveScript = path.join(repoRoot, 'server/serve.mjs');

test.describe('version contract between the shell and a remote', () => {
  test('a remote built for another React is refused before its code runs, with a fallback that says why', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    const entryRequests: string[] = [];
    page.on('request', (req) => req.url().startsWith(`${REMOTE_ORIGINS.admin}/remoteEntry.js`) && entryRequests.push(req.url()));

    // The admin remote as if rebuilt against React 20: its manifest says so.
    let bumped = true;
    await page.route(`${REMOTE_ORIGINS.admin}/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { shared: { name: string; requiredVersion: string }[] };
      if (bumped) for (const share of manifest.shared) if (share.name === 'react') share.requiredVersion = '^20.0.0';
      await route.fulfill({ response, json: manifest });
    });

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'The analytics dashboard could not be loaded' })).toBeVisible();
    await expect(page.getByText('The analytics dashboard needs react ^20.0.0 but this site provides 19.3.1.')).toBeVisible();
    expect(consoleErrors).toContainEqual(expect.stringContaining('admin needs react ^20.0.0 but this site provides 19.3.1'));
    expect(entryRequests, 'the remote was refused before its entry was fetched').toEqual([]);

    // The remote is fixed and redeployed: Retry reads the manifest again and loads it.
    bumped = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  });
});

/** A digest of every file under a folder: equal digests, untouched files. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function startServer(app: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [serveScript, app], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${app} server] ${chunk.toString()}`));
  return child;
}

async function waitForUrl(url: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function runBuild(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'e2e/tests/support/build-remote-variant.mjs'), ...args], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`variant build failed (${code}):\n${output}`))));
  });
}

/**
 * Redeploying one remote under a running shell.
 *
 * The suite's servers stay as they are. This test stands up a second
 * environment of the same built shell (shell/dist, not rebuilt) on :3010 whose
 * remotes.json (REMOTES_FILE, as a deployment would choose remotes.<env>.json)
 * sends the admin remote to :3014 and the other three to the suite's servers.
 * :3014 first serves a copy of today's admin build. The "redeploy" is a real
 * production build of the admin source in which one visible text was edited
 * on the way through the compiler (e2e/tests/support/build-remote-variant.mjs; the
 * working tree and admin/dist are never touched), after which only the :3014
 * server is restarted on the new folder. The open page shows the new text on
 * its next load; the shell's files and the other remotes are byte-for-byte
 * what they were.
 */
test.describe('deploying each part on its own', () => {
  test('redeploying the admin remote shows the change in the running shell without rebuilding it', async ({ page }) => {
    test.setTimeout(90_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'candor-redeploy-'));
    const label = `build ${Date.now().toString(36)}`;
    let adminServer: ChildProcess | undefined;
    let shellServer: ChildProcess | undefined;
    try {
      const v1 = path.join(work, 'admin-v1');
      const v2 = path.join(work, 'admin-v2');
      cpSync(path.join(repoRoot, 'admin/dist'), v1, { recursive: true });
      const remotesFile = path.join(work, 'remotes.redeploy.json');
      writeFileSync(
        remotesFile,
        // The local remotes.json with the admin remote moved to :3014.
        JSON.stringify({ ...devRemoteEntries(), admin: 'http://localhost:3014/remoteEntry.js' }),
      );
      const untouched = appNames.filter((app) => app !== 'admin').map((app) => path.join(repoRoot, app, 'dist'));
      const before = untouched.map(fingerprint);

      adminServer = startServer('admin', { ADMIN_PORT: '3014', ADMIN_DIST: v1 });
      shellServer = startServer('shell', { SHELL_PORT: '3010', ADMIN_ORIGIN: 'http://localhost:3014', REMOTES_FILE: remotesFile });
      await Promise.all([waitForUrl('http://localhost:3014/remoteEntry.js'), waitForUrl('http://localhost:3010/')]);
      const shellPid = shellServer.pid;

      await page.goto('http://localhost:3010/analytics');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Analytics Dashboard');

      // The new admin build, to a folder of its own.
      await runBuild(['admin', v2, 'Analytics Dashboard', `Analytics Dashboard · ${label}`]);
      const v2Entry = readFileSync(path.join(v2, 'remoteEntry.js'), 'utf8');
      expect(v2Entry, 'a new build with new hashed files').not.toBe(readFileSync(path.join(v1, 'remoteEntry.js'), 'utf8'));

      // Deploy: restart only the admin server, on the new files.
      await stopServer(adminServer);
      adminServer = startServer('admin', { ADMIN_PORT: '3014', ADMIN_DIST: v2 });
      await waitForUrl('http://localhost:3014/remoteEntry.js');

      // The page that was open picks the new build up on its next load.
      await page.reload();
      await expect(heading).toHaveText(`Analytics Dashboard · ${label}`);
      expect(shellServer.exitCode, 'the shell server kept running').toBeNull();
      expect(shellServer.pid).toBe(shellPid);
      expect(untouched.map(fingerprint), 'the shell and the other remotes are untouched').toEqual(before);

      // Nothing else broke: a page of every other remote, client-side from here.
      for (const [route, title] of [
        ['/privacy-policy', 'Privacy Policy'],
        ['/', null],
      ] as const) {
        await page.evaluate((p) => {
          window.history.pushState({}, '', p);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
        if (title) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Live Chat' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Candor Guide' })).toBeVisible();
    } finally {
      await stopServer(adminServer);
      await stopServer(shellServer);
      rmSync(work, { recursive: true, force: true });
    }
  });
});
