import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDurationSeconds } from './duration.ts';
import { DEMO_JWT_SECRET, loadStackConfig } from './load-config.ts';

function tomlFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  const path = join(dir, 'config.toml');
  writeFileSync(path, text);
  return path;
}

describe('loadStackConfig', () => {
  it('uses the product defaults without a config file', () => {
    const c = loadStackConfig({ env: {}, configPath: '/nonexistent/config.toml' });
    expect(c.port).toBe(54321);
    expect(c.inboxPort).toBe(54324);
    expect(c.jwtSecret).toBe(DEMO_JWT_SECRET);
    expect(c.auth.enableConfirmations).toBe(true);
    expect(c.auth.jwtExpiry).toBe(3600);
    expect(c.auth.refreshTokenReuseInterval).toBe(10);
    expect(c.auth.rateLimits.signInSignUps).toBe(30);
  });

  it('reads config.toml and lets the environment override it', () => {
    const path = tomlFile(`
[auth]
site_url = "http://localhost:3000"
additional_redirect_urls = ["https://example.test/**"]
jwt_expiry = 1800
minimum_password_length = 8
password_requirements = "letters_digits"
[auth.email]
enable_confirmations = false
max_frequency = "1m30s"
[auth.rate_limit]
sign_in_sign_ups = 12
[functions.chat-guide]
verify_jwt = false
`);
    const c = loadStackConfig({ env: {}, configPath: path });
    expect(c.auth.siteUrl).toBe('http://localhost:3000');
    expect(c.auth.additionalRedirectUrls).toEqual(['https://example.test/**']);
    expect(c.auth.jwtExpiry).toBe(1800);
    expect(c.auth.enableConfirmations).toBe(false);
    expect(c.auth.maxFrequencySeconds).toBe(90);
    expect(c.auth.requiredCharacters).toHaveLength(2);
    expect(c.functions['chat-guide']).toEqual({ verifyJwt: false, enabled: true });
    const o = loadStackConfig({
      env: {
        GOTRUE_MAILER_AUTOCONFIRM: 'false',
        GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '500',
        GOTRUE_MAILER_MAX_FREQUENCY_SECONDS: '60',
        SITE_URL: 'http://127.0.0.1:3000',
        SUPABASE_LOCAL_PORT: '6000',
      },
      configPath: path,
    });
    expect(o.auth.enableConfirmations).toBe(true);
    expect(o.auth.rateLimits.signInSignUps).toBe(500);
    expect(o.auth.maxFrequencySeconds).toBe(60);
    expect(o.auth.siteUrl).toBe('http://127.0.0.1:3000');
    expect(o.port).toBe(6000);
  });

  it('refuses a short JWT secret and an unparsable file with a clear error', () => {
    expect(() => loadStackConfig({ env: { JWT_SECRET: 'short' }, configPath: '/nonexistent' })).toThrow(/at least 16/);
    expect(() => loadStackConfig({ env: {}, configPath: tomlFile('[auth\nbroken') })).toThrow(/Could not parse/);
  });
});

describe('parseDurationSeconds', () => {
  it('parses Go durations', () => {
    expect(parseDurationSeconds('1s')).toBe(1);
    expect(parseDurationSeconds('2m')).toBe(120);
    expect(parseDurationSeconds('1h0m5s')).toBe(3605);
    expect(parseDurationSeconds('45')).toBe(45);
    expect(parseDurationSeconds('soon')).toBeUndefined();
  });
});
