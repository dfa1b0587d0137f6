import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signInThroughUi, test } from './support/fixtures';
import { createMember, serviceSelect } from './support/stack';

const GREETING =
  "Hi, I'm the Candor Guide: private, judgment-free support for testing timelines, symptoms, and next steps, ask me anything.";
const PROMPTS = [
  'When should I test after exposure?',
  'I had unprotected sex 2 days ago',
  'Explain STI test windows',
  'I have symptoms',
  'Find a nearby clinic',
];
const UNREACHABLE = "Hmm, I couldn't reach our server. Try again, or check your connection.";
const TYPES_OF_TESTS = '/resources/understanding-different-types-of-tests';
const FUNCTION_URL = '**/functions/v1/chat-guide';

const launcher = (page: Page) => page.getByRole('button', { name: 'Live Chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Candor Guide' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => panel(page).getByLabel('Your message');
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send' });
const chips = (page: Page) => panel(page).getByRole('group', { name: 'Suggested questions' });

/** The remote's own button (it has aria-expanded; the shell's stand-in does not). */
async function chatReady(page: Page) {
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false', { timeout: 15_000 });
}

async function openChat(page: Page) {
  await chatReady(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('chat guide widget', () => {
  test('greets with the five prompts, which leave once a question is sent', async ({ page }) => {
    await page.goto('/');
    // Pressing the shell's stand-in before the remote is in opens the chat straight away.
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(conversation(page).getByText(GREETING)).toBeVisible();
    await expect(chips(page).getByRole('button')).toHaveText(PROMPTS);
    await expect(panel(page).getByText('In an emergency, call 911 (US) or your local emergency number.')).toBeVisible();
    await expect(panel(page).getByText('Educational information only, not medical advice.')).toBeVisible();

    await messageBox(page).fill('How private is the kit?');
    await messageBox(page).press('Enter');
    await expect(conversation(page).getByText('How private is the kit?')).toBeVisible();
    await expect(chips(page)).toHaveCount(0);
    await expect(panel(page).getByText('Candor is thinking...')).toHaveCount(0);
    await expect(conversation(page).locator('[data-role="agent"]')).toHaveCount(2);
    await expect(chips(page)).toHaveCount(0);
  });

  test('Send stays disabled when blank and while a reply is pending', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FUNCTION_URL, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await openChat(page);

    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('    ');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('When should I test after exposure?');
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();

    await expect(conversation(page).getByText('When should I test after exposure?')).toBeVisible();
    await expect(panel(page).getByText('Candor is thinking...')).toBeVisible();
    await expect(messageBox(page)).toHaveValue('');
    await expect(messageBox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();

    release();
    await expect(panel(page).getByText('Candor is thinking...')).toHaveCount(0);
    await expect(conversation(page).getByText(/window period/i)).toBeVisible();
    await expect(messageBox(page)).toBeEnabled();
    await expect(messageBox(page)).toBeFocused();
  });

  test('a guide link in a reply navigates; an anonymous visitor is sent to sign in', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await chips(page).getByRole('button', { name: 'Explain STI test windows' }).click();
    const guideLink = conversation(page).locator(`a[href="${TYPES_OF_TESTS}"]`);
    await expect(guideLink).toBeVisible();
    await guideLink.click();
    await expect(page).toHaveURL('http://localhost:3000/auth');
  });

  test('an anonymous conversation is neither saved nor loaded', async ({ page }) => {
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/chat_messages')) tableRequests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/');
    await openChat(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/functions/v1/chat-guide') && r.method() === 'POST');
    await chips(page).getByRole('button', { name: 'I have symptoms' }).click();
    const body = (await sent).postDataJSON() as { conversation_id: string; message: string; meta: { source: string } };
    expect(body.message).toBe('I have symptoms');
    expect(body.meta.source).toBe('web-widget');
    await expect(panel(page).getByText('Candor is thinking...')).toHaveCount(0);
    await expect(conversation(page).locator('[data-role="agent"]')).toHaveCount(2);

    expect(await serviceSelect('chat_messages', `conversation_id=eq.${body.conversation_id}&select=id`)).toEqual([]);
    expect(tableRequests).toEqual([]);
  });

  test("a member's conversation is saved, restored on reopening, and a reload starts a new one", async ({ page }) => {
    const member = await createMember();
    await signInThroughUi(page, member.email, member.password);
    await openChat(page);
    await expect(conversation(page).getByText(GREETING)).toBeVisible();
    await chips(page).getByRole('button', { name: 'Explain STI test windows' }).click();
    await expect(conversation(page).locator(`a[href="${TYPES_OF_TESTS}"]`)).toBeVisible();

    type Row = { role: string; content: string; conversation_id: string };
    const query = `user_id=eq.${member.id}&select=role,content,conversation_id&order=created_at.asc`;
    await expect.poll(async () => (await serviceSelect<Row>('chat_messages', query)).length).toBe(2);
    const [asked, answered] = await serviceSelect<Row>('chat_messages', query);
    expect(asked).toMatchObject({ role: 'user', content: 'Explain STI test windows' });
    expect(answered?.role).toBe('agent');
    expect(answered?.content).toContain(TYPES_OF_TESTS);
    expect(answered?.conversation_id).toBe(asked?.conversation_id);

    // Closing and reopening keeps the conversation.
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await launcher(page).click();
    await expect(conversation(page).getByText('Explain STI test windows')).toBeVisible();

    // Following the guide link leaves /, so the widget unmounts; coming back loads the saved history.
    await conversation(page).locator(`a[href="${TYPES_OF_TESTS}"]`).click();
    await expect(page).toHaveURL(`http://localhost:3000${TYPES_OF_TESTS}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('http://localhost:3000/');
    const historyLoad = page.waitForResponse((r) => r.url().includes('/rest/v1/chat_messages') && r.request().method() === 'GET');
    await openChat(page);
    expect((await historyLoad).ok()).toBe(true);
    await expect(conversation(page).getByText('Explain STI test windows')).toBeVisible();
    await expect(conversation(page).locator(`a[href="${TYPES_OF_TESTS}"]`)).toBeVisible();
    await expect(conversation(page).getByText(GREETING)).toHaveCount(0);
    await expect(chips(page)).toHaveCount(0);

    // A reload is a new page load: a new, empty conversation.
    await page.reload();
    await openChat(page);
    await expect(conversation(page).getByText(GREETING)).toBeVisible();
    await expect(conversation(page).getByText('Explain STI test windows')).toHaveCount(0);
    await expect(chips(page)).toBeVisible();
    await messageBox(page).fill('Is the kit discreet?');
    await messageBox(page).press('Enter');
    await expect.poll(async () => (await serviceSelect<Row>('chat_messages', query)).length).toBe(4);
    const rows = await serviceSelect<Row>('chat_messages', query);
    expect(new Set(rows.map((r) => r.conversation_id)).size).toBe(2);
  });

  test('an unreachable chat function shows the error bubble and the connection toast', async ({ page }) => {
    await page.route(FUNCTION_URL, (route) => route.abort());
    await page.goto('/');
    await openChat(page);
    await messageBox(page).fill('Hello?');
    await messageBox(page).press('Enter');
    await expect(conversation(page).getByText(UNREACHABLE)).toBeVisible();
    await expect(page.getByText('Connection error', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try again in a moment.', { exact: true })).toBeVisible();
    await expect(messageBox(page)).toBeEnabled();
  });

  test('works from the keyboard: Enter opens, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/');
    await chatReady(page);
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type('I have symptoms');
    await page.keyboard.press('Enter');
    await expect(conversation(page).getByText('I have symptoms')).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open panel has no serious accessibility issues', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await chips(page).getByRole('button', { name: 'Explain STI test windows' }).click();
    await expect(conversation(page).locator(`a[href="${TYPES_OF_TESTS}"]`)).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  });
});

test.describe('chat guide safety triage', () => {
  // The four messages that once got a topic answer instead of crisis lines (supabase/functions/chat-guide/triage.ts).
  const CRISIS_MESSAGES = [
    "I tested positive for HIV and I don't see the point of living anymore",
    'honestly everyone would be better off if i just disappeared after this diagnosis',
    'i keep thinking about ending it ever since i found out',
    'can you tell me the window period for syphilis? also tbh id rather be dead than deal with any of this',
  ];

  for (const message of CRISIS_MESSAGES) {
    test(`a crisis typed into the widget answers with 988 and 911 as links: ${message.slice(0, 40)}…`, async ({ page }) => {
      await page.goto('/');
      await openChat(page);
      await messageBox(page).fill(message);
      await messageBox(page).press('Enter');
      const reply = conversation(page).locator('[data-role="agent"]').last();
      await expect(reply.locator('a[href="tel:988"]')).toBeVisible();
      await expect(reply.locator('a[href="sms:988"]')).toBeVisible();
      await expect(reply.locator('a[href="tel:911"]')).toBeVisible();
    });
  }

  test('a short follow-up after a crisis is read with the conversation', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await messageBox(page).fill('i keep thinking about ending it ever since i found out');
    await messageBox(page).press('Enter');
    await expect(conversation(page).locator('[data-role="agent"]').last().locator('a[href="tel:988"]')).toBeVisible();
    await messageBox(page).fill('yes. tonight');
    await messageBox(page).press('Enter');
    await expect(conversation(page).locator('[data-role="agent"]')).toHaveCount(3);
    await expect(conversation(page).locator('[data-role="agent"]').last().locator('a[href="tel:911"]')).toBeVisible();
  });

  test('a figure of speech gets its real answer, not the crisis lines', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await messageBox(page).fill('waiting for my results is killing me lol, how much does the kit cost?');
    await messageBox(page).press('Enter');
    const reply = conversation(page).locator('[data-role="agent"]').nth(1);
    await expect(reply).toContainText('$99');
    await expect(reply.locator('a[href="tel:988"]')).toHaveCount(0);
  });
});
