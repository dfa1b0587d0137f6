import { describe, expect, it } from 'vitest';
import { KIT_FACTS } from '@app/shared';
import { renderLandingHtml } from './render-landing';

describe('the pre-rendered landing page', () => {
  const html = renderLandingHtml();
  /** The HTML without React's text separators (<!-- -->), which hydration needs. */
  const text = html.replaceAll('<!-- -->', '');

  it('is the marketing tree with the hero heading and every section of the page', () => {
    expect(html.startsWith('<div data-app="marketing">')).toBe(true);
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain('Private sexual health testing, right at home');
    expect(text).toContain(`Launch expected ${KIT_FACTS.launchExpected}`);
    for (const id of ['how-it-works', 'features', 'pricing', 'education', 'faq']) expect(html).toContain(`id="${id}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<footer');
  });

  it('shows what a first visit sees before the session answers: no sign-in or member buttons, everything closed', () => {
    expect(html).not.toMatch(/>\s*Sign In\s*</);
    expect(html).not.toMatch(/>\s*Sign Out\s*</);
    // The year comes after hydration: the page is rendered at build time.
    expect(text).toContain('© Candor. All rights reserved.');
    expect(html).not.toContain('data-state="open"');
  });

  it('carries no script and no inline handler, so it is plain HTML the CSP allows', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('is what the shell renders around the landing too: the Live Chat button and the toasts\u2019 region after it', () => {
    const afterLanding = html.slice(html.lastIndexOf('</footer>'));
    expect(afterLanding).toContain('>Live Chat</button>');
    expect(afterLanding).toContain('aria-label="Notifications');
  });

  it('carries the FAQ answers as native disclosures, closed, so they read without JavaScript', () => {
    expect(html.match(/<details[\s>]/g)).toHaveLength(9);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toContain('launch expected in Q4 2025');
  });

  it('keeps the page links working before the shell hydrates the page', () => {
    expect(html).toContain('href="#how-it-works"');
    expect(html).toContain('href="/privacy-policy"');
  });
});
