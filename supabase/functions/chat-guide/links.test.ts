import { describe, expect, it } from 'vitest';
import { cleanTitle, extractLinks, formatSourceLinks, hasUnsafeLinks, isAllowedHref, sanitizeReply } from './links.ts';

describe('isAllowedHref', () => {
  it.each([
    '/resources/prep-guide',
    '/educational-resources',
    '/auth',
    '/#pricing',
    'https://www.cdc.gov/std/',
    'tel:911',
    'tel:988',
    'sms:741741',
  ])('allows %s', (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    '//evil.example',
    'https://user:pass@evil.example',
    'https://localhost',
    '/resources/../admin',
    '/resources/prep-guide/../../x',
    '/analytics',
    'resources/prep-guide',
    'tel:911;ext=javascript',
    'mailto:someone@example.com',
    '',
  ])('refuses %s', (href) => {
    expect(isAllowedHref(href)).toBe(false);
  });
});

describe('sanitizeReply', () => {
  it('keeps allowed links and reduces the rest to their text', () => {
    const text = 'See [the guide](/resources/prep-guide), [click](javascript:alert(1)) and [this](http://x.example).';
    expect(sanitizeReply(text)).toBe('See [the guide](/resources/prep-guide), click and this.');
  });

  it('removes script schemes and HTML tags anywhere', () => {
    const cleaned = sanitizeReply('<script>alert(1)</script> go to javascript:alert(1) or <a href="x">here</a>');
    expect(cleaned).not.toMatch(/<script|javascript:|<a /i);
    expect(cleaned).toContain('here');
  });

  it('flags text with unsafe links', () => {
    expect(hasUnsafeLinks('[ok](/auth)')).toBe(false);
    expect(hasUnsafeLinks('[bad](https://x.example/ok) [worse](javascript:x)')).toBe(true);
    expect(hasUnsafeLinks('try data:text/html')).toBe(true);
    expect(hasUnsafeLinks('<img src=x onerror=alert(1)>')).toBe(true);
  });
});

describe('source links', () => {
  it('formats a Read more line with markdown-safe titles', () => {
    const line = formatSourceLinks([
      { slug: 'prep-guide', title: 'PrEP [and] (PEP)' },
      { slug: 'vaccination-guide', title: 'Vaccination Guide' },
    ]);
    expect(line).toBe('Read more: [PrEP and PEP](/resources/prep-guide) · [Vaccination Guide](/resources/vaccination-guide)');
    expect(extractLinks(line).map((l) => l.href)).toEqual(['/resources/prep-guide', '/resources/vaccination-guide']);
    expect(formatSourceLinks([])).toBe('');
    expect(cleanTitle('  A <b>bold</b>  title ')).toBe('A bbold/b title');
  });
});
