import { describe, expect, it } from 'vitest';
import { MessageView } from './matcher.ts';

describe('MessageView', () => {
  it('matches single words with typos and phrases in order', () => {
    const view = new MessageView('I had unprotectd sex, the condom broke');
    expect(view.has('unprotected')).toBe(true);
    expect(view.has('condom broke')).toBe(true);
    expect(view.has('broke condom')).toBe(false);
  });

  it('allows one extra word inside a phrase, not more', () => {
    expect(new MessageView('I want to end my own life').has('end my life')).toBe(true);
    expect(new MessageView('end of the year and my life is fine').has('end my life')).toBe(false);
  });

  it('counts distinct terms and supports exact-only words', () => {
    const view = new MessageView('What is PEP and PrEP?');
    expect(view.has('=pep')).toBe(true);
    expect(new MessageView('what is prep').has('=pep')).toBe(false);
    expect(view.countAny(['=pep', 'prep', 'condom'])).toBe(2);
    expect(view.hasAny(['condom', 'vaccine'])).toBe(false);
  });
});
