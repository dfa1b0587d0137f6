// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { libraryContentPlugin, loadContentForBuild } from './library-content-plugin';
import { virtualModuleSource } from './virtual-modules';

const realContent = resolve(import.meta.dirname, '../content');
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'library-plugin-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function copyContent(name: string): string {
  const dir = join(work, name);
  cpSync(realContent, dir, { recursive: true });
  return dir;
}

/** Builds a tiny app that imports the loaders and one guide through dynamic import(). */
async function buildWith(contentDir: string) {
  const root = join(work, `app-${Math.random().toString(36).slice(2)}`);
  cpSync(join(import.meta.dirname, '__fixtures__/app'), root, { recursive: true });
  return build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [libraryContentPlugin({ contentDir })],
    build: { write: false, minify: false, rollupOptions: { input: join(root, 'entry.js') } },
  }) as Promise<Rolldown.RolldownOutput | Rolldown.RolldownOutput[]>;
}

describe('loadContentForBuild', () => {
  it('loads the real content: 24 guides, 6 topics', () => {
    const content = loadContentForBuild(realContent);
    expect(content.guides).toHaveLength(24);
    expect(content.topics).toHaveLength(6);
  });

  it('names the file and the field of a broken front matter', () => {
    const dir = copyContent('broken-title');
    const file = join(dir, 'guides/prep-guide.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: ""'));
    expect(() => loadContentForBuild(dir)).toThrow(/guides\/prep-guide\.md: title: must not be empty/);
  });
});

describe('virtual modules', () => {
  const content = loadContentForBuild(realContent);

  it('index holds topic cards and guide summaries, not guide bodies', () => {
    const source = virtualModuleSource('virtual:library/index', content);
    expect(typeof source).toBe('string');
    expect(source).toContain('"sexual-health-basics"');
    expect(source).toContain('"keywords"');
    expect(source).not.toContain('"html"');
    expect(source).not.toContain('"hub"');
  });

  it('a guide module holds its rendered body and its 3 related cards', () => {
    const source = virtualModuleSource('virtual:library/guide/prep-guide', content) as string;
    const guide = JSON.parse(source.replace(/^export default /, '').replace(/;\s*$/, '')) as {
      frontMatter: { slug: string };
      html: string;
      related: { slug: string; title: string }[];
    };
    expect(guide.frontMatter.slug).toBe('prep-guide');
    expect(guide.html).toContain('<h2 id=');
    expect(guide.html).toContain('data-internal-link');
    expect(guide.related).toHaveLength(3);
  });

  it('unknown ids are errors that say what exists', () => {
    expect(virtualModuleSource('virtual:library/guide/nope', content)).toBeInstanceOf(Error);
    expect(String(virtualModuleSource('virtual:library/whatever', content))).toMatch(/expected index, loaders/);
  });
});

describe('libraryContentPlugin in a build', () => {
  it('puts every guide in its own chunk', async () => {
    const result = await buildWith(realContent);
    const output = (Array.isArray(result) ? result[0] : result)!.output;
    const chunks = output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    // The entry (index + loaders) has no guide body in it.
    expect(entry.code).not.toContain('PrEP, short for pre-exposure prophylaxis');
    const withPrep = chunks.filter((chunk) => chunk.code.includes('PrEP, short for pre-exposure prophylaxis'));
    expect(withPrep).toHaveLength(1);
    expect(withPrep[0]!.isDynamicEntry).toBe(true);
    const guideChunks = chunks.filter((chunk) => chunk.code.includes('"frontMatter"'));
    expect(guideChunks).toHaveLength(24);
  }, 60_000);

  it('fails the build naming the file and field of a broken front matter', async () => {
    const dir = copyContent('broken-category');
    const file = join(dir, 'guides/condom-use-guide.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category: .*$/m, 'category: nowhere'));
    await expect(buildWith(dir)).rejects.toThrow(/guides\/condom-use-guide\.md: category: "nowhere" is not a known topic id/);
  }, 60_000);
});
