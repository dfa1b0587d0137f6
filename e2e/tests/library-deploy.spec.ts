import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signInThroughUi } from './support/fixtures';
import { expect, test } from './support/second-environment';
import { createMember } from './support/stack';

const repoRoot = path.resolve(import.meta.dirname, '../..');

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
 * A guide added by a library deploy, read in a running shell that was never rebuilt.
 *
 * As in deploy.spec.ts, the suite's servers stay as they are: a second environment of the same
 * built shell (shell/dist) runs on :3010, its remotes.json (REMOTES_FILE) sending the library
 * to :3012 and the other remotes to the suite's servers. :3012 first serves a copy of today's
 * library build, which does not have the new guide: its path shows the library's 404. The
 * redeploy is a real production build of the library from a copy of library/content with one
 * more guide (LIBRARY_CONTENT_DIR, through build-remote-variant.mjs in support/second-environment.ts; the
 * working tree and library/dist are never touched), after which only the :3012 server is restarted on it.
 * The shell's route table names no guide (it sends /resources/* to the library), so the open
 * page reads the new guide on its next load.
 */
test.describe('each remote owns its sub-routes', () => {
  test('a guide added by a library deploy is read in the running shell; an unknown slug is the library\u2019s 404', async ({
    page,
    secondEnvironment,
  }) => {
    test.setTimeout(240_000);
    // Shell :3010, library :3012; stopped by pid (a build still running too) in the fixture's teardown, pass or fail.
    const env = secondEnvironment({ remote: 'library', portOffset: 10 });
    const slug = `doxy-pep-guide-${Date.now().toString(36)}`;
    const title = 'Doxy-PEP, Explained';
    const v1 = path.join(env.work, 'library-v1');
    const v2 = path.join(env.work, 'library-v2');
    const content = path.join(env.work, 'content');
    cpSync(path.join(repoRoot, 'library/dist'), v1, { recursive: true });
    cpSync(path.join(repoRoot, 'library/content'), content, { recursive: true });
    writeFileSync(path.join(content, 'guides', `${slug}.md`), newGuide(slug, title));
    const before = env.otherDistDigests();

    // The new library build starts at once: it takes a while on a busy machine.
    const built = env.buildRemote(v2, { env: { LIBRARY_CONTENT_DIR: content } });

    await env.start(v1);
    const shellPid = env.shell.pid;

    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    await env.carrySession(page);
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));

    // Today's library has no such guide: the library itself answers with the site's 404.
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto(`${env.shellUrl}/resources/${slug}`);
    await expect(heading).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Candor');
    expect(page.url(), 'a member stays on the path (no redirect)').toBe(`${env.shellUrl}/resources/${slug}`);

    // Deploy: the new build, then only the library's server restarted on it.
    const output = await built;
    expect(output).toContain('library built into');
    expect(readFileSync(path.join(v2, 'remoteEntry.js'), 'utf8'), 'a new build').not.toBe(
      readFileSync(path.join(v1, 'remoteEntry.js'), 'utf8'),
    );
    await env.stopRemote();
    await env.startRemote(v2);

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
    await page.goto(`${env.shellUrl}/educational-resources`);
    await page.getByRole('searchbox', { name: 'Search the Education Center' }).fill('doxy-PEP');
    await page
      .getByRole('region', { name: /Detailed Guides/ })
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(heading).toHaveText(title);
    expect(page.url()).toBe(`${env.shellUrl}/resources/${slug}`);

    // Another unknown slug is still the library's 404, with the shell's words.
    await page.goto(`${env.shellUrl}/resources/${slug}-2`);
    await expect(heading).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(logged.some((line) => line.includes('non-existent route') && line.includes(`/resources/${slug}-2`))).toBe(true);

    // The shell was neither rebuilt nor restarted, and no other part changed.
    expect(env.shell.exitCode, 'the shell server kept running').toBeNull();
    expect(env.shell.pid).toBe(shellPid);
    expect(env.otherDistDigests(), 'the shell and the other remotes are untouched').toEqual(before);
  });
});
