// How a members' page loads (docs/architecture.md#members-pages): the shell starts the library
// remote while the session is confirmed, but nothing of a members' page is shown before that
// answer, and nothing moves when it comes.
import type { Page } from '@playwright/test';
import { expect, REMOTE_ORIGINS, signInThroughUi, test } from './support/fixtures';
import { createMember } from './support/stack';

const GUIDE = '/resources/prep-guide';
// The guide's first sentence (library/content/guides/prep-guide.md).
const GUIDE_TEXT = 'PrEP, short for pre-exposure prophylaxis';
const STORAGE_KEY = 'sb-127-auth-token';

/** Records, from the first byte of every page, whether the guide's text was ever in the DOM and the layout shifts. */
async function watchPage(page: Page) {
  await page.addInitScript((text) => {
    const w = window as unknown as { guideTextSeen: boolean; layoutShifts: number[] };
    w.guideTextSeen = false;
    w.layoutShifts = [];
    new MutationObserver(() => {
      if (!w.guideTextSeen && document.body?.textContent?.includes(text)) w.guideTextSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, GUIDE_TEXT);
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { guideTextSeen: boolean; layoutShifts: number[] };
    return { guideTextSeen: w.guideTextSeen, layoutShift: w.layoutShifts.reduce((a, b) => a + b, 0) };
  });

/** Every request the page makes to the library remote's origin, from now on. */
function libraryRequestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE_ORIGINS.library)) urls.push(request.url());
  });
  return urls;
}

/** Opens the guide signed out: the guard sends the visitor to /auth, and the guide's text never reached the DOM. */
async function openGuideSignedOut(page: Page) {
  await page.goto(GUIDE);
  await expect(page).toHaveURL('http://localhost:3000/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect((await seen(page)).guideTextSeen).toBe(false);
}

test('a visitor with no session never sees the guide, and no library code is fetched for them', async ({ page }) => {
  await watchPage(page);
  const libraryRequests = libraryRequestsOf(page);
  await openGuideSignedOut(page);
  expect(libraryRequests).toEqual([]);
});

test('a stale stored session may start the library loading, but the guide is never shown', async ({ page }) => {
  await watchPage(page);
  // What a browser keeps after the session was ended elsewhere: expired, with a refresh token the
  // server refuses. Its presence is the shell's hint to start the library; the guard still waits
  // for supabase-js, which fails to refresh it, drops it and answers 'signed out'.
  await page.goto('/privacy-policy');
  await page.evaluate((key) => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      key,
      JSON.stringify({
        access_token: 'expired.token.value',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: now - 60,
        refresh_token: 'revoked-refresh-token',
        user: { id: '00000000-0000-4000-8000-000000000000', aud: 'authenticated', role: 'authenticated', email: 'gone@example.com' },
      }),
    );
  }, STORAGE_KEY);
  const libraryRequests = libraryRequestsOf(page);
  await openGuideSignedOut(page);
  // The hint did its job: the library's code was on its way before the answer.
  expect(libraryRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // (Whether supabase-js also deletes the stored entry depends on how the refresh failed: it keeps
  // it after a network error or a 5xx, to retry later. Either way the guard answered 'signed out'.)
});

test('a member opening a guide, the Education Center or search sees no layout shift when the session resolves', async ({ page }) => {
  const member = await createMember();
  await watchPage(page);
  await signInThroughUi(page, member.email, member.password);
  for (const [path, heading] of [
    [GUIDE, /PrEP/],
    ['/educational-resources', 'Education Center'],
    ['/search?q=chlamydia', 'Search Articles'],
  ] as const) {
    await page.goto(path);
    // Shown only after supabase-js confirmed the session: by now it has resolved.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === GUIDE) await expect(page.getByText(GUIDE_TEXT)).toBeVisible();
    expect((await seen(page)).layoutShift, `layout shift on ${path}`).toBeLessThan(0.1);
  }
});
