import { describe, expect, it } from 'vitest';
import { callerKey, jwtSubject } from './caller.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('uses a sliding window per key', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => now });
    expect(limiter.take('a')).toEqual({ allowed: true, remaining: 2 });
    now = 4_000;
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.take('b').allowed).toBe(true);
    now = 10_001; // the first hit left the window
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('sweeps idle callers once many are tracked', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    now = 5_000;
    limiter.take('d');
    // 'a' was swept with the other idle keys, so it starts afresh.
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});

describe('caller identity', () => {
  const base64Url = (text: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(text)))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const token = (payload: object) => `h.${base64Url(JSON.stringify(payload))}.s`;

  it('reads the sub of a bearer JWT without verifying it', () => {
    expect(jwtSubject(`Bearer ${token({ sub: 'abc-123' })}`)).toBe('abc-123');
    expect(jwtSubject(`bearer ${token({ sub: 'ü-user' })}`)).toBe('ü-user');
    expect(jwtSubject(`Bearer ${token({ role: 'anon' })}`)).toBeNull();
    expect(jwtSubject('Bearer not-a-jwt')).toBeNull();
    expect(jwtSubject('Bearer a.!!!.c')).toBeNull();
    expect(jwtSubject('Basic abc')).toBeNull();
    expect(jwtSubject(null)).toBeNull();
  });

  it('falls back to the first forwarded address, then anonymous', () => {
    const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
    expect(callerKey(req({ authorization: `Bearer ${token({ sub: 'u1' })}`, 'x-forwarded-for': '1.2.3.4' }))).toBe('user:u1');
    expect(callerKey(req({ 'x-forwarded-for': ' 1.2.3.4 , 5.6.7.8' }))).toBe('ip:1.2.3.4');
    expect(callerKey(req({}))).toBe('anonymous');
  });

  it("keys visitors by the first entry that is an IP literal, folded like GoTrue's GetIPAddress", () => {
    // GoTrue: internal/utilities/request.go GetIPAddress (first parseable address of X-Forwarded-For).
    const req = (xff: string) => new Request('http://x/', { headers: { 'x-forwarded-for': xff } });
    expect(callerKey(req('not-an-ip, 203.0.113.9'))).toBe('ip:203.0.113.9');
    expect(callerKey(req('::ffff:203.0.113.9'))).toBe('ip:203.0.113.9');
    expect(callerKey(req('2001:DB8::1'))).toBe('ip:2001:db8::1');
    expect(callerKey(req('[2001:db8::2]'))).toBe('ip:2001:db8::2');
    expect(callerKey(req('999.1.1.1, garbage'))).toBe('anonymous');
  });
});
