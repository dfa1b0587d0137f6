import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expectNoSeriousA11yIssues, signInThroughUi } from './support/fixtures';
import { expect, test } from './support/second-environment';
import { ANON_KEY, API_URL, createMember, makeAdmin } from './support/stack';

// Remote health (issue 14 item 5; shell/src/features/remote-health, the Remotes section of
// admin/src/features/analytics/components/remotes-section.tsx): a remote that stops answering in
// the middle of a member's visit shows up on the admin's dashboard as failed loads, beside the
// version of the build that loaded before, and the section is usable by keyboard and axe-clean.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SAMPLE_RATE_KEY = 'candor.remoteHealth.sampleRate';

/** Init script: this browser samples every page load of the site (about:blank has no storage). */
function sampleEveryPageLoad(key: string) {
  if (window.location.protocol === 'http:' || window.location.protocol === 'https:') localStorage.setItem(key, '1');
}

interface HealthSample {
  remote: string;
  route: string;
  metric: 'load' | 'lcp' | 'inp' | 'cls';
  outcome?: 'ok' | 'failed' | 'timeout' | 'contract';
  value: number;
  version: string | null;
}

/** Every batch of samples this context's pages had recorded (answered 200 by track_remote_health). */
function recordHealthPosts(context: BrowserContext): { stored: HealthSample[]; refused: string[] } {
  const seen = { stored: [] as HealthSample[], refused: [] as string[] };
  context.on('response', (response) => {
    if (!response.url().endsWith('/rest/v1/rpc/track_remote_health')) return;
    const body = response.request().postDataJSON() as { samples: HealthSample[] };
    if (response.status() === 200) seen.stored.push(...body.samples);
    else seen.refused.push(`${response.status()}`);
  });
  return seen;
}

const loadsOf = (samples: HealthSample[], remote: string, outcome?: HealthSample['outcome']) =>
  samples.filter((s) => s.remote === remote && s.metric === 'load' && (outcome === undefined || s.outcome === outcome));

interface RemoteHealthRow {
  remote: string;
  current_version: string | null;
  loads: number;
  ok: number;
  failed: number;
}

/** get_remote_health as the dashboard calls it, with an admin's token. */
async function remoteHealthAsAdmin(email: string, password: string, days = 30): Promise<Map<string, RemoteHealthRow>> {
  const signIn = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const res = await fetch(`${API_URL}/rest/v1/rpc/get_remote_health`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ days_back: days }),
  });
  if (!res.ok) throw new Error(`get_remote_health failed: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { remotes: RemoteHealthRow[] };
  return new Map(answer.remotes.map((r) => [r.remote, r]));
}

/**
 * As in library-deploy.spec.ts, the suite's servers stay as they are: a second environment of the
 * same built shell (shell/dist, support/second-environment.ts) runs on :3020, its remotes.json (REMOTES_FILE) sending the library
 * to :3022 and the other remotes to the suite's servers. :3022 serves a real production build of
 * the library made for this test with a build version of its own (MF_BUILD_VERSION, which the
 * federation plugin writes into mf-manifest.json), so the dashboard's version is this deploy's.
 * The member's browser samples every page load (localStorage, as a team checking its deploy
 * would); the library's server is stopped by its own pid in the middle of the visit.
 */
test.describe('remote health on the dashboard', () => {
  test('a remote stopped mid-session shows up as failed loads in the Remotes section, beside its version', async ({
    browser,
    page,
    secondEnvironment,
  }) => {
    test.setTimeout(240_000);
    // Ports of their own, shell :3020 and library :3022 (deploy.spec.ts and library-deploy.spec.ts use
    // :3010-:3014); stopped by pid (a build still running too) in the fixture's teardown, pass or fail.
    const env = secondEnvironment({ remote: 'library', portOffset: 20 });
    const version = `e2e-${Date.now().toString(36)}`;
    const marketingVersion = (
      JSON.parse(readFileSync(path.join(repoRoot, 'marketing/dist/mf-manifest.json'), 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string } };
      }
    ).metaData.buildInfo.buildVersion;
    const member = await browser.newContext();
    const memberErrors: string[] = [];
    try {
      const libraryDist = path.join(env.work, 'library');
      const built = env.buildRemote(libraryDist, { env: { MF_BUILD_VERSION: version } });

      // The admin, and what the dashboard said before this visit (other tests' pages are sampled too, at 10%).
      const admin = await createMember();
      await makeAdmin(admin.id);
      const before = await remoteHealthAsAdmin(admin.email, admin.password);
      const libraryBefore = before.get('library') ?? { loads: 0, ok: 0, failed: 0 };

      expect(await built).toContain('library built into');
      expect(readFileSync(path.join(libraryDist, 'mf-manifest.json'), 'utf8')).toContain(`"buildVersion":"${version}"`);
      await env.start(libraryDist);

      // The member's browser: every page load sampled.
      await member.addInitScript(sampleEveryPageLoad, SAMPLE_RATE_KEY);
      member.on('page', (p) => p.on('pageerror', (error) => memberErrors.push(`${p.url()}: ${error.message}`)));
      const health = recordHealthPosts(member);
      const visit = await member.newPage();
      const m = await createMember();
      await signInThroughUi(visit, m.email, m.password);
      // The landing loaded the marketing remote, sampled, with the version its manifest names.
      await expect.poll(() => loadsOf(health.stored, 'marketing', 'ok').length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(loadsOf(health.stored, 'marketing', 'ok')[0]?.version).toBe(marketingVersion);
      await env.carrySession(visit);

      // The library loads on the second environment.
      await visit.goto(`${env.shellUrl}/educational-resources`);
      await expect(visit.getByRole('heading', { level: 1, name: 'Education Center' })).toBeVisible();
      await expect.poll(() => loadsOf(health.stored, 'library', 'ok').length, { timeout: 20_000 }).toBe(1);
      expect(loadsOf(health.stored, 'library', 'ok')[0]).toMatchObject({ route: '/educational-resources', version });

      // The library's server goes away mid-session (stopped by its own pid, never the suite's :3002);
      // the member opens a guide in a new tab.
      await env.stopRemote();
      const guide = await member.newPage();
      await guide.goto(`${env.shellUrl}/resources/condom-use-guide`);
      const fallback = guide
        .getByRole('alert')
        .filter({ has: guide.getByRole('heading', { name: 'The Education Center could not be loaded' }) });
      await expect(fallback).toBeVisible();
      await expect.poll(() => loadsOf(health.stored, 'library', 'failed').length, { timeout: 20_000 }).toBe(1);
      // Retry while it is still down: a second failed load.
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => loadsOf(health.stored, 'library', 'failed').length, { timeout: 20_000 }).toBe(2);
      await expect(fallback).toBeVisible();
      expect(loadsOf(health.stored, 'library', 'failed').map((s) => s.route)).toEqual(['/resources/*', '/resources/*']);

      // The library is back: Retry loads the guide.
      await env.startRemote(libraryDist);
      await guide.getByRole('button', { name: 'Retry' }).click();
      await expect(guide.getByRole('heading', { level: 1, name: 'Condoms, Start to Finish' })).toBeVisible();
      await expect.poll(() => loadsOf(health.stored, 'library', 'ok').length, { timeout: 20_000 }).toBe(2);
      expect(health.refused, 'every batch was stored').toEqual([]);
      expect(memberErrors, 'uncaught errors in the member\u2019s pages').toEqual([]);
      const sentLibrary = loadsOf(health.stored, 'library');
      await member.close();

      // The admin's dashboard.
      await signInThroughUi(page, admin.email, admin.password);
      await page.goto('/analytics');
      const section = page.getByTestId('remotes-section');
      await expect(section.getByRole('heading', { level: 2, name: 'Remotes' })).toBeVisible();
      const table = section.getByRole('table', { name: /^Remote health, last 30 days/ });
      await expect(table).toBeVisible();
      const library = table.getByTestId('remote-health-row-library');
      await expect(library.getByRole('rowheader')).toHaveText('library');
      const cells = library.getByRole('cell');
      // Columns: Current version, Loads, Load p75, Error rate, LCP p75, INP p75, CLS p75.
      await expect(cells.nth(0)).toHaveText(version);
      const loads = libraryBefore.loads + sentLibrary.length;
      const failed = libraryBefore.failed + loadsOf(sentLibrary, 'library', 'failed').length;
      await expect(cells.nth(1)).toHaveText(loads.toLocaleString('en-US'));
      await expect(cells.nth(2)).toHaveText(/^[\d,]+ ms$/);
      await expect(cells.nth(3)).toContainText(`(${failed.toLocaleString('en-US')} of ${loads.toLocaleString('en-US')})`);
      await expect(cells.nth(3)).toContainText(`${failed.toLocaleString('en-US')} failed`);
      await expect(cells.nth(3)).not.toHaveText(/^0%/);

      // The marketing remote's ok loads, with its version, and when each version first appeared.
      const marketing = table.getByTestId('remote-health-row-marketing');
      await expect(marketing.getByRole('cell').nth(0)).toHaveText(marketingVersion);
      const versions = section.getByRole('table', { name: /^Versions loaded in the last 30 days/ });
      for (const name of [`library ${version}`, `marketing ${marketingVersion}`]) {
        const row = versions.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(row).toHaveCount(1);
        await expect(row.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      }
      const libraryVersionRow = versions
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: `library ${version}`, exact: true }) });
      // Only the ok loads read a version: the failed ones found no manifest to read.
      await expect(libraryVersionRow.getByRole('cell').last()).toHaveText(String(loadsOf(sentLibrary, 'library', 'ok').length));

      // The numbers on screen are the server's.
      const after = await remoteHealthAsAdmin(admin.email, admin.password);
      expect(after.get('library')).toMatchObject({ current_version: version, loads, failed });

      await expectNoSeriousA11yIssues(page, '[data-testid="remotes-section"]');
    } finally {
      await member.close();
    }
  });

  test('the Remotes section is used by keyboard: its tables are reached and scrolled, the range re-captions them', async ({ page }) => {
    // A sampled page load of this test's own, so the section has tables whatever ran before.
    const admin = await createMember();
    await makeAdmin(admin.id);
    await page.context().addInitScript(sampleEveryPageLoad, SAMPLE_RATE_KEY);
    const health = recordHealthPosts(page.context());
    await signInThroughUi(page, admin.email, admin.password);
    await expect.poll(() => loadsOf(health.stored, 'marketing', 'ok').length, { timeout: 20_000 }).toBeGreaterThan(0);

    // A phone-sized screen: the tables are wider than it and scroll sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/analytics');
    const section = page.getByTestId('remotes-section');
    const healthRegion = section.getByRole('region', { name: 'Remote health table' });
    const versionsRegion = section.getByRole('region', { name: 'Remote versions table' });
    await expect(healthRegion.getByRole('table', { name: /^Remote health, last 30 days/ })).toBeVisible();

    // From the range selector, Tab reaches the health table's region, then the versions table's.
    const range = page.getByRole('combobox', { name: 'Range' });
    await range.focus();
    for (let presses = 0; presses < 30 && !(await healthRegion.evaluate((el) => el === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(healthRegion).toBeFocused();
    const scrollable = await healthRegion.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable, 'the table is wider than a phone screen').toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => healthRegion.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => healthRegion.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(versionsRegion).toBeFocused();

    // The range, by keyboard: Last 90 days re-captions both tables.
    await range.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(page.getByRole('option', { name: 'Last 30 days' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Last 90 days' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(range).toHaveText('Last 90 days');
    await expect(section.getByRole('table', { name: /^Remote health, last 90 days/ })).toBeVisible();
    await expect(section.getByRole('table', { name: /^Versions loaded in the last 90 days/ })).toBeVisible();
    await expect(section.getByTestId('remote-health-row-marketing')).toBeVisible();

    await expectNoSeriousA11yIssues(page, '[data-testid="remotes-section"]');
  });
});
