import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_SETTINGS } from './constants';

/** The keys of one `[section]` of supabase/config.toml, as raw strings. */
function section(toml: string, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  let inside = false;
  for (const line of toml.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      inside = header[1] === name;
      continue;
    }
    const pair = /^\s*([a-z_]+)\s*=\s*(.+?)\s*$/.exec(line);
    if (inside && pair?.[1] && pair[2]) out[pair[1]] = pair[2];
  }
  return out;
}

describe('AUTH_SETTINGS (docs/product.md#account)', () => {
  it('equals what supabase/config.toml sets, so the pages describe the mails the provider sends', () => {
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/config.toml'), 'utf8');
    const email = section(toml, 'auth.email');
    expect(email.max_frequency).toBe(`"${AUTH_SETTINGS.emailMaxFrequencySeconds}s"`);
    expect(email.secure_password_change).toBe(String(AUTH_SETTINGS.securePasswordChange));
    expect(email.double_confirm_changes).toBe(String(AUTH_SETTINGS.doubleConfirmChanges));
  });
});
