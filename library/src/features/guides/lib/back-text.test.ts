import { describe, expect, it } from 'vitest';
import { backTextFor } from './back-text';

describe('backTextFor', () => {
  it.each([
    ['/resources/sexual-health-basics', 'Back to Sexual Health Basics'],
    ['/resources/understanding-stis', 'Back to Understanding STIs'],
    ['/resources/prevention-protection', 'Back to Prevention & Protection'],
    ['/resources/relationship-health', 'Back to Relationship Health'],
    ['/resources/when-to-get-tested', 'Back to Testing Guidelines'],
    ['/resources/myths-vs-facts', 'Back to Myths vs Facts'],
    ['/educational-resources', 'Back to All Resources'],
  ])('%s → %s', (path, text) => {
    expect(backTextFor(path)).toBe(text);
  });

  it('uses only the last part of the path, ignoring a trailing slash, query and hash', () => {
    expect(backTextFor('/resources/myths-vs-facts/')).toBe('Back to Myths vs Facts');
    expect(backTextFor('/somewhere/else/understanding-stis?x=1#top')).toBe('Back to Understanding STIs');
  });

  it('falls back to "Back" for anything else', () => {
    expect(backTextFor('/')).toBe('Back');
    expect(backTextFor('')).toBe('Back');
    expect(backTextFor('/resources/prep-guide')).toBe('Back');
    expect(backTextFor('/search')).toBe('Back');
    // Object prototype keys are not texts.
    expect(backTextFor('/constructor')).toBe('Back');
    expect(backTextFor('/resources/sexual-health-basics-extra')).toBe('Back');
  });
});
