// The requests supabase-js 2 makes, with the headers it sends, over node:http with a keep-alive
// agent: the load generator stays light and each call can be timed on its own. (Node's fetch
// spent about 1.5 ms of CPU per call in the benchmark's own process, which then counted as
// server latency.)
import http from 'node:http';
import https from 'node:https';

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
    const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `network: ${code}` : `network: ${error.message.slice(0, 120)}`;
  }
  return 'network: unknown failure';
}

export interface SendInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export function send(url: string, init: SendInit = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const headers = { ...init.headers, ...(init.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(init.body)) } : {}) };
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      req.destroy(Object.assign(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`), { name: 'TimeoutError' }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
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
  send(`${api.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: authHeaders(api),
    body: json({ refresh_token: refreshToken }),
  });

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
