import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_ORIGINS } from './support/fixtures';
import { expect, test } from './support/second-environment';

const repoRoot = path.resolve(import.meta.dirname, '../..');

test.describe('version contract between the shell and a remote', () => {
  test('a remote built for another React is refused before its code runs, with a fallback that says why', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    const entryRequests: string[] = [];
    page.on('request', (req) => req.url().startsWith(`${REMOTE_ORIGINS.admin}/remoteEntry.js`) && entryRequests.push(req.url()));

    // The admin remote as if rebuilt against React 20: its manifest says so.
    let bumped = true;
    await page.route(`${REMOTE_ORIGINS.admin}/mf-manifest.json`, async (route) => {
      // Retry fetches the manifest with `cache: 'no-cache'`, so the browser revalidates the copy
      // this handler served (If-None-Match); the server would answer 304 with no body to read.
      // This handler rewrites the body, so it always asks for the whole file.
      const headers = Object.fromEntries(
        Object.entries(route.request().headers()).filter(([name]) => !['if-none-match', 'if-modified-since'].includes(name)),
      );
      const response = await route.fetch({ headers });
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

/**
 * Redeploying one remote under a running shell.
 *
 * The suite's servers stay as they are. This test stands up a second
 * environment of the same built shell (shell/dist, not rebuilt) on :3010 whose
 * remotes.json (REMOTES_FILE, as a deployment would choose remotes.<env>.json)
 * sends the admin remote to :3014 and the other three to the suite's servers.
 * :3014 first serves a copy of today's admin build. The "redeploy" is a real
 * production build of the admin source in which one visible text was edited
 * on the way through the compiler (build-remote-variant.mjs, through
 * support/second-environment.ts; the working tree and admin/dist are never touched), after which only the :3014
 * server is restarted on the new folder. The open page shows the new text on
 * its next load; the shell's files and the other remotes are byte-for-byte
 * what they were.
 */
test.describe('deploying each part on its own', () => {
  test('redeploying the admin remote shows the change in the running shell without rebuilding it', async ({ page, secondEnvironment }) => {
    test.setTimeout(90_000);
    // Shell :3010, admin :3014; stopped by pid in the fixture's teardown, pass or fail.
    const env = secondEnvironment({ remote: 'admin', portOffset: 10 });
    const label = `build ${Date.now().toString(36)}`;
    const v1 = path.join(env.work, 'admin-v1');
    const v2 = path.join(env.work, 'admin-v2');
    cpSync(path.join(repoRoot, 'admin/dist'), v1, { recursive: true });
    const before = env.otherDistDigests();

    await env.start(v1);
    const shellPid = env.shell.pid;

    await page.goto(`${env.shellUrl}/analytics`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Analytics Dashboard');

    // The new admin build, to a folder of its own.
    await env.buildRemote(v2, { replace: ['Analytics Dashboard', `Analytics Dashboard · ${label}`] });
    const v2Entry = readFileSync(path.join(v2, 'remoteEntry.js'), 'utf8');
    expect(v2Entry, 'a new build with new hashed files').not.toBe(readFileSync(path.join(v1, 'remoteEntry.js'), 'utf8'));

    // Deploy: restart only the admin server, on the new files.
    await env.stopRemote();
    await env.startRemote(v2);

    // The page that was open picks the new build up on its next load.
    await page.reload();
    await expect(heading).toHaveText(`Analytics Dashboard · ${label}`);
    expect(env.shell.exitCode, 'the shell server kept running').toBeNull();
    expect(env.shell.pid).toBe(shellPid);
    expect(env.otherDistDigests(), 'the shell and the other remotes are untouched').toEqual(before);

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
  });
});
