import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, useToastStore } from '@app/shared';
import { createFakeSupabase, installFakeSupabase, renderWithRouter } from '@app/shared/testing';
import ChatWidgetRemote from '../../../exposes/chat-widget';
import { conversationId } from '../lib/conversation-id';

// The page's one Supabase client, faked: recorded queries, inserts and function calls.
vi.mock('@app/shared', async (importOriginal) => (await import('@app/shared/testing/mock')).mockShared(importOriginal));

type InvokeResult = { data: unknown; error: unknown; response?: Response };
type Row = { content: string; role: string };

interface FakeOptions {
  history?: Row[] | { message: string };
  insertError?: { message: string };
  invoke?: (body: Record<string, unknown>) => Promise<InvokeResult>;
  /** The history answer waits for this (a slow connection). */
  historyArrives?: Promise<void>;
}

function makeClient({ history = [], insertError, invoke, historyArrives }: FakeOptions = {}) {
  const client = installFakeSupabase(
    createFakeSupabase({
      select: async () => {
        await historyArrives;
        return Array.isArray(history) ? { data: history, error: null } : { data: null, error: history };
      },
      insert: () => ({ error: insertError ?? null }),
      invoke: (_name, body) =>
        invoke ? invoke(body) : { data: { reply: 'A reply.', sources: [], conversation_id: body.conversation_id }, error: null },
    }),
  );
  return { selects: client.selects, inserts: client.inserts, invoke: client.functions.invoke };
}

function renderWidget(defaultOpen = false) {
  const user = userEvent.setup();
  renderWithRouter(<ChatWidgetRemote defaultOpen={defaultOpen} />);
  return { user };
}

const GREETING =
  "Hi, I'm the Candor Guide: private, judgment-free support for testing timelines, symptoms, and next steps, ask me anything.";
const PROMPTS = [
  'When should I test after exposure?',
  'I had unprotected sex 2 days ago',
  'Explain STI test windows',
  'I have symptoms',
  'Find a nearby clinic',
];

const launcher = () => screen.getByRole('button', { name: 'Live Chat' });
const panel = () => screen.getByRole('dialog', { name: 'Candor Guide' });
const input = () => screen.getByLabelText('Your message');
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function signIn(id = 'member-1') {
  useAuthStore.setState({ user: { id, email: `${id}@example.com` } as never, session: null, loading: false });
}

beforeEach(() => {
  useAuthStore.setState({ user: null, session: null, loading: false });
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('opening and closing', () => {
  it('starts closed with a Live Chat button that controls the panel', () => {
    makeClient();
    renderWidget();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    // eslint-disable-next-line testing-library/no-node-access -- aria-controls is an id reference: following it is the check
    const controlled = document.getElementById(launcher().getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the button, moves focus to the message box, and closes with the close button', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(panel().id).toBe(launcher().getAttribute('aria-controls'));
    expect(input()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher()).toHaveFocus();
  });

  it('opens at once with defaultOpen (the visitor pressed the stand-in button)', async () => {
    makeClient();
    renderWidget(true);
    expect(panel()).toBeVisible();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(await screen.findByText(GREETING)).toBeVisible();
  });

  it('shows the emergency notice and the disclaimer', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    expect(within(panel()).getByText('In an emergency, call 911 (US) or your local emergency number.')).toBeVisible();
    expect(within(panel()).getByText('Educational information only, not medical advice.')).toBeVisible();
  });
});

describe('anonymous visitor', () => {
  it('greets, offers the five prompts, and loads or saves nothing', async () => {
    const fakeClient = makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    expect(within(log()).getByText(GREETING)).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(PROMPTS);

    await user.type(input(), 'Is the kit private?{Enter}');
    expect(await within(log()).findByText('A reply.')).toBeVisible();
    expect(fakeClient.invoke).toHaveBeenCalledTimes(1);
    expect(fakeClient.selects).toEqual([]);
    expect(fakeClient.inserts).toEqual([]);
  });

  it('keeps the conversation when closed and reopened', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    await within(log()).findByText('A reply.');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(launcher());
    expect(within(log()).getByText('Hello')).toBeVisible();
    expect(within(log()).getByText(GREETING)).toBeVisible();
  });
});

describe('sending', () => {
  it('has an accessible message box: label, no autocomplete, 2000 characters at most', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    expect(input()).toHaveAttribute('autocomplete', 'off');
    expect(input()).toHaveAttribute('maxlength', '2000');
  });

  it('keeps Send disabled for blank or whitespace-only text and never sends it', async () => {
    const fakeClient = makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fakeClient.invoke).not.toHaveBeenCalled();
    await user.type(input(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('appends the message, clears the box, shows the thinking line and disables input and Send until the reply', async () => {
    const held = deferred<InvokeResult>();
    const fakeClient = makeClient({ invoke: () => held.promise });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), '  When should I test?  ');
    await user.click(sendButton());

    expect(within(log()).getByText('When should I test?')).toBeVisible();
    expect(input()).toHaveValue('');
    expect(within(log()).getByText('Candor is thinking...')).toBeVisible();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();

    expect(fakeClient.invoke).toHaveBeenCalledWith('chat-guide', expect.objectContaining({ body: expect.anything() }));
    const body = fakeClient.invoke.mock.calls[0]?.[1].body;
    expect(body).toEqual({
      conversation_id: conversationId,
      message: 'When should I test?',
      meta: { source: 'web-widget', version: '1.0.0' },
    });
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => held.resolve({ data: { reply: 'Test 2 weeks after.', sources: [] }, error: null }));
    expect(within(log()).getByText('Test 2 weeks after.')).toBeVisible();
    expect(within(log()).queryByText('Candor is thinking...')).toBeNull();
    expect(input()).toBeEnabled();
    await waitFor(() => expect(input()).toHaveFocus());
    // Chips belong to the greeting alone; they do not come back.
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
  });

  it('sends a suggested prompt when pressed', async () => {
    const fakeClient = makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await user.click(screen.getByRole('button', { name: 'Explain STI test windows' }));
    expect(within(log()).getByText('Explain STI test windows')).toBeVisible();
    expect(fakeClient.invoke.mock.calls[0]?.[1].body.message).toBe('Explain STI test windows');
    await within(log()).findByText('A reply.');
  });

  it('uses the same conversation id for every message of the page load, and sends the earlier turns', async () => {
    const fakeClient = makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'one{Enter}');
    await within(log()).findByText('A reply.');
    await user.type(input(), 'two{Enter}');
    await waitFor(() => expect(fakeClient.invoke).toHaveBeenCalledTimes(2));
    const ids = fakeClient.invoke.mock.calls.map((call) => call[1].body.conversation_id);
    expect(ids).toEqual([conversationId, conversationId]);
    // The earlier turns of the open panel go along as history, oldest first, without the greeting.
    expect(fakeClient.invoke.mock.calls[0]?.[1].body.history).toBeUndefined();
    expect(fakeClient.invoke.mock.calls[1]?.[1].body.history).toEqual([
      { role: 'user', content: 'one' },
      { role: 'agent', content: 'A reply.' },
    ]);
  });
});

describe('errors (docs/product.md#errors)', () => {
  const UNREACHABLE = "Hmm, I couldn't reach our server. Try again, or check your connection.";

  it.each([
    ['a network failure', async () => ({ data: null, error: new Error('Failed to send a request to the Edge Function') })],
    ['a thrown error', async () => Promise.reject(new Error('boom'))],
    ['a 500 answer', async () => ({ data: null, error: new Error('non-2xx'), response: new Response('{"error":"x"}', { status: 500 }) })],
    ['a 502 answer', async () => ({ data: null, error: new Error('non-2xx'), response: new Response('bad gateway', { status: 502 }) })],
  ])('shows the error bubble and a destructive toast on %s', async (_label, invoke) => {
    makeClient({ invoke });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    expect(await within(log()).findByText(UNREACHABLE)).toBeVisible();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Connection error', description: 'Please try again in a moment.', variant: 'destructive' }),
    ]);
    expect(input()).toBeEnabled();
  });

  it.each([
    ['no reply field', { sources: [] }],
    ['a non-string reply', { reply: 42 }],
    ['an empty reply', { reply: '' }],
    ['a text body', 'plain text'],
    ['no body', null],
  ])('falls back when the answer has %s', async (_label, data) => {
    makeClient({ invoke: async () => ({ data, error: null }) });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    expect(await within(log()).findByText('Sorry, something went wrong. Please try again.')).toBeVisible();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows the rate-limit text of a 429 kindly, without a toast', async () => {
    makeClient({
      invoke: async () => ({
        data: null,
        error: new Error('non-2xx'),
        response: new Response(JSON.stringify({ error: 'Too many messages. Please wait a moment before sending another.' }), {
          status: 429,
        }),
      }),
    });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    expect(await within(log()).findByText('Too many messages. Please wait a moment before sending another.')).toBeVisible();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('has its own kind words for a 429 without a readable body', async () => {
    makeClient({ invoke: async () => ({ data: null, error: new Error('non-2xx'), response: new Response('nope', { status: 429 }) }) });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    expect(await within(log()).findByText("You're sending messages a little fast. Please wait a moment, then try again.")).toBeVisible();
  });

  it('says what was wrong on a 400', async () => {
    makeClient({
      invoke: async () => ({
        data: null,
        error: new Error('non-2xx'),
        response: new Response(JSON.stringify({ error: 'message must be 1-2000 characters' }), { status: 400 }),
      }),
    });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'Hello{Enter}');
    expect(
      await within(log()).findByText(
        "Sorry, I couldn't read that message. Please rephrase it and try again. (message must be 1-2000 characters)",
      ),
    ).toBeVisible();
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('links in replies', () => {
  it('renders only safe links and follows app links with the router, closing the chat', async () => {
    makeClient({
      invoke: async () => ({
        data: {
          reply:
            'Read [the PrEP guide](/resources/prep-guide), [CDC](https://www.cdc.gov/sti), [call 911](tel:911).\nNot [this](javascript:alert(1)) <b>nor</b> [that](//evil.example).',
        },
        error: null,
      }),
    });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'PrEP?{Enter}');
    const guide = await within(log()).findByRole('link', { name: 'the PrEP guide' });
    expect(guide).toHaveAttribute('href', '/resources/prep-guide');
    expect(within(log()).getByRole('link', { name: 'CDC (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(log()).getByRole('link', { name: 'CDC (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(log()).getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(log()).getAllByRole('link')).toHaveLength(3);
    expect(within(log()).getByText(/Not this <b>nor<\/b> that\./)).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- the reply's markup is under test: no <b> element from the text
    expect(log().querySelector('b')).toBeNull();

    await user.click(guide);
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/prep-guide');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a visitor message as plain text, links and all', async () => {
    makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'see [[x](/auth){Enter}');
    await within(log()).findByText('A reply.');
    expect(within(log()).queryByRole('link')).toBeNull();
    expect(within(log()).getByText('see [x](/auth)')).toBeVisible();
  });
});

describe('signed-in member', () => {
  it('loads this conversation on opening, oldest first, and shows it without the greeting', async () => {
    signIn();
    const fakeClient = makeClient({
      history: [
        { content: 'Earlier question', role: 'user' },
        { content: 'Earlier [answer](/resources/prep-guide)', role: 'agent' },
      ],
    });
    const { user } = renderWidget();
    expect(fakeClient.selects).toEqual([]);
    await user.click(launcher());
    expect(await within(log()).findByText('Earlier question')).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'answer' })).toBeVisible();
    expect(within(log()).queryByText(GREETING)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
    expect(fakeClient.selects).toEqual([
      {
        table: 'chat_messages',
        columns: 'content, role',
        filters: [['conversation_id', conversationId]],
        order: ['created_at', { ascending: true }],
      },
    ]);
  });

  it('a message sent while the history is still loading is not lost: it goes once the history is in', async () => {
    signIn();
    let arrive!: () => void;
    const fakeClient = makeClient({
      history: [{ content: 'Earlier question', role: 'user' }],
      historyArrives: new Promise((resolve) => (arrive = resolve)),
    });
    const { user } = renderWidget();
    await user.click(launcher());
    await user.type(input(), 'How much does the kit cost?{Enter}');
    expect(fakeClient.invoke).not.toHaveBeenCalled();
    arrive();
    expect(await within(log()).findByText('A reply.')).toBeVisible();
    expect(fakeClient.invoke).toHaveBeenCalledTimes(1);
    expect(fakeClient.invoke.mock.calls[0]?.[1].body.message).toBe('How much does the kit cost?');
    const texts = within(log())
      .getAllByText(/Earlier question|How much does the kit cost\?|A reply\./)
      .map((n) => n.textContent);
    expect(texts).toEqual(['You: Earlier question', 'You: How much does the kit cost?', 'Candor Guide: A reply.']);
  });

  it('greets when the history is empty', async () => {
    signIn();
    makeClient({ history: [] });
    const { user } = renderWidget();
    await user.click(launcher());
    expect(await within(log()).findByText(GREETING)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Suggested questions' })).toBeVisible();
  });

  it('greets and logs (without content) when the history fails to load', async () => {
    signIn();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    makeClient({ history: { message: 'permission denied for table chat_messages' } });
    const { user } = renderWidget();
    await user.click(launcher());
    expect(await within(log()).findByText(GREETING)).toBeVisible();
    expect(errorLog).toHaveBeenCalledWith('Could not load the chat history:', 'permission denied for table chat_messages');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('saves the message and then the reply, in that order', async () => {
    signIn('member-7');
    const fakeClient = makeClient();
    const { user } = renderWidget();
    await user.click(launcher());
    await within(log()).findByText(GREETING);
    await user.type(input(), 'Is it private?{Enter}');
    await within(log()).findByText('A reply.');
    await waitFor(() => expect(fakeClient.inserts).toHaveLength(2));
    expect(fakeClient.inserts).toEqual([
      { table: 'chat_messages', row: { user_id: 'member-7', conversation_id: conversationId, role: 'user', content: 'Is it private?' } },
      { table: 'chat_messages', row: { user_id: 'member-7', conversation_id: conversationId, role: 'agent', content: 'A reply.' } },
    ]);
  });

  it('saves the error bubble too when the function is unreachable', async () => {
    signIn('member-8');
    const fakeClient = makeClient({ invoke: async () => ({ data: null, error: new Error('offline') }) });
    const { user } = renderWidget();
    await user.click(launcher());
    await within(log()).findByText(GREETING);
    await user.type(input(), 'Hello{Enter}');
    await waitFor(() => expect(fakeClient.inserts).toHaveLength(2));
    expect(fakeClient.inserts[1]?.row).toMatchObject({
      role: 'agent',
      content: "Hmm, I couldn't reach our server. Try again, or check your connection.",
    });
  });

  it('only logs a failed save: no notice, the conversation goes on', async () => {
    signIn();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    makeClient({ insertError: { message: 'new row violates row-level security policy' } });
    const { user } = renderWidget();
    await user.click(launcher());
    await within(log()).findByText(GREETING);
    await user.type(input(), 'A private question{Enter}');
    expect(await within(log()).findByText('A reply.')).toBeVisible();
    await waitFor(() => expect(errorLog).toHaveBeenCalledTimes(2));
    expect(errorLog).toHaveBeenCalledWith('Could not save a chat message:', 'new row violates row-level security policy');
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('A private question');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('waits for the session before deciding whether to load', async () => {
    useAuthStore.setState({ user: null, session: null, loading: true });
    const fakeClient = makeClient({ history: [{ content: 'Saved before', role: 'user' }] });
    renderWidget(true);
    expect(within(log()).queryByText(GREETING)).toBeNull();
    act(() => signIn());
    expect(await within(log()).findByText('Saved before')).toBeVisible();
    expect(fakeClient.selects).toHaveLength(1);
  });

  it("drops the member's conversation from the screen when they sign out", async () => {
    signIn();
    makeClient({ history: [{ content: 'Something personal', role: 'user' }] });
    const { user } = renderWidget();
    await user.click(launcher());
    await within(log()).findByText('Something personal');
    act(() => useAuthStore.setState({ user: null, session: null, loading: false }));
    expect(await within(log()).findByText(GREETING)).toBeVisible();
    expect(within(log()).queryByText('Something personal')).toBeNull();
  });
});
