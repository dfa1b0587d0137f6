import { describe, expect, it } from 'vitest';
import { describeFailure, describeThrown, parseTokens, restHeaders } from './supabase-http';

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
    expect(describeThrown('weird')).toBe('network: unknown failure');
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
