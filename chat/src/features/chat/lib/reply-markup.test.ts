import { describe, expect, it } from 'vitest';
import { classifyHref, parseReply, type ReplyNode } from './reply-markup';

const links = (nodes: ReplyNode[]) => nodes.filter((n) => n.type === 'link');
const plain = (nodes: ReplyNode[]) => nodes.map((n) => (n.type === 'break' ? '\n' : n.type === 'link' ? n.label : n.text)).join('');

describe('classifyHref', () => {
  it.each([
    ['/resources/prep-guide', 'internal'],
    ['/educational-resources', 'internal'],
    ['/#pricing', 'internal'],
    ['/search?q=test&category=x', 'internal'],
    ['/', 'internal'],
    ['https://www.cdc.gov/sti/', 'external'],
    ['HTTPS://www.who.int/health-topics', 'external'],
    ['https://example.org/wiki/Foo_(bar)', 'external'],
    ['tel:911', 'phone'],
    ['tel:+1-800-232-4636', 'phone'],
    ['sms:741741', 'phone'],
    ['TEL:988', 'phone'],
  ])('allows %s as %s', (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['javascript://%0aalert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['http://example.com'],
    ['ftp://example.com'],
    ['mailto:someone@example.com'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://trusted.example@evil.example/'],
    ['https://user:pass@example.com/'],
    ['https://'],
    ['https:example.com'],
    ['java\tscript:alert(1)'],
    [' /resources/x'],
    ['/resources/x\u0000'],
    ['tel:911;javascript:alert(1)'],
    ['sms:741741?body=hello'],
    ['tel:'],
    ['resources/relative-without-slash'],
    ['#section'],
    [''],
  ])('refuses %j', (href) => {
    expect(classifyHref(href)).toBeNull();
  });
});

describe('parseReply', () => {
  it('keeps plain text as one text node', () => {
    expect(parseReply('Test 2 weeks after exposure.')).toEqual([{ type: 'text', text: 'Test 2 weeks after exposure.' }]);
  });

  it('turns a safe app link into a link node, keeping the text around it', () => {
    expect(parseReply('Read the [PrEP guide](/resources/prep-guide) today.')).toEqual([
      { type: 'text', text: 'Read the ' },
      { type: 'link', label: 'PrEP guide', href: '/resources/prep-guide', kind: 'internal' },
      { type: 'text', text: ' today.' },
    ]);
  });

  it('reads several links of each safe kind', () => {
    const nodes = parseReply('[call 911](tel:911), [text 988](sms:988) or see [CDC](https://www.cdc.gov/sti) and [more](/auth)');
    expect(links(nodes)).toEqual([
      { type: 'link', label: 'call 911', href: 'tel:911', kind: 'phone' },
      { type: 'link', label: 'text 988', href: 'sms:988', kind: 'phone' },
      { type: 'link', label: 'CDC', href: 'https://www.cdc.gov/sti', kind: 'external' },
      { type: 'link', label: 'more', href: '/auth', kind: 'internal' },
    ]);
    expect(plain(nodes)).toBe('call 911, text 988 or see CDC and more');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com',
    '//evil.example',
    '/\\evil.example',
  ])('renders a link to %j as its label only', (href) => {
    const nodes = parseReply(`Before [click me](${href}) after`);
    expect(links(nodes)).toEqual([]);
    expect(plain(nodes)).toBe('Before click me after');
    expect(JSON.stringify(nodes)).not.toContain(href.slice(0, 6));
  });

  it('keeps balanced parentheses inside a target', () => {
    expect(links(parseReply('See [Foo](https://example.org/wiki/Foo_(bar)).'))).toEqual([
      { type: 'link', label: 'Foo', href: 'https://example.org/wiki/Foo_(bar)', kind: 'external' },
    ]);
    expect(plain(parseReply('See [Foo](https://example.org/wiki/Foo_(bar)).'))).toBe('See Foo.');
  });

  it('treats a javascript target with nested parentheses as text in full', () => {
    const nodes = parseReply('[x](javascript:alert((1)))!');
    expect(links(nodes)).toEqual([]);
    expect(plain(nodes)).toBe('x!');
  });

  it('allows balanced brackets inside a label', () => {
    expect(links(parseReply('[Window [HIV] periods](/resources/understanding-different-types-of-tests)'))).toEqual([
      { type: 'link', label: 'Window [HIV] periods', href: '/resources/understanding-different-types-of-tests', kind: 'internal' },
    ]);
  });

  it('finds a link nested inside unmatched outer brackets', () => {
    const nodes = parseReply('[note [guide](/resources/prep-guide) end]');
    expect(links(nodes)).toEqual([{ type: 'link', label: 'guide', href: '/resources/prep-guide', kind: 'internal' }]);
    expect(plain(nodes)).toBe('[note guide end]');
  });

  it('never makes a link inside a link label', () => {
    const nodes = parseReply('[[inner](/a)](/b)');
    expect(links(nodes)).toEqual([{ type: 'link', label: '[inner](/a)', href: '/b', kind: 'internal' }]);
  });

  it('leaves malformed syntax as literal text', () => {
    for (const text of [
      '[open only',
      'close only]',
      '[label] (/spaced)',
      '[label](/unclosed',
      '[label](/has space)',
      '[a\nb](/x)',
      '[]',
      '()',
    ]) {
      const nodes = parseReply(text);
      expect(links(nodes)).toEqual([]);
      expect(plain(nodes)).toBe(text);
    }
  });

  it('drops a link with an empty label or empty target to its (empty) label', () => {
    expect(links(parseReply('a [](/x) b'))).toEqual([]);
    expect(plain(parseReply('a [label]() b'))).toBe('a label b');
  });

  it('turns newlines (LF and CRLF) into breaks', () => {
    expect(parseReply('one\ntwo\r\nthree')).toEqual([
      { type: 'text', text: 'one' },
      { type: 'break' },
      { type: 'text', text: 'two' },
      { type: 'break' },
      { type: 'text', text: 'three' },
    ]);
  });

  it('reads **bold** outside links and leaves stray asterisks', () => {
    expect(parseReply('This is **important** and * not this')).toEqual([
      { type: 'text', text: 'This is ' },
      { type: 'strong', text: 'important' },
      { type: 'text', text: ' and * not this' },
    ]);
  });

  it('never produces markup from HTML in a reply: it stays text', () => {
    const nodes = parseReply('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(nodes).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' }]);
  });

  it('handles a long reply of brackets without blowing up', () => {
    const text = '['.repeat(5000) + ']'.repeat(5000);
    const started = performance.now();
    expect(plain(parseReply(text))).toBe(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('parseReply limits', () => {
  it('does not read an endless target as a link', () => {
    const text = `[x](/${'a'.repeat(3000)})`;
    expect(links(parseReply(text))).toEqual([]);
    expect(plain(parseReply(text))).toBe(text);
  });
});
