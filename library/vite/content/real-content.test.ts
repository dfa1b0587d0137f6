// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultContentDir, runGenerateSeed } from '../../scripts/generate-seed';
import { loadLibraryContent } from './load-content';

describe('the real library content', () => {
  it('is complete and valid: 24 guides, 6 hubs, every guide reachable from a hub', () => {
    const content = loadLibraryContent(defaultContentDir);
    expect(content.guides).toHaveLength(24);
    expect(content.topics).toHaveLength(6);
    expect(content.missingGuides).toEqual([]);
    for (const guide of content.guides) expect(guide.wordCount, guide.frontMatter.slug).toBeGreaterThanOrEqual(600);
  });

  it('matches the committed supabase/seed.sql (one source of truth)', () => {
    const lines: string[] = [];
    expect(runGenerateSeed({ check: true, log: (line) => lines.push(line) }), lines.join('\n')).toBe(0);
  });
});
