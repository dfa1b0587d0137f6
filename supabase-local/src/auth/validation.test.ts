import { describe, expect, it } from 'vitest';
import { requiredCharacterSets } from '../config/load-config.ts';
import { AuthError } from './errors.ts';
import { isRedirectAllowed, resolveRedirect } from './redirect.ts';
import { checkPasswordStrength, validateEmail } from './validation.ts';

const caught = (fn: () => unknown): AuthError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AuthError) return err;
    throw err;
  }
  throw new Error('expected an AuthError');
};

describe('validateEmail', () => {
  it('lower-cases a valid address and rejects bad ones with GoTrue messages', () => {
    expect(validateEmail('Someone@Example.COM')).toBe('someone@example.com');
    expect(caught(() => validateEmail('not-an-email')).message).toBe('Unable to validate email address: invalid format');
    expect(caught(() => validateEmail('a@b')).status).toBe(400);
    expect(caught(() => validateEmail('')).message).toBe('An email address is required');
    expect(caught(() => validateEmail(`${'a'.repeat(250)}@b.com`)).message).toBe('An email address is too long');
  });
});

describe('checkPasswordStrength', () => {
  const rules = { minimumPasswordLength: 6, requiredCharacters: [] as string[] };
  it('gives 422 weak_password with reasons, and 400 past 72 bytes', () => {
    const weak = caught(() => checkPasswordStrength('abc', rules));
    expect([weak.status, weak.code, weak.message]).toEqual([422, 'weak_password', 'Password should be at least 6 characters.']);
    expect(weak.extra).toEqual({ weak_password: { reasons: ['length'] } });
    const long = caught(() => checkPasswordStrength('x'.repeat(73), rules));
    expect([long.status, long.code, long.message]).toEqual([400, 'validation_failed', 'Password cannot be longer than 72 characters']);
    expect(() => checkPasswordStrength('longenough', rules)).not.toThrow();
  });

  it('joins messages when character classes are required', () => {
    const err = caught(() =>
      checkPasswordStrength('abc', { minimumPasswordLength: 6, requiredCharacters: requiredCharacterSets('letters_digits') }),
    );
    expect(err.extra).toEqual({ weak_password: { reasons: ['length', 'characters'] } });
    expect(err.message).toMatch(/^Password should be at least 6 characters\. Password should contain at least one character of each: /);
  });
});

describe('redirects', () => {
  const site = 'http://127.0.0.1:3000';
  // GoTrue: internal/utilities/request.go IsRedirectURLValid (more cases in redirect.test.ts).
  it('honours the site origin, loopback IP literals and the allow-list only', () => {
    expect(isRedirectAllowed('http://127.0.0.1:3000/welcome', site, [])).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:3001/x', site, [])).toBe(true);
    expect(isRedirectAllowed('http://localhost:3001/x', site, [])).toBe(false);
    expect(isRedirectAllowed('http://localhost:3001/x', site, ['http://localhost:*/**'])).toBe(true);
    expect(isRedirectAllowed('https://evil.example/', site, [])).toBe(false);
    expect(isRedirectAllowed('javascript:alert(1)', site, [])).toBe(false);
    expect(isRedirectAllowed('https://app.example.com/a/b', site, ['https://*.example.com/**'])).toBe(true);
    expect(isRedirectAllowed('https://x.y.example.com/', site, ['https://*.example.com/**'])).toBe(false);
    expect(resolveRedirect('https://evil.example/', undefined, site, [])).toBe(site);
    expect(resolveRedirect(null, 'http://127.0.0.1:3000/auth', site, [])).toBe('http://127.0.0.1:3000/auth');
    expect(resolveRedirect(null, 'http://localhost:3000/auth', site, [])).toBe(site);
  });
});
