import { describe, expect, it } from 'vitest';
import { topicExcerpt } from './excerpt';

const words = (count: number, word = 'lorem') => Array.from({ length: count }, () => word).join(' ');

describe('topicExcerpt', () => {
  it('returns a short overview whole', () => {
    expect(topicExcerpt('Short overview.', 'nothing')).toBe('Short overview.');
  });

  it('shows about the first 150 characters when the match is not in the overview', () => {
    const overview = words(60); // 359 characters
    const excerpt = topicExcerpt(overview, 'herpes');
    expect(excerpt.endsWith('…')).toBe(true);
    const body = excerpt.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(150);
    expect(body.length).toBeGreaterThan(130);
    expect(overview.startsWith(body)).toBe(true);
    // Whole words only.
    expect(body.endsWith('lorem')).toBe(true);
  });

  it('shows the start of the overview for an empty query', () => {
    expect(topicExcerpt(words(60), '  ').startsWith('lorem lorem')).toBe(true);
  });

  it('shows a window of about 200 characters from 50 characters before the match', () => {
    const before = words(30, 'alpha'); // 179 characters
    const after = words(60, 'omega');
    const overview = `${before} Syphilis ${after}`;
    const excerpt = topicExcerpt(overview, 'syphilis');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    const body = excerpt.slice(1, -1);
    expect(body).toContain('Syphilis');
    expect(body.length).toBeLessThanOrEqual(200);
    expect(body.length).toBeGreaterThan(170);
    // About 50 characters of context come before the match.
    const lead = body.indexOf('Syphilis');
    expect(lead).toBeGreaterThan(35);
    expect(lead).toBeLessThanOrEqual(50);
  });

  it('starts at the beginning when the match is within the first 50 characters', () => {
    const overview = `Chlamydia is common. ${words(60)}`;
    const excerpt = topicExcerpt(overview, 'chlamydia');
    expect(excerpt.startsWith('Chlamydia is common.')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('has no trailing ellipsis when the window reaches the end', () => {
    const overview = `${words(20)} the end is near`;
    const excerpt = topicExcerpt(overview, 'near');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('the end is near')).toBe(true);
  });

  it('finds the match case-insensitively and collapses whitespace', () => {
    const overview = `${words(5)}\n   PrEP   works ${words(50)}`;
    expect(topicExcerpt(overview, 'prep')).toContain('PrEP works');
  });
});
