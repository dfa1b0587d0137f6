/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGenerateSeed } from '../../scripts/generate-seed';
import { runValidateContent } from '../../scripts/validate-content';
import { completeFixture, copyFixture, editFile, fixtureContentDir, removeTempDirs } from './__fixtures__/fixture-content';

// The two CLI scripts live in library/scripts (outside src, where vitest looks), so their
// tests sit here beside the content modules they drive.

afterAll(removeTempDirs);

function capture(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
}

describe('validate-content', () => {
  it('prints a summary and fails while guides are missing', () => {
    const { lines, log } = capture();
    expect(runValidateContent(fixtureContentDir, log)).toBe(1);
    expect(lines).toContain('Topics: 6/6 valid');
    expect(lines).toContain('Guides: 3/24 valid');
    expect(lines.some((line) => /condom-use-guide\s+45\s+1\s+3$/.test(line))).toBe(true);
    expect(lines).toContain('Errors (21):');
    expect(lines).toContain('  - guides/prep-guide.md: file: missing (one of the 24 guides in SPEC)');
  });

  it('lists content errors next to the summary of what is valid', () => {
    const dir = copyFixture();
    editFile(dir, 'guides/condom-use-guide.md', (text) => text.replace('icon: shield', 'icon: rocket'));
    const { lines, log } = capture();
    expect(runValidateContent(dir, log)).toBe(1);
    expect(lines).toContain('Guides: 2/24 valid');
    expect(lines.some((line) => line.startsWith('  - guides/condom-use-guide.md: icon: "rocket"'))).toBe(true);
  });

  it('passes on complete, valid content and shows number warnings without failing', () => {
    const dir = completeFixture();
    editFile(dir, 'guides/science-based-sti-info.md', (text) => text.replace('Facts beat fear.', 'Facts beat fear, 24/7.'));
    const { lines, log } = capture();
    expect(runValidateContent(dir, log)).toBe(0);
    expect(lines).toContain('Errors: none');
    expect(lines).toContain("  - guides/science-based-sti-info.md: body: number(s) not in SPEC's list: 24");
  });
});

describe('generate-seed', () => {
  it('writes the seed from partial content with a warning, then --check passes', () => {
    const out = join(copyFixture(), 'seed.sql');
    const { lines, log } = capture();
    expect(runGenerateSeed({ contentDir: fixtureContentDir, outFile: out, log })).toBe(0);
    expect(lines[0]).toMatch(/^Warning: 21 of 24 guides missing, generating from the 3 found: /);
    expect(readFileSync(out, 'utf8')).toContain("'Testing: What''s Your Rhythm?'");
    expect(runGenerateSeed({ contentDir: fixtureContentDir, outFile: out, check: true, log })).toBe(0);
  });

  it('--check fails when the file is stale or missing, and never writes', () => {
    const dir = copyFixture();
    const out = join(dir, 'seed.sql');
    const { lines, log } = capture();
    expect(runGenerateSeed({ contentDir: dir, outFile: out, check: true, log })).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(lines.at(-1)).toMatch(/seed\.sql is missing\. Run: npx tsx library\/scripts\/generate-seed\.ts$/);

    runGenerateSeed({ contentDir: dir, outFile: out, log });
    editFile(dir, 'guides/condom-use-guide.md', (text) => text.replace('Pick one that', 'Choose one that'));
    expect(runGenerateSeed({ contentDir: dir, outFile: out, check: true, log })).toBe(1);
    expect(lines.at(-1)).toMatch(/seed\.sql is out of date\./);
  });

  it('refuses to generate from invalid content', () => {
    const dir = copyFixture();
    const out = join(dir, 'seed.sql');
    writeFileSync(join(dir, 'topics', 'myths-vs-facts.yaml'), 'id: myths-vs-facts\n');
    const { lines, log } = capture();
    expect(runGenerateSeed({ contentDir: dir, outFile: out, log })).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(lines.some((line) => line.startsWith('  - topics/myths-vs-facts.yaml: title: is required'))).toBe(true);
  });
});
