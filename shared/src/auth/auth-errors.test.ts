import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, mapSignInError, mapSignUpError } from './auth-errors';

describe('auth error mapping (docs/product.md#errors)', () => {
  it('maps an existing account on sign-up', () => {
    expect(mapSignUpError({ name: 'AuthApiError', message: 'User already registered', status: 422 })).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it('maps the confirmation-mail wait', () => {
    expect(
      mapSignUpError({ name: 'AuthApiError', message: 'For security purposes, you can only request this after 42 seconds.', status: 429 }),
    ).toBe('Please wait a moment before requesting another confirmation email. Check your inbox for the previous email.');
  });

  it('shows other sign-up messages as they are', () => {
    expect(mapSignUpError({ name: 'AuthWeakPasswordError', message: 'Password should be at least 6 characters.', status: 422 })).toBe(
      'Password should be at least 6 characters.',
    );
  });

  it('maps invalid credentials on sign-in and passes others through', () => {
    expect(mapSignInError({ name: 'AuthApiError', message: 'Invalid login credentials', status: 400 })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(mapSignInError({ name: 'AuthApiError', message: 'Email not confirmed', status: 400 })).toBe('Email not confirmed');
  });

  it('treats network and server failures as unexpected', () => {
    for (const error of [
      { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 },
      { name: 'AuthUnknownError', message: 'Unexpected token <', status: 502 },
      { name: 'AuthApiError', message: 'boom', status: 500 },
      { name: 'AuthApiError', message: '' },
    ]) {
      expect(mapSignInError(error)).toBe(AUTH_MESSAGES.unexpected);
      expect(mapSignUpError(error)).toBe('An unexpected error occurred. Please try again.');
    }
  });
});
