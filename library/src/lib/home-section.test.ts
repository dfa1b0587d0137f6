import { describe, expect, it } from 'vitest';
import { homeSectionOf } from './home-section';

describe('homeSectionOf', () => {
  it('reads the landing section from /#id', () => {
    expect(homeSectionOf('/#pricing')).toBe('pricing');
    expect(homeSectionOf('/#faq')).toBe('faq');
  });

  it('is null for other paths and unknown sections', () => {
    expect(homeSectionOf('/resources/prevention-protection')).toBeNull();
    expect(homeSectionOf('/')).toBeNull();
    expect(homeSectionOf('/#nowhere')).toBeNull();
    expect(homeSectionOf('/search#pricing')).toBeNull();
  });
});
