import { describe, expect, it } from 'vitest';
import { escapeRegExp, highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every case-insensitive match and keeps the original casing', () => {
    expect(highlightParts('HIV testing and hiv PrEP', 'hiv')).toEqual([
      { text: 'HIV', match: true },
      { text: ' testing and ', match: false },
      { text: 'hiv', match: true },
      { text: ' PrEP', match: false },
    ]);
  });

  it('trims the query and returns the text unmarked for an empty query', () => {
    expect(highlightParts('Condoms', '  ')).toEqual([{ text: 'Condoms', match: false }]);
    expect(highlightParts('Condoms', ' dom ')).toEqual([
      { text: 'Con', match: false },
      { text: 'dom', match: true },
      { text: 's', match: false },
    ]);
  });

  it('treats regular-expression characters literally', () => {
    expect(highlightParts('a+b (a+ c.*d', '(a+')).toEqual([
      { text: 'a+b ', match: false },
      { text: '(a+', match: true },
      { text: ' c.*d', match: false },
    ]);
    expect(highlightParts('nothing here', '.*')).toEqual([{ text: 'nothing here', match: false }]);
    expect(() => highlightParts('x', '[')).not.toThrow();
    expect(new RegExp(escapeRegExp('^$\\|?{}[]/-')).test('^$\\|?{}[]/-')).toBe(true);
  });

  it('returns markup in a query as plain text parts', () => {
    const query = '<img src=x onerror=alert(1)>';
    expect(highlightParts(`before ${query} after`, query)).toEqual([
      { text: 'before ', match: false },
      { text: query, match: true },
      { text: ' after', match: false },
    ]);
  });
});
