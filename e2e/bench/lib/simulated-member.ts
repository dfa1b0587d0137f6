// One simulated member of the load test: signs in once, then loops over what a member does on
// the site (open a page, record the page view, search, list categories, ask the chat guide and
// save both messages) until the run's time or request budget is spent.
import { randomUUID } from 'node:crypto';
import type { CallRecorder } from './call-recorder';
import { ChatPacer } from './chat-pacer';
import {
  callRpc,
  describeFailure,
  describeThrown,
  insertRow,
  invokeFunction,
  parseTokens,
  passwordSignIn,
  refreshSession,
  selectRows,
  send,
  type Answer,
  type Api,
  type Tokens,
} from './supabase-http';

export interface RunState {
  /** Epoch ms at which every member stops. */
  deadline: number;
  /** Requests left for the whole run; members stop at 0. */
  remaining: number;
}

export interface MemberContext {
  api: Api;
  recorder: CallRecorder;
  run: RunState;
  /** Mean pause between a member's requests, ms (each pause is 0.5x-1.5x of it). */
  thinkMs: number;
  random: () => number;
  pageUrl: string;
  remoteEntries: readonly string[];
}

export interface MemberAccount {
  email: string;
  password: string;
}

// What members type: ordinary words, a typo, a phrase, the empty listing.
const SEARCHES = ['chlamydia', 'herpes', 'testing', 'prep', 'window period', 'condoms', 'hiv test', 'gonorhea', 'syphilis treatment', ''];
const QUESTIONS = [
  'How accurate are home STI tests?',
  'What is the window period for HIV?',
  'How does PrEP work?',
  'What are common chlamydia symptoms?',
  'How do I talk to a partner about testing?',
  'How often should I get tested?',
  'Can herpes be treated?',
  'What does a positive result mean?',
];
// Page paths as the site records them: typed text already redacted.
const PAGES = ['/', '/educational-resources', '/search?q=redacted', '/resources/prep-guide', '/resources/understanding-stis'];

export const CALLS = {
  signIn: 'auth sign-in (password)',
  refresh: 'auth refresh token',
  page: 'GET / (shell page)',
  remote: 'GET remoteEntry.js',
  pageView: 'rpc/track_events',
  search: 'rpc/search_articles',
  categories: 'select article_categories',
  chat: 'functions/v1/chat-guide',
  saveMessage: 'insert chat_messages',
} as const;

const pick = <T>(random: () => number, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const isOk = (a: Answer) => a.status >= 200 && a.status < 300;

/** The chat guide's reply text, or undefined when the answer has none. */
export function replyOf(answer: Answer): string | undefined {
  try {
    const reply = (JSON.parse(answer.text) as { reply?: unknown }).reply;
    return typeof reply === 'string' ? reply : undefined;
  } catch {
    return undefined;
  }
}

export async function simulateMember(account: MemberAccount, ctx: MemberContext, startDelayMs: number): Promise<void> {
  const { api, recorder, run, random } = ctx;
  const active = () => Date.now() < run.deadline && run.remaining > 0;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, run.deadline - Date.now()))));
  const think = () => pause(ctx.thinkMs * (0.5 + random()));

  /** Times one request; answers it when it succeeded, undefined when it failed or the run is over. */
  async function step(call: string, request: () => Promise<Answer>, ok: (a: Answer) => boolean = isOk): Promise<Answer | undefined> {
    if (!active()) return undefined;
    run.remaining -= 1;
    const started = performance.now();
    try {
      const answer = await request();
      const good = ok(answer);
      recorder.record(call, performance.now() - started, good ? undefined : describeFailure(answer.status, answer.text));
      return good ? answer : undefined;
    } catch (error) {
      recorder.record(call, performance.now() - started, describeThrown(error));
      return undefined;
    }
  }

  await pause(startDelayMs);
  const signedIn = await step(CALLS.signIn, () => passwordSignIn(api, account.email, account.password));
  if (!signedIn) return; // recorded; a member who cannot sign in has nothing else to do
  let tokens: Tokens = parseTokens(signedIn.text);
  const pacer = new ChatPacer();
  const conversationId = randomUUID();

  while (active()) {
    // supabase-js refreshes a minute before expiry; a run shorter than the token's life never does.
    if (tokens.expiresAt - Date.now() < 60_000) {
      const refreshed = await step(CALLS.refresh, () => refreshSession(api, tokens.refreshToken));
      if (!refreshed) return;
      tokens = parseTokens(refreshed.text);
    }
    const token = tokens.accessToken;
    await step(CALLS.page, () => send(ctx.pageUrl));
    await step(CALLS.remote, () => send(pick(random, ctx.remoteEntries)));
    await think();
    // Through the one way in; user_id comes from the token. From one address the load test
    // shares the per-address limit (240 events a minute): past it, 429 is the expected answer.
    await step(
      CALLS.pageView,
      () =>
        callRpc(api, token, 'track_events', {
          events: [
            { event_type: 'page_view', page_path: pick(random, PAGES), referrer: null, user_agent: 'candor-load-test', metadata: null },
          ],
        }),
      (a) => isOk(a) || a.status === 429,
    );
    await think();
    await step(CALLS.search, () =>
      callRpc(api, token, 'search_articles', {
        search_query: pick(random, SEARCHES),
        category_filter: null,
        tag_filter: null,
        limit_count: 20,
        offset_count: 0,
      }),
    );
    await think();
    await step(CALLS.categories, () => selectRows(api, token, 'article_categories', 'select=*&order=sort_order.asc'));
    await think();
    if (active() && pacer.tryTake(Date.now())) {
      const question = pick(random, QUESTIONS);
      const answered = await step(
        CALLS.chat,
        () =>
          invokeFunction(api, token, 'chat-guide', {
            conversation_id: conversationId,
            message: question,
            meta: { source: 'load-test', version: '1' },
          }),
        (a) => a.status === 200 && replyOf(a) !== undefined,
      );
      if (answered) {
        const reply = replyOf(answered)!;
        for (const [role, content] of [
          ['user', question],
          ['agent', reply],
        ] as const) {
          await step(CALLS.saveMessage, () =>
            insertRow(api, token, 'chat_messages', { user_id: tokens.userId, conversation_id: conversationId, role, content }),
          );
        }
      }
      await think();
    }
  }
}
