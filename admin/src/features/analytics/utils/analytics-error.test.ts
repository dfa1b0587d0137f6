import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, AnalyticsApiError, analyticsErrorKind, analyticsErrorMessage } from './analytics-error';

describe('analytics error mapping (docs/product.md#errors)', () => {
  it('keeps the exact texts', () => {
    expect(ANALYTICS_MESSAGES).toEqual({
      notLoggedIn: 'You must be logged in to view analytics.',
      notAdmin: 'You must be an admin to view analytics.',
      failed: 'Failed to load analytics data.',
      unexpected: 'An unexpected error occurred.',
    });
  });

  it('maps a message containing "permission denied" to the admin message', () => {
    const error = new AnalyticsApiError({ message: 'permission denied: only admins can view analytics', code: 'P0001' });
    expect(analyticsErrorKind(error)).toBe('not-admin');
    expect(analyticsErrorMessage(error)).toBe('You must be an admin to view analytics.');
    expect(analyticsErrorMessage(new AnalyticsApiError({ message: 'Permission denied for function get_analytics_summary' }))).toBe(
      ANALYTICS_MESSAGES.notAdmin,
    );
  });

  it('maps the codes PGRST301 and 42501 to the admin message whatever the text', () => {
    expect(analyticsErrorMessage(new AnalyticsApiError({ message: 'JWT cryptographic operation failed', code: 'PGRST301' }))).toBe(
      ANALYTICS_MESSAGES.notAdmin,
    );
    expect(analyticsErrorMessage(new AnalyticsApiError({ message: 'insufficient privilege', code: '42501' }))).toBe(
      ANALYTICS_MESSAGES.notAdmin,
    );
  });

  it('maps any other API error to the failed message', () => {
    for (const error of [
      new AnalyticsApiError({ message: 'Could not find the function public.get_analytics_summary in the schema cache', code: 'PGRST202' }),
      new AnalyticsApiError({ message: 'TypeError: fetch failed', code: '' }),
      new AnalyticsApiError({ message: 'canceling statement due to statement timeout', code: '57014' }),
      new AnalyticsApiError({ message: 'JWT expired', code: 'PGRST303' }),
    ]) {
      expect(analyticsErrorKind(error)).toBe('failed');
      expect(analyticsErrorMessage(error)).toBe('Failed to load analytics data.');
    }
  });

  it('maps anything thrown that is not an API answer to the unexpected message', () => {
    for (const thrown of [new Error('permission denied'), new TypeError('x is undefined'), 'boom', null, undefined]) {
      expect(analyticsErrorKind(thrown)).toBe('unexpected');
      expect(analyticsErrorMessage(thrown)).toBe('An unexpected error occurred.');
    }
  });

  it('keeps the API code on the error', () => {
    const error = new AnalyticsApiError({ message: 'x', code: '42501' });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('42501');
    expect(new AnalyticsApiError({ message: 'x' }).code).toBeNull();
  });
});
