import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { appNames, devRemoteEntries } from '@app/shared/contracts';
import { expect, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serveScript = path.join(repoRoot, 'server/serve.mjs');
const SHELL = 'http://localhost:3010';
const LIBRARY = 'http://localhost:3012';

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

/** A production build of the library from another content folder, into a folder of its own. */
function buildLibrary(outDir: string, contentDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'e2e/tests/support/build-remote-variant.mjs'), 'library', outDir], {
      cwd: repoRoot,
      env: { ...process.env, LIBRARY_CONTENT_DIR: contentDir },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`library build failed (${code}):\n${output}`))));
  });
}

/** A guide no build has had, written as a content author would (library/content/README.md). */
function newGuide(slug: string, title: string): string {
  return `---
slug: ${slug}
title: "${title}"
subtitle: "A guide added by a library deploy"
description: "What doxy-PEP is, who it is for and how to ask a provider about it."
summary: "Doxy-PEP is an antibiotic taken after sex to lower the chance of some bacterial STIs. This guide covers what it is, who it suits and what to ask."
category: prevention-protection
articleId: ${slug}
backPath: /resources/prevention-protection
icon: pill
keywords: [doxy-PEP, doxycycline, bacterial STIs, prevention]
tags: [prevention, medication]
related: [prep-guide, condom-use-guide, prevention-plan-guide]
---
Doxy-PEP means taking an antibiotic soon after sex to lower the chance of some bacterial STIs. It is one more tool beside [PrEP](/resources/prep-guide) and condoms.

## Who It Is For

A provider can tell you whether it suits you, and how it fits with regular testing.

## Big Takeaway

Ask about doxy-PEP at your next visit, and keep testing on schedule.
`;
}

/**
 * The member's session, signed in through /auth on the suite's shell, made available to the
 * second environment's origin too (one Supabase project, two origins of the same site).
 */
async function carrySessionTo(page: Page, origin: string) {
  const entries = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('sb-')));
  expect(entries.length, 'a stored Supabase session').toBeGreaterThan(0);
  await page.context().addInitScript(
    ({ origin, entries }) => {
      if (window.location.origin !== origin) return;
      for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { origin, entries },
  );
}

/**
 * A guide added by a library deploy, read in a running shell that was never rebuilt.
 *
 * As in deploy.spec.ts, the suite's servers stay as they are: a second environment of the same
 * built shell (shell/dist) runs on :3010, its remotes.json (REMOTES_FILE) sending the library
 * to :3012 and the other remotes to the suite's servers. :3012 first serves a copy of today's
 * library build, which does not have the new guide: its path shows the library's 404. The
 * redeploy is a real production build of the library from a copy of library/content with one
 * more guide (LIBRARY_CONTENT_DIR, through e2e/tests/support/build-remote-variant.mjs; the working tree
 * and library/dist are never touched), after which only the :3012 server is restarted on it.
 * The shell's route table names no guide (it sends /resources/* to the library), so the open
 * page reads the new guide on its next load.
 */
test.describe('each remote owns its sub-routes', () => {
  test('a guide added by a library deploy is read in the running shell; an unknown slug is the library\u2019s 404', async ({ page }) => {
    test.setTimeout(240_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'candor-library-deploy-'));
    const slug = `doxy-pep-guide-${Date.now().toString(36)}`;
    const title = 'Doxy-PEP, Explained';
    let libraryServer: ChildProcess | undefined;
    let shellServer: ChildProcess | undefined;
    let built: Promise<string> | undefined;
    try {
      const v1 = path.join(work, 'library-v1');
      const v2 = path.join(work, 'library-v2');
      const content = path.join(work, 'content');
      cpSync(path.join(repoRoot, 'library/dist'), v1, { recursive: true });
      cpSync(path.join(repoRoot, 'library/content'), content, { recursive: true });
      writeFileSync(path.join(content, 'guides', `${slug}.md`), newGuide(slug, title));
      const remotesFile = path.join(work, 'remotes.library-deploy.json');
      writeFileSync(remotesFile, JSON.stringify({ ...devRemoteEntries(), library: `${LIBRARY}/remoteEntry.js` }));
      const untouched = appNames.filter((app) => app !== 'library').map((app) => path.join(repoRoot, app, 'dist'));
      const before = untouched.map(fingerprint);

      // The new library build starts at once: it takes a while on a busy machine.
      built = buildLibrary(v2, content);

      libraryServer = startServer('library', { LIBRARY_PORT: '3012', LIBRARY_DIST: v1 });
      shellServer = startServer('shell', { SHELL_PORT: '3010', LIBRARY_ORIGIN: LIBRARY, REMOTES_FILE: remotesFile });
      await Promise.all([waitForUrl(`${LIBRARY}/remoteEntry.js`), waitForUrl(`${SHELL}/`)]);
      const shellPid = shellServer.pid;

      const member = await createMember();
      await signInThroughUi(page, member.email, member.password);
      await carrySessionTo(page, SHELL);
      const logged: string[] = [];
      page.on('console', (msg) => logged.push(msg.text()));

      // Today's library has no such guide: the library itself answers with the site's 404.
      const heading = page.getByRole('heading', { level: 1 });
      await page.goto(`${SHELL}/resources/${slug}`);
      await expect(heading).toHaveText('404');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Candor');
      expect(page.url(), 'a member stays on the path (no redirect)').toBe(`${SHELL}/resources/${slug}`);

      // Deploy: the new build, then only the library's server restarted on it.
      const output = await built;
      expect(output).toContain('library built into');
      expect(readFileSync(path.join(v2, 'remoteEntry.js'), 'utf8'), 'a new build').not.toBe(
        readFileSync(path.join(v1, 'remoteEntry.js'), 'utf8'),
      );
      await stopServer(libraryServer);
      libraryServer = startServer('library', { LIBRARY_PORT: '3012', LIBRARY_DIST: v2 });
      await waitForUrl(`${LIBRARY}/remoteEntry.js`);

      // The open page reads the new guide on its next load, in the one article layout.
      await page.reload();
      await expect(heading).toHaveText(title);
      await expect(page.getByText('Doxy-PEP means taking an antibiotic soon after sex')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Who It Is For' })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Candor`);
      await expect(page.getByRole('link', { name: /Back to Prevention & Protection/ }).first()).toHaveAttribute(
        'href',
        '/resources/prevention-protection',
      );

      // Found by the Education Center's own search too, and opened client-side from there.
      await page.goto(`${SHELL}/educational-resources`);
      await page.getByRole('searchbox', { name: 'Search the Education Center' }).fill('doxy-PEP');
      await page
        .getByRole('region', { name: /Detailed Guides/ })
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await expect(heading).toHaveText(title);
      expect(page.url()).toBe(`${SHELL}/resources/${slug}`);

      // Another unknown slug is still the library's 404, with the shell's words.
      await page.goto(`${SHELL}/resources/${slug}-2`);
      await expect(heading).toHaveText('404');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      expect(logged.some((line) => line.includes('non-existent route') && line.includes(`/resources/${slug}-2`))).toBe(true);

      // The shell was neither rebuilt nor restarted, and no other part changed.
      expect(shellServer.exitCode, 'the shell server kept running').toBeNull();
      expect(shellServer.pid).toBe(shellPid);
      expect(untouched.map(fingerprint), 'the shell and the other remotes are untouched').toEqual(before);
    } finally {
      await built?.catch(() => undefined);
      await stopServer(libraryServer);
      await stopServer(shellServer);
      rmSync(work, { recursive: true, force: true });
    }
  });
});
