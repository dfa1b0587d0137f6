/// <reference types="node" />
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentValidationError, loadLibraryContent } from '../vite/content/load-content';
import { buildSeedSql } from '../vite/content/seed-sql';

// Writes supabase/seed.sql from the library content, so server search and the chat guide's
// passages come from the same source the library renders (SQL built by vite/content/seed-sql.ts).
//
//   npx tsx library/scripts/generate-seed.ts            write supabase/seed.sql
//   npx tsx library/scripts/generate-seed.ts --check    exit 1 when the committed file is stale

const scriptDir = dirname(fileURLToPath(import.meta.url));
export const defaultContentDir = resolve(scriptDir, '../content');
export const defaultSeedFile = resolve(scriptDir, '../../supabase/seed.sql');

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
