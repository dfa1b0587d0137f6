import { describe, expect, it } from 'vitest';
import { fixtureContentDir } from './__fixtures__/fixture-content';
import { loadLibraryContent } from './load-content';
import { buildSeedSql, sqlNullableString, sqlString, sqlTextArray } from './seed-sql';

const content = loadLibraryContent(fixtureContentDir, { allowMissingGuides: true });

describe('SQL literals', () => {
  it('doubles single quotes and leaves backslashes alone', () => {
    expect(sqlString("What's Your Rhythm?")).toBe("'What''s Your Rhythm?'");
    expect(sqlString("''")).toBe("''''''");
    expect(sqlString('C:\\path')).toBe("'C:\\path'");
    expect(sqlString("'); drop table public.articles; --")).toBe("'''); drop table public.articles; --'");
  });

  it('refuses NUL characters', () => {
    expect(() => sqlString('a\0b')).toThrow('NUL');
  });

  it('writes null for a missing optional value and typed text arrays', () => {
    expect(sqlNullableString(undefined)).toBe('null');
    expect(sqlTextArray(["it's", 'b'])).toBe("array['it''s','b']::text[]");
    expect(sqlTextArray([])).toBe('array[]::text[]');
  });
});

describe('buildSeedSql', () => {
  const sql = buildSeedSql(content);

  it('starts with a generated-file header saying how to regenerate', () => {
    expect(sql.startsWith('-- GENERATED FILE: do not edit by hand.\n')).toBe(true);
    expect(sql).toContain('-- Regenerate: npx tsx library/scripts/generate-seed.ts');
    expect(sql).toContain('-- Contents: 6 categories, 3 articles, 8 guide passages.');
  });

  it('upserts the six categories in SPEC order', () => {
    expect(sql).toContain("('sexual-health-basics', 'Sexual Health Basics', 'Fixture description for Sexual Health Basics.', 1)");
    expect(sql).toContain("('myths-vs-facts', 'Myths vs. Facts', 'Fixture description for Myths vs. Facts.', 6)");
    expect(sql).toContain('on conflict (id) do update set');
  });

  it('upserts articles with escaped text, arrays, featured and reading time', () => {
    expect(sql).toContain("('testing-schedule-best-practices', 'testing-schedule-best-practices', 'Testing: What''s Your Rhythm?', null, ");
    expect(sql).toContain(
      "'prevention-protection', array['prevention','condoms']::text[], array['condoms','barrier methods','lube','internal condom']::text[], true, 1)",
    );
    expect(sql).toContain('on conflict (slug) do update set');
    expect(sql).not.toMatch(/view_count\s*=/);
    // The article body is the plain text of the guide, not Markdown.
    expect(sql).toContain("'Condoms are a simple way to protect yourself and your partners. See the prevention plan.");
    expect(sql).not.toMatch(/\*\*|\]\(/);
  });

  it('replaces passages per guide, one row per section with positions from 0', () => {
    expect(sql).toContain(
      "delete from public.guide_passages where slug = 'condom-use-guide';\ninsert into public.guide_passages (slug, guide_title, heading, content, position) values\n  ('condom-use-guide', 'Condoms, Start to Finish', 'Introduction', ",
    );
    expect(sql).toContain("('condom-use-guide', 'Condoms, Start to Finish', 'Big Takeaway', 'Keep them handy and get a kit.', 2);");
    expect(sql.match(/delete from public\.guide_passages/g)).toHaveLength(3);
  });

  it('is deterministic and sorted by slug whatever the input order', () => {
    const reversed = buildSeedSql({ topics: content.topics, guides: [...content.guides].reverse() });
    expect(reversed).toBe(sql);
    expect(buildSeedSql(content)).toBe(sql);
    const order = [...sql.matchAll(/delete from public\.guide_passages where slug = '([^']+)'/g)].map((m) => m[1]);
    expect(order).toEqual(['condom-use-guide', 'science-based-sti-info', 'testing-schedule-best-practices']);
  });

  it('has balanced quotes in every statement', () => {
    // With doubled quotes only, a well-formed file has an even number of quote characters.
    expect((sql.match(/'/g) ?? []).length % 2).toBe(0);
  });
});
