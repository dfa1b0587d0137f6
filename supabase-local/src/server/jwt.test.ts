import { describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET } from '../config/load-config.ts';
import { deriveApiKeys, signJwt, verifyJwt } from './jwt.ts';

describe('jwt', () => {
  it('derives the well-known Supabase local demo keys byte for byte', () => {
    const keys = deriveApiKeys(DEMO_JWT_SECRET);
    expect(keys.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(keys.serviceRoleKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });

  it('round-trips claims and rejects a wrong secret, a wrong algorithm and a bad shape', () => {
    const token = signJwt({ sub: 'x', role: 'authenticated', exp: 2_000_000_000 }, 'secret-of-sixteen+');
    expect(verifyJwt(token, 'secret-of-sixteen+')).toEqual({ ok: true, claims: { sub: 'x', role: 'authenticated', exp: 2_000_000_000 } });
    expect(verifyJwt(token, 'another-secret-value')).toEqual({ ok: false, error: { kind: 'crypto' } });
    expect(verifyJwt('a.b', 'x')).toEqual({ ok: false, error: { kind: 'parts', parts: 2 } });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(verifyJwt(none, 'x')).toEqual({ ok: false, error: { kind: 'algorithm' } });
  });

  it('reports expiry with the seconds past, honouring the skew allowance', () => {
    const token = signJwt({ exp: 1000 }, 'secret-of-sixteen+');
    expect(verifyJwt(token, 'secret-of-sixteen+', { now: 1100 })).toEqual({ ok: false, error: { kind: 'expired', bySeconds: 100 } });
    expect(verifyJwt(token, 'secret-of-sixteen+', { now: 1020, skewSeconds: 30 }).ok).toBe(true);
  });
});
