/**
 * The real `guide_passages` rows, read from supabase/seed.sql (generated from the 24 guides of
 * library/content/guides): the unit tests of the look-alike topics answer from the guides'
 * own text, not from the smaller fixture of passages.ts. Node only (tests and the eval).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuidePassage } from '../types.ts';

type Row = Omit<GuidePassage, 'rank'>;

const SEED = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'seed.sql');

/** One SQL string literal starting at `start` (a quote): its value and the index after it. */
function readLiteral(sql: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    const quote = sql.indexOf("'", i);
    if (quote < 0) throw new Error('seed.sql: unterminated string literal');
    value += sql.slice(i, quote);
    if (sql[quote + 1] === "'") {
      value += "'";
      i = quote + 2;
    } else {
      return { value, end: quote + 1 };
    }
  }
}

/** Parses the `insert into public.guide_passages … values (…), (…);` statements. */
export function parseSeedPassages(sql: string): Row[] {
  const rows: Row[] = [];
  const marker = 'insert into public.guide_passages (slug, guide_title, heading, content, position) values';
  let at = sql.indexOf(marker);
  while (at >= 0) {
    let i = at + marker.length;
    for (;;) {
      const open = sql.indexOf('(', i);
      const fields: string[] = [];
      i = open + 1;
      for (let f = 0; f < 4; f++) {
        const quote = sql.indexOf("'", i);
        const { value, end } = readLiteral(sql, quote);
        fields.push(value);
        i = end;
      }
      const close = sql.indexOf(')', i);
      rows.push({ slug: fields[0]!, guide_title: fields[1]!, heading: fields[2]!, content: fields[3]! });
      i = close + 1;
      const next = sql.slice(i).match(/^\s*([,;])/);
      if (!next || next[1] === ';') break;
    }
    at = sql.indexOf(marker, i);
  }
  return rows;
}

let cached: Row[] | undefined;

export function seedPassages(): readonly Row[] {
  cached ??= parseSeedPassages(readFileSync(SEED, 'utf8'));
  return cached;
}

/** What each guide says it is about: its subtitle and keywords, as seeded in public.articles. */
export interface GuideAbout {
  slug: string;
  subtitle: string;
  keywords: string[];
}

/** Parses the `insert into public.articles … values (…), (…);` statement (the guides' front matter). */
export function parseSeedAbout(sql: string): GuideAbout[] {
  const marker =
    'insert into public.articles (slug, article_key, title, subtitle, summary, body, category_id, tags, keywords, featured, reading_time_minutes) values';
  const at = sql.indexOf(marker);
  if (at < 0) return [];
  const guides: GuideAbout[] = [];
  let i = at + marker.length;
  for (;;) {
    i = sql.indexOf('(', i) + 1;
    const fields: string[] = [];
    // slug, article_key, title, subtitle, summary, body, category_id
    for (let f = 0; f < 7; f++) {
      const { value, end } = readLiteral(sql, sql.indexOf("'", i));
      fields.push(value);
      i = end;
    }
    // tags, then keywords: array['…', …]::text[]
    const arrays: string[][] = [];
    for (let a = 0; a < 2; a++) {
      const open = sql.indexOf('array[', i) + 'array['.length;
      const items: string[] = [];
      i = open;
      const more = /\s*,\s*'/y;
      while (sql[i] === "'" || ((more.lastIndex = i), more.test(sql))) {
        const { value, end } = readLiteral(sql, sql.indexOf("'", i));
        items.push(value);
        i = end;
      }
      arrays.push(items);
      i = sql.indexOf(']', i) + 1;
    }
    guides.push({ slug: fields[0]!, subtitle: fields[3]!, keywords: arrays[1]! });
    const close = sql.indexOf(')', i);
    i = close + 1;
    const next = sql.slice(i).match(/^\s*([,;])/);
    if (!next || next[1] === ';') break;
  }
  return guides;
}

let about: GuideAbout[] | undefined;

export function seedAbout(): readonly GuideAbout[] {
  about ??= parseSeedAbout(readFileSync(SEED, 'utf8'));
  return about;
}
