/// <reference types="node" />
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guidePlacements, guideSlugs, type GuideSlug } from '../schema';

// Test helpers: a small hand-written content folder (3 guides, 6 topics) plus writable copies,
// so tests never depend on the real guides, which other people are still writing.

export const fixtureContentDir = join(dirname(fileURLToPath(import.meta.url)), 'content');

const tempDirs: string[] = [];

/** A writable copy of the fixture folder; removed by `removeTempDirs`. */
export function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'library-content-'));
  tempDirs.push(dir);
  cpSync(fixtureContentDir, dir, { recursive: true });
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A small valid guide for any slug, placed where SPEC puts it. */
export function minimalGuide(slug: GuideSlug, overrides: Record<string, string> = {}): string {
  const placement = guidePlacements[slug];
  const related = guideSlugs.filter((other) => other !== slug).slice(0, 3);
  const lines: Record<string, string> = {
    slug,
    title: `"Guide ${slug}"`,
    description: '"A short description."',
    summary: '"A short summary."',
    category: placement.category,
    articleId: slug,
    backPath: placement.backPath,
    icon: 'info',
    keywords: '[one, two, three, four]',
    tags: '[alpha, beta]',
    related: `[${related.join(', ')}]`,
    ...(placement.extraBackButton
      ? { extraBackButton: `{ text: "${placement.extraBackButton.text}", path: "${placement.extraBackButton.path}" }` }
      : {}),
    ...(placement.cta ? { cta: `{ text: "${placement.cta.text}", path: "${placement.cta.path}" }` } : {}),
    ...overrides,
  };
  const frontMatter = Object.entries(lines).map(([key, value]) => `${key}: ${value}`);
  return `---\n${frontMatter.join('\n')}\n---\nAn intro paragraph.\n\n## Big Takeaway\n\nThe end.\n`;
}

/** A copy of the fixture with all 24 guides present. */
export function completeFixture(): string {
  const dir = copyFixture();
  const present = new Set(['condom-use-guide', 'testing-schedule-best-practices', 'science-based-sti-info']);
  for (const slug of guideSlugs) {
    if (!present.has(slug)) writeFileSync(join(dir, 'guides', `${slug}.md`), minimalGuide(slug));
  }
  return dir;
}

/** Rewrites one file of a content folder. */
export function editFile(dir: string, file: string, edit: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}
