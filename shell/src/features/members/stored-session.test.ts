import { describe, expect, it } from 'vitest';
import { hasStoredSession, storageKeyFor } from './stored-session';

const API = 'http://127.0.0.1:54321';

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

const session = { access_token: 'a.b.c', refresh_token: 'r', expires_at: 1_900_000_000, user: { id: 'u' } };

describe('hasStoredSession', () => {
  it("reads supabase-js's storage key for the API's host", () => {
    // The keys supabase-js uses (its SupabaseClient builds `sb-<first host label>-auth-token`).
    expect(storageKeyFor(API)).toBe('sb-127-auth-token');
    expect(storageKeyFor('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(storageKeyFor('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('is true for a stored session supabase-js would use', () => {
    expect(hasStoredSession(API, storageWith({ 'sb-127-auth-token': JSON.stringify(session) }))).toBe(true);
  });

  it('is false without one, for a damaged entry or another project', () => {
    expect(hasStoredSession(API, storageWith({}))).toBe(false);
    expect(hasStoredSession(API, storageWith({ 'sb-127-auth-token': '{not json' }))).toBe(false);
    expect(hasStoredSession(API, storageWith({ 'sb-127-auth-token': 'null' }))).toBe(false);
    expect(hasStoredSession(API, storageWith({ 'sb-127-auth-token': JSON.stringify({ ...session, refresh_token: undefined }) }))).toBe(
      false,
    );
    expect(hasStoredSession(API, storageWith({ 'sb-abcd-auth-token': JSON.stringify(session) }))).toBe(false);
  });

  it('is false when the URL is missing or bad, or storage throws', () => {
    const stored = storageWith({ 'sb-127-auth-token': JSON.stringify(session) });
    expect(hasStoredSession(undefined, stored)).toBe(false);
    expect(hasStoredSession('not a url', stored)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredSession(API, blocked)).toBe(false);
  });

  it("reads the page's localStorage by default", () => {
    localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
    try {
      expect(hasStoredSession(API)).toBe(true);
    } finally {
      localStorage.removeItem('sb-127-auth-token');
    }
    expect(hasStoredSession(API)).toBe(false);
  });
});
