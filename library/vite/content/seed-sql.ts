import type { LibraryGuide } from './load-content';
import type { Topic } from './schema';

// Builds supabase/seed.sql from validated library content. Pure (no Node imports) so it is
// easy to test; library/scripts/generate-seed.ts does the reading and writing. Re-running the
// output is safe: categories and articles are upserted, passages are replaced guide by guide.

/** A standard SQL string literal: quotes doubled (standard_conforming_strings keeps `\` literal). */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('SQL text cannot contain a NUL character');
  return `'${value.replace(/'/g, "''")}'`;
}

export function sqlNullableString(value: string | undefined): string {
  return value === undefined ? 'null' : sqlString(value);
}

export function sqlTextArray(values: readonly string[]): string {
  return `array[${values.map(sqlString).join(',')}]::text[]`;
}

function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return String(value);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface SeedInput {
  topics: readonly Topic[];
  guides: readonly Pick<LibraryGuide, 'frontMatter' | 'plainText' | 'sections' | 'readingTimeMinutes'>[];
}

function categoriesSql(topics: readonly Topic[]): string {
  const rows = topics.map(
    (topic, index) => `  (${sqlString(topic.id)}, ${sqlString(topic.title)}, ${sqlString(topic.description)}, ${sqlInteger(index + 1)})`,
  );
  return [
    '-- Topics -> article categories (sort_order follows SPEC order)',
    'insert into public.article_categories (id, name, description, sort_order) values',
    rows.join(',\n'),
    'on conflict (id) do update set',
    '  name = excluded.name,',
    '  description = excluded.description,',
    '  sort_order = excluded.sort_order;',
  ].join('\n');
}

function articlesSql(guides: SeedInput['guides']): string {
  const rows = guides.map((guide) => {
    const fm = guide.frontMatter;
    const values = [
      sqlString(fm.slug),
      sqlString(fm.articleId),
      sqlString(fm.title),
      sqlNullableString(fm.subtitle),
      sqlString(fm.summary),
      sqlString(guide.plainText),
      sqlString(fm.category),
      sqlTextArray(fm.tags),
      sqlTextArray(fm.keywords),
      fm.featured ? 'true' : 'false',
      sqlInteger(guide.readingTimeMinutes),
    ];
    return `  (${values.join(', ')})`;
  });
  return [
    '-- Guides -> articles (view_count is not touched, so re-seeding keeps the counts)',
    'insert into public.articles (slug, article_key, title, subtitle, summary, body, category_id, tags, keywords, featured, reading_time_minutes) values',
    rows.join(',\n'),
    'on conflict (slug) do update set',
    '  article_key = excluded.article_key,',
    '  title = excluded.title,',
    '  subtitle = excluded.subtitle,',
    '  summary = excluded.summary,',
    '  body = excluded.body,',
    '  category_id = excluded.category_id,',
    '  tags = excluded.tags,',
    '  keywords = excluded.keywords,',
    '  featured = excluded.featured,',
    '  reading_time_minutes = excluded.reading_time_minutes;',
  ].join('\n');
}

function passagesSql(guide: SeedInput['guides'][number]): string {
  const { slug, title } = guide.frontMatter;
  const rows = guide.sections.map(
    (section, index) =>
      `  (${sqlString(slug)}, ${sqlString(title)}, ${sqlString(section.heading)}, ${sqlString(section.text)}, ${sqlInteger(index)})`,
  );
  return [
    `delete from public.guide_passages where slug = ${sqlString(slug)};`,
    'insert into public.guide_passages (slug, guide_title, heading, content, position) values',
    `${rows.join(',\n')};`,
  ].join('\n');
}

/** The whole seed file; the same content always gives the same bytes. */
export function buildSeedSql(input: SeedInput): string {
  const guides = [...input.guides].sort((a, b) => byText(a.frontMatter.slug, b.frontMatter.slug));
  const parts = [
    [
      '-- GENERATED FILE: do not edit by hand.',
      '-- Source: library/content (topics/*.yaml and guides/*.md), built by library/scripts/generate-seed.ts.',
      '-- Regenerate: npx tsx library/scripts/generate-seed.ts',
      '-- Check it is current: npx tsx library/scripts/generate-seed.ts --check',
      `-- Contents: ${input.topics.length} categories, ${guides.length} articles, ${guides.reduce((n, g) => n + g.sections.length, 0)} guide passages.`,
      '-- Safe to run again: categories and articles are upserted, passages are replaced per guide.',
    ].join('\n'),
  ];
  if (input.topics.length > 0) parts.push(categoriesSql(input.topics));
  if (guides.length > 0) {
    parts.push(articlesSql(guides));
    parts.push(
      [
        '-- Guide sections -> guide_passages (one row per "##" section; position starts at 0)',
        ...guides.filter((guide) => guide.sections.length > 0).map(passagesSql),
      ].join('\n\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
