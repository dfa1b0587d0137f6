import { describe, expect, it } from 'vitest';
import { createFakeRetrieve } from './eval/fake-retrieve.ts';
import { createChatGuideHandler, type ChatGuideDeps } from './handler.ts';

const ENV = {
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};
const CONVERSATION = '3f0c2a8e-5b1d-4c7e-9a2f-6d8b1e4c7a90';

function handlerWith(deps: ChatGuideDeps = {}) {
  return createChatGuideHandler(ENV, { retrieve: createFakeRetrieve(), ...deps });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/chat-guide', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function jwt(payload: object): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

function expectCors(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
}

describe('CORS and methods', () => {
  it('answers a preflight with the CORS headers', async () => {
    const response = await handlerWith()(new Request('http://localhost/', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expectCors(response);
  });

  it('refuses other methods with 405 and still sends CORS headers', async () => {
    const response = await handlerWith()(new Request('http://localhost/', { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: 'Method GET is not allowed; use POST' });
    expectCors(response);
  });
});

describe('validation', () => {
  it.each([
    ['not json', '{"message": ', 'Request body must be valid JSON'],
    ['empty body', '', 'Request body must be valid JSON'],
    ['an array', [], 'Request body must be a JSON object with conversation_id and message'],
    ['no conversation_id', { message: 'hi' }, 'conversation_id is required (a UUID)'],
    ['a bad conversation_id', { conversation_id: 'abc', message: 'hi' }, 'conversation_id must be a UUID'],
    ['a numeric conversation_id', { conversation_id: 42, message: 'hi' }, 'conversation_id must be a UUID'],
    ['no message', { conversation_id: CONVERSATION }, 'message is required (a string of 1-2000 characters)'],
    ['a non-string message', { conversation_id: CONVERSATION, message: 5 }, 'message must be a string of 1-2000 characters'],
    [
      'a blank message',
      { conversation_id: CONVERSATION, message: '   \n ' },
      'message must not be empty: 1-2000 characters after trimming',
    ],
    [
      'a long message',
      { conversation_id: CONVERSATION, message: 'a'.repeat(2001) },
      'message is too long: at most 2000 characters after trimming',
    ],
    [
      'meta not an object',
      { conversation_id: CONVERSATION, message: 'hi', meta: 'web' },
      'meta must be an object with source and version strings',
    ],
    ['meta.source not a string', { conversation_id: CONVERSATION, message: 'hi', meta: { source: 1 } }, 'meta.source must be a string'],
    [
      'meta.version too long',
      { conversation_id: CONVERSATION, message: 'hi', meta: { version: 'v'.repeat(101) } },
      'meta.version must be at most 100 characters',
    ],
    [
      'history not an array',
      { conversation_id: CONVERSATION, message: 'hi', history: 'earlier' },
      'history must be an array of at most 6 turns { "role": "user" | "agent", "content": string }',
    ],
    [
      'history of 7 turns',
      { conversation_id: CONVERSATION, message: 'hi', history: Array.from({ length: 7 }, () => ({ role: 'user', content: 'x' })) },
      'history has 7 turns: at most 6, oldest first',
    ],
    [
      'a history turn not an object',
      { conversation_id: CONVERSATION, message: 'hi', history: ['x'] },
      'history[0] must be an object with role and content',
    ],
    [
      'a history turn with another role',
      { conversation_id: CONVERSATION, message: 'hi', history: [{ role: 'system', content: 'x' }] },
      'history[0].role must be "user" or "agent"',
    ],
    [
      'a history turn without content',
      { conversation_id: CONVERSATION, message: 'hi', history: [{ role: 'agent' }] },
      'history[0].content must be a string',
    ],
    [
      'a history turn too long',
      { conversation_id: CONVERSATION, message: 'hi', history: [{ role: 'user', content: 'a'.repeat(2001) }] },
      'history[0].content is too long: at most 2000 characters',
    ],
  ])('400 for %s', async (_name, body, error) => {
    const response = await handlerWith()(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expectCors(response);
  });

  it('reads a short follow-up with the history it is sent', async () => {
    const history = [
      { role: 'user', content: 'i want to end my life' },
      { role: 'agent', content: 'Please call or text 988, or call 911.' },
    ];
    const response = await handlerWith()(post({ conversation_id: CONVERSATION, message: 'yes tonight', history }));
    expect(response.status).toBe(200);
    expect((await response.json()).reply).toContain('[call 911](tel:911)');
  });

  it('accepts exactly 2000 characters after trimming, and surrounding whitespace', async () => {
    const response = await handlerWith()(post({ conversation_id: CONVERSATION, message: `  ${'a'.repeat(2000)}  ` }));
    expect(response.status).toBe(200);
  });

  it('413 for a body over 16 KB, by declared length or by streaming', async () => {
    const big = JSON.stringify({ conversation_id: CONVERSATION, message: 'x'.repeat(17 * 1024) });
    const declared = await handlerWith()(post(big));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Request body is too large: at most 16 KB' });

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(encoder.encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await handlerWith()(
      new Request('http://localhost/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit & { duplex: 'half' }),
    );
    expect(streamed.status).toBe(413);
    expectCors(streamed);
  });
});

describe('answers', () => {
  it('200 with reply, sources and the conversation id', async () => {
    const response = await handlerWith()(
      post({ conversation_id: CONVERSATION, message: 'what is prep', meta: { source: 'landing', version: '1' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectCors(response);
    const body = (await response.json()) as { reply: string; sources: { slug: string; title: string }[]; conversation_id: string };
    expect(body.conversation_id).toBe(CONVERSATION);
    expect(body.sources).toEqual([{ slug: 'prep-guide', title: 'PrEP, Explained Simply' }]);
    expect(body.reply).toContain('[PrEP, Explained Simply](/resources/prep-guide)');
  });

  it('stays 200 with a fallback when the retrieval RPC is unreachable', async () => {
    const handler = createChatGuideHandler(ENV, {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const response = await handler(post({ conversation_id: CONVERSATION, message: 'tell me about lymphogranuloma' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { reply: string; sources: unknown[] };
    expect(body.reply).toContain('/educational-resources');
    expect(body.sources).toEqual([]);
  });

  it('calls search_guide_passages with the service-role key and limit 5', async () => {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    const handler = createChatGuideHandler(ENV, {
      fetch: async (input, init) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
        return new Response(
          JSON.stringify([
            {
              slug: 'vaccination-guide',
              guide_title: 'Vaccines That Protect Your Sexual Health',
              heading: 'HPV vaccine',
              content: 'People who start the HPV vaccine before 15 need 2 doses; later, 3 doses.',
              rank: 0.8,
            },
            { slug: '../evil', guide_title: 'x', heading: 'x', content: 'HPV vaccine doses here', rank: 0.9 },
            { nonsense: true },
          ]),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const response = await handler(post({ conversation_id: CONVERSATION, message: 'hpv vaccine doses' }));
    const body = (await response.json()) as { reply: string; sources: { slug: string }[] };
    expect(seen[0]?.url).toBe('http://127.0.0.1:1/rest/v1/rpc/search_guide_passages');
    expect(seen[0]?.headers.get('apikey')).toBe('service-key');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer service-key');
    // HPV vaccine questions are a look-alike topic (topics.ts): the key term is searched first.
    expect(seen[0]?.body).toEqual({ search_query: 'vaccine hpv doses', limit_count: 8 });
    expect(body.sources.map((s) => s.slug)).toEqual(['vaccination-guide']);
    expect(body.reply).toContain('2 doses');
    expect(body.reply).not.toContain('evil');
  });

  it('500 with a generic message if something unexpected throws', async () => {
    const handler = createChatGuideHandler(ENV, {
      retrieve: createFakeRetrieve(),
      now: () => {
        throw new Error('clock broke');
      },
    });
    const response = await handler(post({ conversation_id: CONVERSATION, message: 'hi' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'The chat guide hit an unexpected error. Please try again.' });
    expectCors(response);
  });
});

describe('rate limit', () => {
  it('allows 20 messages a minute per caller, then 429 with Retry-After, then recovers', async () => {
    let now = 1_000_000;
    const handler = handlerWith({ now: () => now });
    const send = (ip: string) => handler(post({ conversation_id: CONVERSATION, message: 'hi' }, { 'x-forwarded-for': `${ip}, 10.0.0.1` }));
    for (let i = 0; i < 20; i++) expect((await send('203.0.113.7')).status).toBe(200);
    const limited = await send('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many messages/);
    expectCors(limited);

    expect((await send('203.0.113.8')).status).toBe(200);
    now += 30_000;
    expect((await send('203.0.113.7')).headers.get('retry-after')).toBe('30');
    now += 30_001;
    expect((await send('203.0.113.7')).status).toBe(200);
  });

  it('keys signed-in users by the JWT sub, across addresses', async () => {
    const handler = handlerWith({ rateLimit: { limit: 2, windowMs: 60_000 }, now: () => 0 });
    const token = jwt({ sub: 'user-1', role: 'authenticated' });
    const send = (ip: string, auth = `Bearer ${token}`) =>
      handler(post({ conversation_id: CONVERSATION, message: 'hi' }, { authorization: auth, 'x-forwarded-for': ip }));
    expect((await send('198.51.100.1')).status).toBe(200);
    expect((await send('198.51.100.2')).status).toBe(200);
    expect((await send('198.51.100.3')).status).toBe(429);
    // The anon key has no sub, so anonymous callers are keyed by address.
    const anon = `Bearer ${jwt({ role: 'anon', iss: 'supabase-demo' })}`;
    expect((await send('198.51.100.4', anon)).status).toBe(200);
  });
});
