import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../main.ts';
import { createMember, signedInClient, startTestStack } from '../testing/stack-fixture.ts';

// Issue 14: analytics ingestion over HTTP on the local stack, as on hosted Supabase. The RPC reads
// the client's address from request.headers (x-forwarded-for), which this stack sets like
// PostgREST behind Supabase's gateway: from the address the gateway worked out, never from what
// the client wrote.

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** POST /rest/v1/rpc/track_events from a chosen loopback address (127.0.0.2 is another client). */
function post(
  stack: LocalStack,
  body: string,
  init: { from?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${stack.url}/rest/v1/rpc/track_events`,
      {
        method: 'POST',
        localAddress: init.from ?? '127.0.0.1',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${init.token ?? stack.anonKey}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pageView = (path: string) => ({ event_type: 'page_view', page_path: path, referrer: null, user_agent: 'vitest', metadata: null });
const events = (n: number, path: string) => JSON.stringify({ events: Array.from({ length: n }, () => pageView(path)) });

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const rowsAt = async (path: string) =>
  (await stack.db.query<{ user_id: string | null }>('select user_id from public.analytics_events where page_path = $1', [path])).rows;

describe('POST /rest/v1/rpc/track_events', () => {
  it('records a batch: 200 with the count', async () => {
    expect(await post(stack, events(3, '/http-ok'))).toEqual({ status: 200, body: 3 });
    expect(await rowsAt('/http-ok')).toHaveLength(3);
  });

  it('answers bad input with 400 and what was wrong, never 500', async () => {
    const cases: [string, RegExp][] = [
      [events(21, '/http-bad'), /^Too many events in one request: 21 \(at most 20\)$/],
      ['{"events": {}}', /^events must be a JSON array of 1 to 20 events$/],
      ['{"events": []}', /^events is empty/],
      [
        '{"events": [{"event_type": "page_view", "created_at": "2001-01-01"}]}',
        /^events\[0\] has fields the server does not accept: created_at$/,
      ],
      ['{"events": [{"event_type": "Bad Type"}]}', /^events\[0\]\.event_type must be a snake_case name/],
      ['{"events": [{"event_type": "x", "metadata": "text"}]}', /^events\[0\]\.metadata must be a JSON object/],
      ['{"events": [{"event_type": "x", "page_path": 1}]}', /^events\[0\]\.page_path must be a string/],
    ];
    for (const [body, message] of cases) {
      const answer = await post(stack, body, { from: '127.0.0.5' });
      expect(answer.status, body.slice(0, 80)).toBe(400);
      expect(answer.body?.code).toBe('22023');
      expect(String(answer.body?.message)).toMatch(message);
    }
    // Malformed requests of other kinds: still 4xx.
    const other = [
      '',
      '[]',
      '{"events": "page_view"}',
      '{"events": null}',
      '{"events": [null]}',
      '{"events": [[]]}',
      '{"evts": []}',
      '{"events": [{"event_type": "page_view"}], "extra": 1}',
      'not json',
    ];
    for (const body of other) {
      const answer = await post(stack, body, { from: '127.0.0.5' });
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
    expect(await rowsAt('/http-bad')).toHaveLength(0);
  });

  it('refuses an address past its limit with 429 and a clear message; another address goes on', async () => {
    for (let i = 0; i < 12; i++) expect((await post(stack, events(20, '/http-busy'), { from: '127.0.0.2' })).status).toBe(200);
    const refused = await post(stack, events(20, '/http-busy'), { from: '127.0.0.2' });
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 'PT429',
        details: null,
        hint: 'Do not retry these events; send new ones later.',
        message: 'Too many analytics events from this address: at most 240 a minute. These events were not recorded.',
      },
    });
    // Writing another X-Forwarded-For does not buy a fresh bucket: the gateway's address counts.
    const spoofed = await post(stack, events(20, '/http-busy'), { from: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(spoofed.status).toBe(429);
    expect(await rowsAt('/http-busy')).toHaveLength(240);
    // Another visitor is not affected.
    expect(await post(stack, events(20, '/http-calm'), { from: '127.0.0.3' })).toEqual({ status: 200, body: 20 });
  });

  it('limits a signed-in session to 60 a minute, and records the member from the token', async () => {
    const m = await createMember(stack, 'tracker');
    const client = await signedInClient(stack, m);
    const token = (await client.auth.getSession()).data.session!.access_token;
    for (let i = 0; i < 3; i++) expect((await post(stack, events(20, '/http-member'), { from: '127.0.0.4', token })).status).toBe(200);
    const refused = await post(stack, events(20, '/http-member'), { from: '127.0.0.4', token });
    expect([refused.status, refused.body?.message]).toEqual([
      429,
      'Too many analytics events from this session: at most 60 a minute. These events were not recorded.',
    ]);
    expect((await rowsAt('/http-member')).map((r) => r.user_id)).toEqual(Array(60).fill(m.id));
    // A visitor on the same address still gets through.
    expect((await post(stack, events(1, '/http-member-anon'), { from: '127.0.0.4' })).status).toBe(200);
  });
});
