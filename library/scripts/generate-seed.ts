/// <reference types="node" />
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentValidationError, loadLibraryContent, type LibraryGuide } from '../src/content/load-content';
import type { Topic } from '../src/content/schema';

// Writes supabase/seed.sql from the library content, so server search and the chat guide's
// passages come from the same source the library renders. Re-running the seed is safe:
// categories and articles are upserted, passages are replaced guide by guide.
//
//   npx tsx library/scripts/generate-seed.ts            write supabase/seed.sql
//   npx tsx library/scripts/generate-seed.ts --check    exit 1 when the committed file is stale

const scriptDir = dirname(fileURLToPath(import.meta.url));
export const defaultContentDir = resolve(scriptDir, '../content');
export const defaultSeedFile = resolve(scriptDir, '../../supabase/seed.sql');

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
    (topic, index) =>
      `  (${sqlString(topic.id)}, ${sqlString(topic.title)}, ${sqlString(topic.description)}, ${sqlInteger(index + 1)})`,
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
      `  (${sqlString(slug)}, ${sqlString(title)}, ${sqlString(section.heading)}, ${sqlString(section.text)}, ${sqlInteger(index + 1)})`,
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
        '-- Guide sections -> guide_passages (one row per "##" section; position starts at 1)',
        ...guides.filter((guide) => guide.sections.length > 0).map(passagesSql),
      ].join('\n\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

export interface GenerateSeedOptions {
  contentDir?: string;
  outFile?: string;
  check?: boolean;
  log?: (line: string) => void;
}

/** Runs the generator; returns the process exit code. */
export function runGenerateSeed(options: GenerateSeedOptions = {}): number {
  const contentDir = options.contentDir ?? defaultContentDir;
  const outFile = options.outFile ?? defaultSeedFile;
  const log = options.log ?? ((line: string) => console.log(line));
  const shownOut = relative(process.cwd(), outFile) || outFile;

  let content;
  try {
    content = loadLibraryContent(contentDir, { allowMissingGuides: true });
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    log(`Not generating ${shownOut}: fix the content first.`);
    for (const problem of error.problems) log(`  - ${problem}`);
    return 1;
  }
  if (content.missingGuides.length > 0) {
    log(
      `Warning: ${content.missingGuides.length} of 24 guides missing, generating from the ${content.guides.length} found: ${content.missingGuides.join(', ')}`,
    );
  }

  const sql = buildSeedSql(content);
  if (options.check) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : null;
    if (current === sql) {
      log(`${shownOut} is up to date.`);
      return 0;
    }
    log(`${shownOut} is ${current === null ? 'missing' : 'out of date'}. Run: npx tsx library/scripts/generate-seed.ts`);
    return 1;
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, sql);
  log(`Wrote ${shownOut}: ${content.topics.length} categories, ${content.guides.length} articles.`);
  return 0;
}

function parseArgs(argv: readonly string[]): GenerateSeedOptions {
  const options: GenerateSeedOptions = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--check') options.check = true;
    else if (arg === '--content' && argv[i + 1]) options.contentDir = resolve(argv[++i] ?? '');
    else if (arg === '--out' && argv[i + 1]) options.outFile = resolve(argv[++i] ?? '');
    else throw new Error(`Unknown argument "${arg}". Usage: generate-seed.ts [--check] [--content <dir>] [--out <file>]`);
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = runGenerateSeed(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
