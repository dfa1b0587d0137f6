// Talks to the local Supabase stack the way a person's mailbox and an operator would.
export const API_URL = 'http://127.0.0.1:54321';
export const INBOX_URL = 'http://127.0.0.1:54324';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
// Local demo service key: test code only, never in a client bundle.
export const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

let counter = 0;
export function uniqueEmail(tag = 'member'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  /** When the inbox received it (ISO 8601). */
  Created: string;
}

/** Waits for the newest mail to an address and returns its confirmation link. */
export async function confirmationLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${INBOX_URL}/api/v1/messages`)).json()) as { messages: InboxMessage[] };
    const mail = list.messages.find((m) => m.To.some((t) => t.Address.toLowerCase() === email.toLowerCase()));
    if (mail) {
      const detail = (await (await fetch(`${INBOX_URL}/api/v1/message/${mail.ID}`)).json()) as { Text: string; HTML: string };
      const match = /(http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?[^\s"'<>]+)/.exec(detail.Text || detail.HTML);
      if (!match?.[1]) throw new Error(`No confirmation link in the mail to ${email}`);
      return match[1].replaceAll('&amp;', '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail reached ${email} within ${timeoutMs} ms`);
}

/** Signs up through the API and follows the mailed link: a confirmed member, ready to sign in. */
export async function createMember(email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; password: string; id: string }> {
  const res = await fetch(`${API_URL}/auth/v1/signup?redirect_to=${encodeURIComponent('http://localhost:3000/')}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  const link = await confirmationLinkFor(email);
  const verify = await fetch(link, { redirect: 'manual' });
  if (verify.status !== 303) throw new Error(`verify answered ${verify.status}`);
  return { email, password, id: user.id };
}

/** Grants the admin role with the service key, as `pnpm admin:grant` does. */
export async function makeAdmin(userId: string): Promise<void> {
  const res = await fetch(`${API_URL}/rest/v1/user_roles`, {
    method: 'POST',
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, role: 'admin' }),
  });
  if (!res.ok) throw new Error(`granting admin failed: ${res.status} ${await res.text()}`);
}

/** Reads a table with the service key (bypasses RLS): for checking what was stored. */
export async function serviceSelect<T>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${API_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
  });
  if (!res.ok) throw new Error(`select ${table} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

/**
 * A browser user agent of one test's own (…candor-e2e/<tag>-<time>). track_events stores the user
 * agent, so that test's analytics rows are told apart from the rest of the suite's.
 */
export function userAgentFor(tag: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) candor-e2e/${tag}-${Date.now().toString(36)}`;
}

/** An analytics_events row, as the visitor tests read it. */
export interface StoredEvent {
  event_id: string | null;
  event_type: string;
  page_path: string | null;
  referrer_origin: string | null;
}

/** The analytics_events rows stored for one user agent (service key). */
export function eventsOfUserAgent(userAgent: string): Promise<StoredEvent[]> {
  return serviceSelect<StoredEvent>(
    'analytics_events',
    `select=event_id,event_type,page_path,referrer_origin&user_agent=eq.${encodeURIComponent(userAgent)}`,
  );
}

interface InboxMail {
  ID: string;
  Subject: string;
  Created: string;
}

/** Every mail to an address (newest first, as the inbox lists them). */
export async function mailsTo(email: string): Promise<InboxMail[]> {
  const list = (await (await fetch(`${INBOX_URL}/api/v1/messages`)).json()) as { messages: InboxMessage[] };
  return list.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === email.toLowerCase()));
}

async function mailText(id: string): Promise<string> {
  const detail = (await (await fetch(`${INBOX_URL}/api/v1/message/${id}`)).json()) as { Text: string; HTML: string };
  return `${detail.Text}\n${detail.HTML}`.replaceAll('&amp;', '&');
}

/** Waits for the newest mail to an address with this subject that is not in `seen`; returns its ID and text. */
export async function waitForMail(
  email: string,
  subject: string,
  seen: readonly string[] = [],
  timeoutMs = 15_000,
): Promise<{ id: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(email)).find((m) => m.Subject === subject && !seen.includes(m.ID));
    if (mail) return { id: mail.ID, text: await mailText(mail.ID) };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail '${subject}' reached ${email} within ${timeoutMs} ms`);
}

/** The verify link of a mail's text. */
export function verifyLinkIn(text: string): string {
  const match = /(http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?[^\s"'<>]+)/.exec(text);
  if (!match?.[1]) throw new Error('No verify link in the mail');
  return match[1];
}
