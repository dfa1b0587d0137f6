import { describe, expect, it } from 'vitest';
import { pagePathOf, redactReferrer, redactSearch } from './redact-search';

describe('redactSearch', () => {
  it('replaces typed text and keeps choices and campaigns', () => {
    expect(redactSearch('?q=herpes&category=understanding-stis')).toBe('?q=redacted&category=understanding-stis');
    expect(redactSearch('?utm_source=newsletter&email=a%40b.co')).toBe('?utm_source=newsletter&email=redacted');
    expect(redactSearch('?tag=prep')).toBe('?tag=prep');
  });

  it('returns nothing for an empty search string', () => {
    expect(redactSearch('')).toBe('');
    expect(redactSearch('?')).toBe('');
  });

  it('builds the page path from a location', () => {
    expect(pagePathOf({ pathname: '/search', search: '?q=chlamydia' })).toBe('/search?q=redacted');
    expect(pagePathOf({ pathname: '/', search: '' })).toBe('/');
  });

  it('redacts typed text in the referrer too, and drops its fragment', () => {
    expect(redactReferrer('https://www.google.com/search?q=herpes+symptoms&hl=en')).toBe(
      'https://www.google.com/search?q=redacted&hl=redacted',
    );
    expect(redactReferrer('http://localhost:3000/search?q=chlamydia&category=understanding-stis#top')).toBe(
      'http://localhost:3000/search?q=redacted&category=understanding-stis',
    );
    expect(redactReferrer('https://example.com/')).toBe('https://example.com/');
    expect(redactReferrer('')).toBeNull();
    expect(redactReferrer('not a url')).toBeNull();
  });
});
