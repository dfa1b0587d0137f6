import { describe, expect, it } from 'vitest';
import { eventLabel } from './event-label';

describe('eventLabel', () => {
  it('turns underscores into capitalised words (docs/product.md#admin-dashboard)', () => {
    expect(eventLabel('page_view')).toBe('Page View');
    expect(eventLabel('user_signup')).toBe('User Signup');
    expect(eventLabel('waitlist_join')).toBe('Waitlist Join');
    expect(eventLabel('user_signin')).toBe('User Signin');
  });

  it('capitalises a single word and keeps the rest of each word as it is', () => {
    expect(eventLabel('checkout')).toBe('Checkout');
    expect(eventLabel('kit_QR_scan')).toBe('Kit QR Scan');
  });

  it('ignores doubled, leading and trailing underscores', () => {
    expect(eventLabel('__chat__opened_')).toBe('Chat Opened');
  });

  it('falls back to the raw type when there are no words', () => {
    expect(eventLabel('___')).toBe('___');
    expect(eventLabel('')).toBe('');
  });
});
