import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the launcher
import { inlineScriptHash, securityConfigFromEnv, securityHeadersFor, SHELL_INLINE_SCRIPT_HASHES } from './security-headers.mjs';

// The shell's one inline script (the early page view in shell/index.html, docs/analytics.md
// "Never lost") is allowed by the hash of its exact text, and nothing else inline is.

const shellHtml = readFileSync(path.resolve(import.meta.dirname, '../shell/index.html'), 'utf8');
const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')!
    .slice(1);

describe('the CSP and the inline script', () => {
  const config = securityConfigFromEnv({}) as { appOrigins: Record<string, string>; supabaseOrigin: string };
  const cspOf = (app: string) => (securityHeadersFor(app, config) as Record<string, string>)['Content-Security-Policy']!;

  it("allows shell/index.html's inline scripts by their hash, and only them", () => {
    const inline = [...shellHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => inlineScriptHash(m[1]!) as string);
    expect(inline, 'change SHELL_INLINE_SCRIPT_HASHES with the script').toEqual(SHELL_INLINE_SCRIPT_HASHES);
    const shell = scriptSrc(cspOf('shell'));
    expect(shell).toEqual(["'self'", ...new Set(Object.values(config.appOrigins)), ...SHELL_INLINE_SCRIPT_HASHES]);
    expect(shell.join(' ')).not.toMatch(/unsafe/);
  });

  it("gives the remotes' pages no inline script", () => {
    for (const app of ['marketing', 'library', 'chat', 'admin']) {
      const src = scriptSrc(cspOf(app));
      expect(
        src.filter((s) => s.startsWith("'sha256-")),
        app,
      ).toEqual([]);
    }
  });

  it('hashes as browsers do: SHA-256 of the UTF-8 text between the tags, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
