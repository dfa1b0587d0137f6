import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../main.ts';
import { createMember, signedInClient, startTestStack } from '../testing/stack-fixture.ts';
import { seededRandom } from '../testing/seeded-random.ts';

// Issue 12, deliverable 5: a fuzz run over every endpoint (random bytes, broken percent-escapes,
// NUL and lone surrogates in every string field, wrong types) must never get a 5xx. The PRNG is
// seeded, so a failure names a seed and case that replay exactly: FUZZ_SEED=<n> to try others.

const SEED = Number(process.env.FUZZ_SEED ?? 20250912);
const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES ?? 24);

type Rand = () => number;
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const int = (r: Rand, n: number) => Math.floor(r() * n);

/** Hostile strings, written as JSON string bodies (escapes stay escapes on the wire). */
const HOSTILE_JSON_STRINGS = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"\\udfff"',
  '"x\\udbff"',
  '"\\udc00\\ud800"',
  '"%E0%A4%A"',
  '"%"',
  '"\\u0000\\ud800"',
  '""',
  '" "',
  `"${'a'.repeat(5000)}"`,
  '"\'; drop table articles; --"',
  '"\\\\"',
  '"(.*)(.*)\\\\1"',
  '"😀"',
  '"\\ufffe"',
  '"eq.1"',
  '"*"',
  '"null"',
];
const WRONG_TYPES = ['0', '-1', '1e308', '3.5', 'true', 'false', 'null', '[]', '[1,"a",null]', '{}', '{"a":{"b":[]}}', '"not-a-uuid"'];
const BAD_ESCAPES = ['%', '%0', '%G1', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', '%00', '%25', '%%', '%u0000', '%C3'];

interface Field {
  name: string;
  value: string;
}
interface Endpoint {
  name: string;
  method: string;
  path: string;
  /** A well-formed JSON body as fields (raw JSON values), or undefined for no body. */
  fields?: Field[];
  query?: Record<string, string>;
  auth: 'anon' | 'member' | 'service';
  target?: 'api' | 'inbox';
}

function bodyOf(fields: Field[]): string {
  return `{${fields.map((f) => `${JSON.stringify(f.name)}:${f.value}`).join(',')}}`;
}

/** One mutated request for an endpoint. */
function mutate(r: Rand, e: Endpoint): { path: string; body?: Buffer | string; contentType: string } {
  const query = new URLSearchParams(e.query ?? {}).toString();
  let path = query ? `${e.path}?${query}` : e.path;
  let body: Buffer | string | undefined = e.fields ? bodyOf(e.fields) : undefined;
  let contentType = 'application/json';
  const kind = int(r, 7);
  if (kind === 0) {
    body = Buffer.from(Array.from({ length: int(r, 200) + 1 }, () => int(r, 256)));
  } else if (kind === 1 && e.fields && e.fields.length > 0) {
    const f = pick(r, e.fields);
    body = bodyOf(e.fields.map((x) => (x === f ? { name: x.name, value: pick(r, HOSTILE_JSON_STRINGS) } : x)));
  } else if (kind === 2 && e.fields && e.fields.length > 0) {
    const f = pick(r, e.fields);
    body = bodyOf(e.fields.map((x) => (x === f ? { name: x.name, value: pick(r, WRONG_TYPES) } : x)));
  } else if (kind === 3) {
    // Broken escapes in a path segment or a query value.
    const esc = pick(r, BAD_ESCAPES);
    if (r() < 0.5 || !e.query) {
      const segments = e.path.split('/');
      const at = Math.max(1, int(r, segments.length));
      segments[at] = `${segments[at] ?? ''}${esc}`;
      path = segments.join('/') + (query ? `?${query}` : '');
    } else {
      const names = Object.keys(e.query);
      const target = pick(r, names);
      path = `${e.path}?${names.map((n) => `${n}=${n === target ? esc : encodeURIComponent(e.query![n]!)}`).join('&')}`;
    }
  } else if (kind === 4) {
    // NUL and lone surrogates as query values (percent-encoded UTF-8 of U+0000, WTF-8 of a surrogate).
    const names = Object.keys(e.query ?? { x: '' });
    path = `${e.path}?${names.map((n) => `${n}=${pick(r, ['%00', 'a%00b', '%ED%A0%80', '%EF%BF%BD'])}`).join('&')}`;
  } else if (kind === 5) {
    body = pick(r, ['', '{', '[]', '"x"', '1', 'null', '{"a":1}{"b":2}', '{"__proto__":{"x":1}}', `[${'['.repeat(3000)}`]);
  } else {
    contentType = pick(r, [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ]);
  }
  return { path, body, contentType };
}

function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(method === 'GET' || method === 'HEAD' ? undefined : body);
  });
}

let stack: LocalStack;
let memberToken = '';
const CONVERSATION = '6f1c1d2e-0000-4000-8000-000000000001';

beforeAll(async () => {
  stack = await startTestStack();
  const member = await createMember(stack, 'fuzz');
  const client = await signedInClient(stack, member);
  memberToken = (await client.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await stack?.stop();
});

const s = (v: string) => JSON.stringify(v);
const ENDPOINTS: Endpoint[] = [
  {
    name: 'signup',
    method: 'POST',
    path: '/auth/v1/signup',
    auth: 'anon',
    query: { redirect_to: 'http://127.0.0.1:3000/' },
    fields: [
      { name: 'email', value: s('fuzz-signup@example.test') },
      { name: 'password', value: s('x') },
      { name: 'data', value: '{"name":"n"}' },
    ],
  },
  {
    name: 'token password',
    method: 'POST',
    path: '/auth/v1/token',
    auth: 'anon',
    query: { grant_type: 'password' },
    fields: [
      { name: 'email', value: s('nobody@example.test') },
      { name: 'password', value: s('wrong-password') },
    ],
  },
  {
    name: 'token refresh',
    method: 'POST',
    path: '/auth/v1/token',
    auth: 'anon',
    query: { grant_type: 'refresh_token' },
    fields: [{ name: 'refresh_token', value: s('abc') }],
  },
  {
    name: 'verify GET',
    method: 'GET',
    path: '/auth/v1/verify',
    auth: 'anon',
    query: { token: 'deadbeef', type: 'signup', redirect_to: 'http://127.0.0.1:3000/' },
  },
  {
    name: 'verify POST',
    method: 'POST',
    path: '/auth/v1/verify',
    auth: 'anon',
    fields: [
      { name: 'token', value: s('deadbeef') },
      { name: 'type', value: s('signup') },
      { name: 'redirect_to', value: s('http://127.0.0.1:3000/') },
    ],
  },
  { name: 'user', method: 'GET', path: '/auth/v1/user', auth: 'member' },
  { name: 'logout', method: 'POST', path: '/auth/v1/logout', auth: 'anon', query: { scope: 'local' } },
  { name: 'admin list', method: 'GET', path: '/auth/v1/admin/users', auth: 'service', query: { email: 'a@b.test' } },
  {
    name: 'admin create',
    method: 'POST',
    path: '/auth/v1/admin/users',
    auth: 'service',
    fields: [
      { name: 'email', value: s('fuzz-admin@example.test') },
      { name: 'password', value: s('x') },
      { name: 'email_confirm', value: 'true' },
      { name: 'user_metadata', value: '{"k":"v"}' },
    ],
  },
  { name: 'admin delete', method: 'DELETE', path: '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000', auth: 'service' },
  { name: 'settings', method: 'GET', path: '/auth/v1/settings', auth: 'anon' },
  {
    name: 'recover',
    method: 'POST',
    path: '/auth/v1/recover',
    auth: 'anon',
    query: { redirect_to: 'http://127.0.0.1:3000/' },
    fields: [{ name: 'email', value: s('fuzz-recover@example.test') }],
  },
  {
    name: 'resend',
    method: 'POST',
    path: '/auth/v1/resend',
    auth: 'anon',
    fields: [
      { name: 'type', value: s('signup') },
      { name: 'email', value: s('fuzz-resend@example.test') },
    ],
  },
  {
    name: 'otp',
    method: 'POST',
    path: '/auth/v1/otp',
    auth: 'anon',
    fields: [
      { name: 'email', value: s('fuzz-otp@example.test') },
      { name: 'create_user', value: 'false' },
      { name: 'data', value: '{"a":1}' },
    ],
  },
  {
    name: 'verify POST hash',
    method: 'POST',
    path: '/auth/v1/verify',
    auth: 'anon',
    fields: [
      { name: 'token_hash', value: s('deadbeef') },
      { name: 'type', value: s('email_change') },
    ],
  },
  {
    name: 'user update',
    method: 'PUT',
    path: '/auth/v1/user',
    auth: 'member',
    fields: [
      { name: 'data', value: '{"nickname":"f"}' },
      { name: 'email', value: s('fuzz-new@example.test') },
      { name: 'password', value: s('fuzz-password-1') },
      { name: 'nonce', value: s('123456') },
    ],
  },
  { name: 'reauthenticate', method: 'GET', path: '/auth/v1/reauthenticate', auth: 'member' },
  { name: 'admin get', method: 'GET', path: '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000', auth: 'service' },
  {
    name: 'admin update',
    method: 'PUT',
    path: '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000',
    auth: 'service',
    fields: [
      { name: 'email', value: s('fuzz-upd@example.test') },
      { name: 'ban_duration', value: s('1h') },
      { name: 'user_metadata', value: '{"k":null}' },
    ],
  },
  { name: 'admin page', method: 'GET', path: '/auth/v1/admin/users', auth: 'service', query: { page: '2', per_page: '3', filter: 'fuzz' } },
  {
    name: 'generate link',
    method: 'POST',
    path: '/auth/v1/admin/generate_link',
    auth: 'service',
    fields: [
      { name: 'type', value: s('magiclink') },
      { name: 'email', value: s('fuzz-link@example.test') },
      { name: 'new_email', value: s('fuzz-link2@example.test') },
      { name: 'data', value: '{}' },
    ],
  },
  {
    name: 'invite',
    method: 'POST',
    path: '/auth/v1/invite',
    auth: 'service',
    fields: [
      { name: 'email', value: s('fuzz-invite@example.test') },
      { name: 'data', value: '{"a":"b"}' },
    ],
  },
  {
    name: 'articles select',
    method: 'GET',
    path: '/rest/v1/articles',
    auth: 'member',
    query: { select: 'slug,title', slug: 'eq.x', order: 'title.asc', limit: '5' },
  },
  {
    name: 'articles filters',
    method: 'GET',
    path: '/rest/v1/articles',
    auth: 'member',
    query: { select: 'slug', or: '(slug.eq.a,title.ilike.*b*)', title: 'fts.test' },
  },
  {
    name: 'analytics insert',
    method: 'POST',
    path: '/rest/v1/analytics_events',
    auth: 'anon',
    fields: [
      { name: 'event_type', value: s('page_view') },
      { name: 'page_path', value: s('/') },
      { name: 'referrer', value: 'null' },
      { name: 'user_agent', value: s('fuzz') },
      { name: 'metadata', value: '{"a":"b"}' },
    ],
  },
  {
    name: 'chat insert',
    method: 'POST',
    path: '/rest/v1/chat_messages',
    auth: 'member',
    fields: [
      { name: 'conversation_id', value: s(CONVERSATION) },
      { name: 'role', value: s('user') },
      { name: 'content', value: s('hi') },
    ],
  },
  {
    name: 'chat select',
    method: 'GET',
    path: '/rest/v1/chat_messages',
    auth: 'member',
    query: { select: '*', conversation_id: `eq.${CONVERSATION}` },
  },
  {
    name: 'chat delete',
    method: 'DELETE',
    path: '/rest/v1/chat_messages',
    auth: 'member',
    query: { id: 'eq.00000000-0000-4000-8000-000000000000' },
  },
  {
    name: 'rpc search',
    method: 'POST',
    path: '/rest/v1/rpc/search_articles',
    auth: 'member',
    fields: [
      { name: 'search_query', value: s('test') },
      { name: 'category_filter', value: 'null' },
      { name: 'tag_filter', value: 'null' },
      { name: 'limit_count', value: '5' },
      { name: 'offset_count', value: '0' },
    ],
  },
  {
    name: 'rpc search GET',
    method: 'GET',
    path: '/rest/v1/rpc/search_articles',
    auth: 'member',
    query: { search_query: 'test', limit_count: '3' },
  },
  {
    name: 'rpc view',
    method: 'POST',
    path: '/rest/v1/rpc/increment_article_view',
    auth: 'member',
    fields: [{ name: 'article_slug', value: s('nope') }],
  },
  {
    name: 'rpc track_events',
    method: 'POST',
    path: '/rest/v1/rpc/track_events',
    auth: 'anon',
    fields: [
      { name: 'events', value: '[{"event_type":"page_view","page_path":"/","referrer":null,"user_agent":"fuzz","metadata":{"a":"b"}}]' },
    ],
  },
  {
    name: 'rpc track_events member',
    method: 'POST',
    path: '/rest/v1/rpc/track_events',
    auth: 'member',
    fields: [
      {
        name: 'events',
        value: '[{"event_type":"waitlist_join","page_path":"\\u0000","metadata":{"source":"\\ud800"}},{"event_type":"x"}]',
      },
    ],
  },
  {
    name: 'rpc passages',
    method: 'POST',
    path: '/rest/v1/rpc/search_guide_passages',
    auth: 'service',
    fields: [
      { name: 'search_query', value: s('test') },
      { name: 'limit_count', value: '3' },
    ],
  },
  {
    name: 'chat-guide',
    method: 'POST',
    path: '/functions/v1/chat-guide',
    auth: 'member',
    fields: [
      { name: 'conversation_id', value: s(CONVERSATION) },
      { name: 'message', value: s('how soon should I test?') },
      { name: 'meta', value: '{"source":"widget","version":"1"}' },
    ],
  },
  { name: 'inbox message', method: 'GET', path: '/api/v1/message/abc', auth: 'anon', target: 'inbox' },
  { name: 'inbox view', method: 'GET', path: '/view/abc', auth: 'anon', target: 'inbox' },
  { name: 'inbox list', method: 'GET', path: '/api/v1/messages', auth: 'anon', target: 'inbox', query: { limit: '5' } },
];

describe(`fuzz every endpoint (seed ${SEED}, ${CASES_PER_ENDPOINT} cases each)`, () => {
  it('never answers 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<string, number>();
    for (const [index, e] of ENDPOINTS.entries()) {
      const r = seededRandom(SEED + index * 7919).random;
      const token = e.auth === 'member' ? memberToken : e.auth === 'service' ? stack.serviceRoleKey : stack.anonKey;
      const apikey = e.auth === 'service' ? stack.serviceRoleKey : stack.anonKey;
      for (let n = 0; n < CASES_PER_ENDPOINT; n++) {
        const m = mutate(r, e);
        const headers: Record<string, string> = { apikey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' };
        if (m.contentType) headers['content-type'] = m.contentType;
        const base = e.target === 'inbox' ? stack.inboxUrl : stack.url;
        const res = await send(base, e.method, m.path, headers, m.body);
        sent++;
        if (process.env.FUZZ_STATS) statuses.set(`${e.name} ${res.status}`, (statuses.get(`${e.name} ${res.status}`) ?? 0) + 1);
        if (res.status >= 500) {
          const shown = Buffer.isBuffer(m.body) ? `<${m.body.length} random bytes>` : (m.body ?? '').slice(0, 120);
          failures.push(`${e.name} case ${n}: ${e.method} ${m.path} [${m.contentType}] ${shown} → ${res.status} ${res.text}`);
        }
      }
    }
    if (process.env.FUZZ_STATS) console.log([...statuses].map(([k, v]) => `${k}: ${v}`).join('\n'));
    expect(sent).toBe(ENDPOINTS.length * CASES_PER_ENDPOINT);
    expect(failures).toEqual([]);
  });
});
