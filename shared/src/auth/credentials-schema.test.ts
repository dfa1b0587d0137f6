import { describe, expect, it } from 'vitest';
import { checkCredentials, checkEmail, checkNewPassword } from './credentials-schema';

const ok = { email: 'person@example.com', password: 'secret1' };

describe('checkCredentials (docs/product.md#validation)', () => {
  it.each([
    ['empty email', { ...ok, email: '' }, 'Email is required'],
    ['whitespace email', { ...ok, email: '   ' }, 'Email is required'],
    ['email over 255 characters', { ...ok, email: `${'a'.repeat(250)}@example.com` }, 'Email must be less than 255 characters'],
    ['no @', { ...ok, email: 'person.example.com' }, 'Please enter a valid email address'],
    ['two @', { ...ok, email: 'a@b@example.com' }, 'Please enter a valid email address'],
    ['empty local part', { ...ok, email: '@example.com' }, 'Please enter a valid email address'],
    ['domain without a dot', { ...ok, email: 'person@localhost' }, 'Please enter a valid email address'],
    ['short password', { ...ok, password: 'abc12' }, 'Password must be at least 6 characters'],
    ['empty password', { ...ok, password: '' }, 'Password must be at least 6 characters'],
    ['long password', { ...ok, password: 'x'.repeat(129) }, 'Password must be less than 128 characters'],
    ['leading space', { ...ok, password: ' secret1' }, 'Password cannot start or end with whitespace'],
    ['trailing tab', { ...ok, password: 'secret1\t' }, 'Password cannot start or end with whitespace'],
  ])('rejects %s with the spec message', (_name, input, message) => {
    expect(checkCredentials(input)).toEqual({ success: false, message });
  });

  it('reports the email before the password when both fail', () => {
    expect(checkCredentials({ email: '', password: '1' })).toEqual({ success: false, message: 'Email is required' });
  });

  it('accepts the limits themselves and trims the email', () => {
    const email = `${'a'.repeat(243)}@example.com`; // 255 characters
    expect(email).toHaveLength(255);
    expect(checkCredentials({ email: `  ${email} `, password: 'p'.repeat(128) })).toEqual({
      success: true,
      data: { email, password: 'p'.repeat(128) },
    });
    expect(checkCredentials({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('checkEmail and checkNewPassword (docs/product.md#account)', () => {
  it('checks an e-mail alone with the sign-in rules, trimmed', () => {
    expect(checkEmail('  ')).toEqual({ success: false, message: 'Email is required' });
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toEqual({ success: false, message: 'Email must be less than 255 characters' });
    expect(checkEmail('person@localhost')).toEqual({ success: false, message: 'Please enter a valid email address' });
    expect(checkEmail(' person@example.com ')).toEqual({ success: true, data: 'person@example.com' });
  });

  it('checks a new password with the sign-up rules, then the confirmation', () => {
    expect(checkNewPassword('abc12', 'abc12')).toEqual({ success: false, message: 'Password must be at least 6 characters' });
    expect(checkNewPassword('x'.repeat(129), '')).toEqual({ success: false, message: 'Password must be less than 128 characters' });
    expect(checkNewPassword(' secret1', ' secret1')).toEqual({ success: false, message: 'Password cannot start or end with whitespace' });
    expect(checkNewPassword('secret12', 'secret13')).toEqual({ success: false, message: 'Passwords do not match' });
    expect(checkNewPassword('p'.repeat(128), 'p'.repeat(128))).toEqual({ success: true, data: 'p'.repeat(128) });
  });
});
