// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyHref, renderMarkdown, slugifyHeading } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown('Intro **bold** text.\n\n## Why Test?\n\n- one\n- two\n');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<h2 id="section-why-test">Why Test?</h2>');
    expect(html).toContain('<li>one</li>');
  });

  it('lets no raw HTML through: block and inline tags come out as text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">x</a>.\n\n<div onclick="x()">block</div>\n',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<div/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens external links in a new tab without opener or referrer', () => {
    const html = renderMarkdown('See [the CDC](https://www.cdc.gov/std/ "CDC") now.');
    expect(html).toContain(
      '<a href="https://www.cdc.gov/std/" target="_blank" rel="noopener noreferrer" title="CDC">the CDC<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it('marks internal links for client-side routing and keeps them same-tab', () => {
    const html = renderMarkdown('Read [PrEP](/resources/prep-guide) or [pricing](/#pricing).');
    expect(html).toContain('<a href="/resources/prep-guide" data-internal-link>PrEP</a>');
    expect(html).toContain('<a href="/#pricing" data-internal-link>pricing</a>');
    expect(html).not.toContain('target="_blank" rel="noopener noreferrer">PrEP');
  });

  it('keeps tel:, sms: and mailto: links', () => {
    const html = renderMarkdown('Call [988](tel:988), text [741741](sms:741741) or [mail](mailto:support@candor.example).');
    expect(html).toContain('<a href="tel:988">988</a>');
    expect(html).toContain('<a href="sms:741741">741741</a>');
    expect(html).toContain('<a href="mailto:support@candor.example">mail</a>');
  });

  it('drops the link (keeps the words) for unsafe targets', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) [data](data:text/html;base64,xx) [proto](//evil.example/x)');
    expect(html).not.toContain('<a');
    expect(html).toContain('click');
    expect(html).toContain('proto');
  });

  it('escapes quotes in link targets and titles', () => {
    const html = renderMarkdown('[x](https://example.com/?a="b" "t\\"itle")');
    expect(html).not.toMatch(/href="https:\/\/example\.com\/\?a="b"/);
  });

  it('renders images as their alt text only', () => {
    const html = renderMarkdown('![a diagram](https://example.com/x.png)');
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('a diagram');
  });

  it('gives repeated headings distinct ids, restarting per document', () => {
    const html = renderMarkdown('## Tips\n\ntext\n\n## Tips\n\nmore');
    expect(html).toContain('id="section-tips"');
    expect(html).toContain('id="section-tips-2"');
    expect(renderMarkdown('## Tips')).toContain('id="section-tips"');
  });
});

describe('classifyHref', () => {
  it.each([
    ['/resources/prep-guide', 'internal'],
    ['//evil.example', 'unsafe'],
    ['https://www.who.int/', 'external'],
    ['http://example.org/a', 'external'],
    ['tel:988', 'contact'],
    ['#section-tips', 'anchor'],
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    ['https://localhost', 'unsafe'],
  ])('%s is %s', (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });
});

describe('slugifyHeading', () => {
  it('makes a readable id', () => {
    expect(slugifyHeading('PrEP vs. PEP')).toBe('prep-vs-pep');
    expect(slugifyHeading('Sex &amp; <em>You</em>')).toBe('sex-you');
  });
});
