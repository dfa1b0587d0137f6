import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeFailure, describeThrown, parseTokens, restHeaders, send } from './supabase-http';

describe('describeFailure', () => {
  it('takes the message of PostgREST, GoTrue and relay bodies', () => {
    expect(describeFailure(400, '{"code":"22P02","message":"invalid input syntax"}')).toBe('status 400: invalid input syntax');
    expect(describeFailure(400, '{"code":400,"error_code":"invalid_credentials","msg":"Invalid login credentials"}')).toBe(
      'status 400: Invalid login credentials',
    );
    expect(describeFailure(429, '{"error":"Too many messages."}')).toBe('status 429: Too many messages.');
  });

  it('keeps non-JSON text short and on one line', () => {
    expect(describeFailure(502, 'Bad\n  gateway')).toBe('status 502: Bad gateway');
    expect(describeFailure(500, 'x'.repeat(500))).toHaveLength('status 500: '.length + 120);
    expect(describeFailure(404, '')).toBe('status 404');
  });
});

describe('describeThrown', () => {
  it('names timeouts and socket errors without the request', () => {
    expect(describeThrown(Object.assign(new Error('aborted'), { name: 'TimeoutError' }))).toBe('timeout after 30 s');
    expect(describeThrown(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }))).toBe('network: ECONNRESET');
    expect(describeThrown(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))).toBe(
      'network: ECONNREFUSED',
    );
    expect(describeThrown('weird')).toBe('network: unknown failure');
  });
});

describe('send', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            auth: req.headers.authorization ?? null,
            length: req.headers['content-length'] ?? null,
            body,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the method, headers and a UTF-8 body, and returns status and text', async () => {
    const answer = await send(`${base}/rest/v1/rpc/f?x=1`, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{"q":"é"}' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      url: '/rest/v1/rpc/f?x=1',
      auth: 'Bearer t',
      length: '10',
      body: '{"q":"é"}',
    });
    const get = await send(`${base}/missing`);
    expect(get.status).toBe(404);
    expect(JSON.parse(get.text)).toMatchObject({ method: 'GET', body: '' });
  });

  it('rejects with the socket error when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await send(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(describeThrown(error)).toBe('network: ECONNREFUSED');
  });
});

describe('parseTokens', () => {
  it('reads a GoTrue session and its expiry', () => {
    const tokens = parseTokens('{"access_token":"a","refresh_token":"r","expires_in":60,"user":{"id":"u"}}', 1_000);
    expect(tokens).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 61_000, userId: 'u' });
  });

  it('refuses an answer without tokens', () => {
    expect(() => parseTokens('{"user":{"id":"u"}}')).toThrow('no access_token');
  });
});

describe('restHeaders', () => {
  it('sends the profile header PostgREST reads for the method', () => {
    const api = { url: 'http://x', anonKey: 'anon', serviceRoleKey: 'service' };
    expect(restHeaders(api, 'tok', 'GET')).toMatchObject({ apikey: 'anon', Authorization: 'Bearer tok', 'Accept-Profile': 'public' });
    expect(restHeaders(api, 'tok', 'POST')).toMatchObject({ 'Content-Profile': 'public', 'Content-Type': 'application/json' });
  });
});
