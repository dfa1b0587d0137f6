import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('lists every missing variable', () => {
    expect(() => parseEnv({})).toThrow(
      'The following variables are missing or invalid: VITE_SUPABASE_URL (missing), VITE_SUPABASE_ANON_KEY (missing)',
    );
  });

  it('says what is wrong with a present but invalid value', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'x'.repeat(40) })).toThrow(
      /VITE_SUPABASE_URL \(must be the URL of the Supabase project\)/,
    );
  });

  it('accepts a valid env', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) })).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'k'.repeat(40),
    });
  });

  it('answers the URL without the spaces around it, as the zod check did', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: ' https://abc.supabase.co\n', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) }).VITE_SUPABASE_URL).toBe(
      'https://abc.supabase.co',
    );
  });

  it('refuses a short key and a value that is not text', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 42, VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(
      'The following variables are missing or invalid: VITE_SUPABASE_URL (must be text), VITE_SUPABASE_ANON_KEY (must be the public anonymous key)',
    );
  });

  it('reads the env without zod, which stays off the path to a members page', async () => {
    vi.resetModules();
    vi.doMock('zod', () => {
      throw new Error('zod was loaded');
    });
    const fresh = await import('./env');
    expect(fresh.parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) })).toBeTruthy();
    vi.doUnmock('zod');
  });
});
