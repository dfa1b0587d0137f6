import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { findPostgresBinDir, startTempPostgres } from '../db/testing/temp-postgres.ts';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../main.ts';

// Shared by the tests that drive the stack with the real supabase-js client: an in-memory
// PGlite, free ports, silent logs.

export async function startTestStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  return startLocalStack({
    dataDir: 'memory://',
    port: 0,
    inboxPort: 0,
    env: {},
    log: () => {},
    ...opts,
    auth: {
      siteUrl: 'http://127.0.0.1:3000',
      additionalRedirectUrls: [],
      enableConfirmations: true,
      maxFrequencySeconds: 1,
      ...opts.auth,
      rateLimits: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, ...opts.auth?.rateLimits },
    },
  });
}

/** A client as the app creates it (Node 20 needs a WebSocket implementation for realtime). */
export function clientFor(stack: LocalStack, key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

let counter = 0;
export const uniqueEmail = (label: string): string => `${label}-${Date.now().toString(36)}-${counter++}@example.test`;

interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The newest mail to `email`, read through the inbox's Mailpit API. */
export async function latestMailTo(stack: LocalStack, email: string): Promise<{ Subject: string; Text: string; HTML: string } | undefined> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  const hit = list.messages.find((m) => m.To.some((t) => t.Address === email));
  if (!hit) return undefined;
  return (await (await fetch(`${stack.inboxUrl}/api/v1/message/${hit.ID}`)).json()) as { Subject: string; Text: string; HTML: string };
}

export function confirmationLink(mail: { HTML: string }): string {
  const m = /href="([^"]+)"/.exec(mail.HTML);
  if (!m) throw new Error('no link in the mail');
  return m[1]!.replace(/&amp;/g, '&');
}

/** A confirmed member created through the admin API with the service key. */
export async function createMember(
  stack: LocalStack,
  label: string,
  password = 'correct-horse-1',
): Promise<{ email: string; password: string; id: string }> {
  const admin = clientFor(stack, stack.serviceRoleKey);
  const email = uniqueEmail(label);
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { email, password, id: data.user.id };
}

export async function signedInClient(stack: LocalStack, member: { email: string; password: string }): Promise<SupabaseClient> {
  const client = clientFor(stack);
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** Both database engines the stack runs on: PGlite (the default) and a throw-away PostgreSQL. */
export const ENGINES: { name: string; databaseUrl: () => Promise<{ url?: string; stop(): Promise<void> }> }[] = [
  { name: 'PGlite', databaseUrl: async () => ({ url: undefined, stop: async () => {} }) },
  {
    name: 'PostgreSQL',
    databaseUrl: async () => {
      if (!findPostgresBinDir()) throw new Error('PostgreSQL server binaries are needed for this test (apt-get install postgresql).');
      const pg = await startTempPostgres();
      return { url: pg.url, stop: () => pg.stop() };
    },
  },
];

/** A test stack on one engine; stop() also stops its PostgreSQL. */
export async function startEngineStack(engine: (typeof ENGINES)[number], opts: LocalStackOptions = {}): Promise<LocalStack> {
  const db = await engine.databaseUrl();
  try {
    const stack = await startTestStack({ ...opts, databaseUrl: db.url });
    const stop = stack.stop.bind(stack);
    stack.stop = async () => {
      await stop();
      await db.stop();
    };
    return stack;
  } catch (err) {
    await db.stop();
    throw err;
  }
}

/** Every mail to `email`, newest first, with its body. */
export async function mailsTo(stack: LocalStack, email: string): Promise<{ Subject: string; Text: string; HTML: string }[]> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  const out = [];
  for (const m of list.messages.filter((x) => x.To.some((t) => t.Address === email))) {
    out.push((await (await fetch(`${stack.inboxUrl}/api/v1/message/${m.ID}`)).json()) as { Subject: string; Text: string; HTML: string });
  }
  return out;
}

/** A raw auth request with the headers auth-js sends (for error shapes the client hides). */
export async function authFetch(
  stack: LocalStack,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const key = opts.key ?? stack.anonKey;
  const res = await fetch(`${stack.url}/auth/v1${path}`, {
    method,
    redirect: 'manual',
    headers: {
      apikey: key,
      authorization: `Bearer ${opts.token ?? key}`,
      'x-supabase-api-version': '2024-01-01',
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' }),
    },
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The fragment of a redirect's Location as key/values. */
export const fragmentOf = (location: string): URLSearchParams => new URLSearchParams(location.slice(location.indexOf('#') + 1));
