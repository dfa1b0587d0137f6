// The requests supabase-js 2 makes, with the headers it sends, as plain fetch: the load
// generator stays light and each call can be timed on its own.

export const CLIENT_INFO = 'supabase-js-node/2.119.1';
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Api {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface Answer {
  status: number;
  text: string;
}

/** A short, content-free description of a failed answer: status and the server's message. */
export function describeFailure(status: number, text: string): string {
  let message = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const field = [body.message, body.msg, body.error_description, body.error, body.code].find((v) => typeof v === 'string');
    if (typeof field === 'string') message = field;
  } catch {
    // not JSON: keep the text
  }
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return `status ${status}${oneLine ? `: ${oneLine.slice(0, 120)}` : ''}`;
}

/** Network failures as a short label (timeout, refused, reset), never the request. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return `timeout after ${REQUEST_TIMEOUT_MS / 1000} s`;
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `network: ${code}` : `network: ${error.message.slice(0, 120)}`;
  }
  return 'network: unknown failure';
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, text: await res.text() };
}

const json = (body: unknown) => JSON.stringify(body);

export function authHeaders(api: Api): Record<string, string> {
  return {
    apikey: api.anonKey,
    Authorization: `Bearer ${api.anonKey}`,
    'X-Client-Info': CLIENT_INFO,
    'X-Supabase-Api-Version': '2024-01-01',
    'Content-Type': 'application/json;charset=UTF-8',
  };
}

export function restHeaders(api: Api, accessToken: string, method: 'GET' | 'POST'): Record<string, string> {
  return {
    apikey: api.anonKey,
    Authorization: `Bearer ${accessToken}`,
    'X-Client-Info': CLIENT_INFO,
    ...(method === 'GET' ? { 'Accept-Profile': 'public' } : { 'Content-Profile': 'public', 'Content-Type': 'application/json' }),
  };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  expiresAt: number;
  userId: string;
}

export function parseTokens(text: string, now = Date.now()): Tokens {
  const body = JSON.parse(text) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; user?: { id?: unknown } };
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string' || typeof body.user?.id !== 'string') {
    throw new Error('the token answer has no access_token, refresh_token or user.id');
  }
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: now + expiresIn * 1000, userId: body.user.id };
}

export const passwordSignIn = (api: Api, email: string, password: string) =>
  send(`${api.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: authHeaders(api), body: json({ email, password }) });

export const refreshSession = (api: Api, refreshToken: string) =>
  send(`${api.url}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: authHeaders(api), body: json({ refresh_token: refreshToken }) });

export const insertRow = (api: Api, token: string, table: string, row: Record<string, unknown>) =>
  send(`${api.url}/rest/v1/${table}`, { method: 'POST', headers: restHeaders(api, token, 'POST'), body: json(row) });

export const selectRows = (api: Api, token: string, table: string, query: string) =>
  send(`${api.url}/rest/v1/${table}?${query}`, { headers: restHeaders(api, token, 'GET') });

export const callRpc = (api: Api, token: string, fn: string, args: Record<string, unknown>) =>
  send(`${api.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers: restHeaders(api, token, 'POST'), body: json(args) });

export const invokeFunction = (api: Api, token: string, name: string, body: unknown) =>
  send(`${api.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: api.anonKey, Authorization: `Bearer ${token}`, 'X-Client-Info': CLIENT_INFO, 'Content-Type': 'application/json' },
    body: json(body),
  });

/** A confirmed account made with the service key (GoTrue's admin API, email_confirm: true). */
export async function createConfirmedUser(api: Api, email: string, password: string): Promise<void> {
  const answer = await send(`${api.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: api.serviceRoleKey, Authorization: `Bearer ${api.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: json({ email, password, email_confirm: true }),
  });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`creating ${email}: ${describeFailure(answer.status, answer.text)}`);
}
