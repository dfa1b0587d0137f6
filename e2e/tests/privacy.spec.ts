import { randomUUID } from 'node:crypto';
import { expect, expectNoSeriousA11yIssues, signInThroughUi, submitAuthForm, test } from './support/fixtures';
import { ANON_KEY, API_URL, createMember, serviceSelect } from './support/stack';

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';

/** Signs in through the auth API and returns the member's access token. */
async function accessTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A request to the data API as the member, the way supabase-js sends it. */
async function asMember(token: string, path: string, body: unknown) {
  return fetch(`${API_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function saveChat(token: string, userId: string, texts: string[]) {
  const conversation = randomUUID();
  const res = await asMember(
    token,
    'chat_messages',
    texts.map((content, i) => ({ user_id: userId, conversation_id: conversation, role: i % 2 ? 'agent' : 'user', content })),
  );
  expect(res.status, await res.clone().text()).toBe(201);
}

test.describe('members delete their own data', () => {
  test('delete_my_data("chat") removes only the caller\'s messages; bad scopes and visitors are refused', async () => {
    const ada = await createMember();
    const bo = await createMember();
    const adaToken = await accessTokenFor(ada.email, ada.password);
    const boToken = await accessTokenFor(bo.email, bo.password);
    await saveChat(adaToken, ada.id, ['When should I test?', 'About two weeks after.']);
    await saveChat(boToken, bo.id, ['Hello']);

    const res = await asMember(adaToken, 'rpc/delete_my_data', { scope: 'chat' });
    expect(res.status).toBe(204);
    expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${ada.id}`)).toEqual([]);
    expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${bo.id}`)).toHaveLength(1);

    const badScope = await asMember(boToken, 'rpc/delete_my_data', { scope: 'everything' });
    expect(badScope.status).toBe(400);
    expect(((await badScope.json()) as { message: string }).message).toContain("scope must be 'chat' or 'account'");

    const visitor = await asMember(ANON_KEY, 'rpc/delete_my_data', { scope: 'account' });
    expect(visitor.status).toBe(401);
    expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${bo.id}`)).toHaveLength(1);
  });

  test.describe("on a phone, from the landing page's menu", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('chat history, then the whole account, each after a confirmation', async ({ page }) => {
      const member = await createMember();
      const token = await accessTokenFor(member.email, member.password);
      await saveChat(token, member.id, ['I had unprotected sex 2 days ago', 'Here is what to do next.', 'Thanks']);
      // Through the one way in (track_events): user_id comes from the member's token.
      const tracked = await asMember(token, 'rpc/track_events', {
        events: [
          { event_type: 'page_view', page_path: '/privacy-e2e', metadata: null },
          { event_type: 'user_signup', page_path: '/auth', metadata: { email: member.email } },
        ],
      });
      expect(tracked.status, await tracked.clone().text()).toBe(200);
      expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${member.id}`)).toHaveLength(3);

      await signInThroughUi(page, member.email, member.password);
      const openSiteMenu = async () => {
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        await expect(sheet).toBeVisible();
        return sheet.getByRole('button', { name: member.email });
      };

      // Chat history: the confirmation says what goes, and Cancel keeps it.
      let memberButton = await openSiteMenu();
      await memberButton.click();
      await page.getByRole('menuitem', { name: 'Delete my chat history' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Delete your chat history?' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('This cannot be undone.');
      await expectNoSeriousA11yIssues(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(memberButton).toBeFocused();
      expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${member.id}`)).toHaveLength(3);

      await memberButton.click();
      await page.getByRole('menuitem', { name: 'Delete my chat history' }).click();
      await confirm.getByRole('button', { name: 'Delete chat history' }).click();
      await expect(page.getByText('Your chat history was deleted.', { exact: true })).toBeVisible();
      expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${member.id}`)).toEqual([]);
      // Still signed in.
      await expect(memberButton).toBeVisible();

      // The whole account.
      await memberButton.click();
      await page.getByRole('menuitem', { name: 'Delete my account' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(confirm).toContainText('This cannot be undone.');
      await confirm.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByText('Your account and data were deleted.', { exact: true })).toBeVisible();
      await expect(page).toHaveURL('http://localhost:3000/');
      // Signed out: the site menu closed itself and now offers Sign In.
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      memberButton = await openSiteMenu();
      await expect(memberButton).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

      // Nothing of theirs is left in any table: no row mentions their id or e-mail.
      for (const [table, columns] of [
        ['chat_messages', 'user_id,content'],
        ['analytics_events', 'user_id,metadata,page_path'],
        ['user_roles', 'user_id'],
      ] as const) {
        const dump = JSON.stringify(await serviceSelect(table, `select=${columns}`));
        expect(dump, table).not.toContain(member.id);
        expect(dump.toLowerCase(), table).not.toContain(member.email.toLowerCase());
      }
      // The anonymised events still count in the totals.
      expect(await serviceSelect('analytics_events', 'select=id&page_path=eq./privacy-e2e&user_id=is.null')).not.toHaveLength(0);

      // The account is gone: signing in again fails like any unknown address.
      await page.goto('/auth');
      const form = page.getByRole('tabpanel', { name: 'Sign In' });
      await submitAuthForm(page, 'Sign In', member.email, member.password);
      await expect(form.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    });
  });

  test('on a wide screen, from the dashboard header: delete chat history, then sign out', async ({ page }) => {
    const member = await createMember();
    const token = await accessTokenFor(member.email, member.password);
    await saveChat(token, member.id, ['Is the kit discreet?', 'Yes: plain packaging.']);
    await signInThroughUi(page, member.email, member.password);
    await page.goto('/analytics');
    const memberButton = page.getByRole('banner').getByRole('button', { name: member.email });
    await expect(memberButton).toBeVisible();

    // Keyboard only: open the menu, pick the item, confirm.
    await memberButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Delete my chat history' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete your chat history?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete chat history' }).click();
    await expect(page.getByText('Your chat history was deleted.', { exact: true })).toBeVisible();
    expect(await serviceSelect('chat_messages', `select=id&user_id=eq.${member.id}`)).toEqual([]);

    await memberButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You must be logged in to view analytics.' })).toBeVisible();
    await expect(memberButton).toHaveCount(0);
  });

  test('the old access token stops working once the account is deleted', async () => {
    const member = await createMember();
    const token = await accessTokenFor(member.email, member.password);
    expect((await asMember(token, 'rpc/delete_my_data', { scope: 'account' })).status).toBe(204);
    const after = await fetch(`${API_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });
    expect(after.status).toBeGreaterThanOrEqual(401);
    expect(after.status).toBeLessThan(500);
  });
});
