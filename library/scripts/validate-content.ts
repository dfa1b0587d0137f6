/// <reference types="node" />
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentValidationError, loadLibraryContent, type LibraryContent } from '../vite/content/load-content';
import { guideSlugs, isSpecGuide, topicIds } from '../vite/content/schema';

// Checks the library content against the contract and prints a summary.
//
//   npx tsx library/scripts/validate-content.ts [--content <dir>]
//
// Exits 1 on any problem, missing guides included.

const defaultContentDir = resolve(dirname(fileURLToPath(import.meta.url)), '../content');

function summary(content: LibraryContent | undefined, log: (line: string) => void): void {
  if (!content) return;
  log(`Topics: ${content.topics.length}/${topicIds.length} valid`);
  const beyondSpec = content.guides.filter((guide) => !isSpecGuide(guide.frontMatter.slug)).length;
  log(
    `Guides: ${content.guides.length - beyondSpec}/${guideSlugs.length} valid${beyondSpec > 0 ? `, plus ${beyondSpec} beyond SPEC's` : ''}`,
  );
  if (content.guides.length > 0) {
    const width = Math.max(...content.guides.map((guide) => guide.frontMatter.slug.length));
    log(`  ${'slug'.padEnd(width)}  words  min  sections`);
    for (const guide of content.guides) {
      const { slug } = guide.frontMatter;
      log(
        `  ${slug.padEnd(width)}  ${String(guide.wordCount).padStart(5)}  ${String(guide.readingTimeMinutes).padStart(3)}  ${String(guide.sections.length).padStart(8)}`,
      );
    }
    const total = content.guides.reduce((sum, guide) => sum + guide.wordCount, 0);
    log(`  total words: ${total}`);
  }
}

/** Runs the validation; returns the process exit code. */
export function runValidateContent(contentDir = defaultContentDir, log = (line: string) => console.log(line)): number {
  log(`Library content: ${contentDir}`);
  let content: LibraryContent | undefined;
  let problems: string[] = [];
  try {
    content = loadLibraryContent(contentDir, { allowMissingGuides: true });
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    content = error.partial;
    problems = [...error.problems];
  }
  summary(content, log);

  // Missing guides fail validation; the loader only lets them through so the rest gets checked.
  const missing = (content?.missingGuides ?? []).map((slug) => `guides/${slug}.md: file: missing (one of the 24 guides in SPEC)`);
  const errors = [...missing, ...problems];
  const warnings = (content?.warnings ?? []).filter((warning) => !warning.includes(': file: missing'));

  if (warnings.length > 0) {
    log(`Warnings (${warnings.length}):`);
    for (const warning of warnings) log(`  - ${warning}`);
  }
  if (errors.length > 0) {
    log(`Errors (${errors.length}):`);
    for (const error of errors) log(`  - ${error}`);
    return 1;
  }
  log('Errors: none');
  return 0;
}

function parseArgs(argv: readonly string[]): string {
  if (argv.length === 0) return defaultContentDir;
  if (argv.length === 2 && argv[0] === '--content' && argv[1]) return resolve(argv[1]);
  throw new Error('Usage: validate-content.ts [--content <dir>]');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = runValidateContent(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
