import { describe, expect, it } from 'vitest';
import { checkCredentials } from './credentials-schema';

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
