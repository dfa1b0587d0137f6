import { describe, expect, it } from 'vitest';
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
});
