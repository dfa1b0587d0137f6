import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: requirements live in docs/ (product.md, architecture.md, ...),
// and code, tests and READMEs cite them as `docs/<file>.md#<anchor>`. This test fails when a
// tracked file cites a document that is not in the repository (the old SPEC §n / DESIGN §n
// references, or a path that leaves the repository), or cites a docs/ file or anchor that does
// not exist.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const thisFile = path
  .relative(repoRoot, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Files skipped by every check below. Keep it empty: an entry hides real problems. */
const allowList: ReadonlySet<string> = new Set<string>([]);

const textFile = /\.(?:[cm]?[jt]sx?|css|sql|md|json|ya?ml|toml|html|sh|txt)$/;

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((f) => f !== '' && textFile.test(f) && f !== thisFile && f !== 'pnpm-lock.yaml' && !allowList.has(f))
    .filter((f) => existsSync(path.join(repoRoot, f)));
}

const files = trackedTextFiles();
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Hit {
  file: string;
  line: number;
  text: string;
}

function lineOf(source: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (source.charCodeAt(i) === 10) line += 1;
  return line;
}

function findAll(pattern: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    const source = read(file);
    for (const m of source.matchAll(pattern)) hits.push({ file, line: lineOf(source, m.index), text: m[0] });
  }
  return hits;
}

const show = (hits: Hit[]) => hits.map((h) => `${h.file}:${h.line}: ${h.text}`);

/** GitHub's heading anchor: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor a Markdown file offers: its headings (outside code fences) and explicit ids. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of read(file).split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = githubSlug(h[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

const insideRepo = (absolute: string) => absolute === repoRoot || absolute.startsWith(repoRoot + path.sep);
const toRepoPath = (absolute: string) => path.relative(repoRoot, absolute).split(path.sep).join('/');

interface Citation extends Hit {
  target: string;
  anchor: string | null;
}

/** `docs/x.md#a` anywhere (from the repository root, or relative with a leading ../), and in Markdown `](x.md#a)` and `](#a)`. */
function citations(): Citation[] {
  const found: Citation[] = [];
  for (const file of files) {
    const source = read(file);
    const dir = path.dirname(path.join(repoRoot, file));
    for (const m of source.matchAll(/(?<![\w./-])((?:\.\.\/)*)docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)) {
      const absolute = m[1] ? path.resolve(dir, m[1], 'docs', m[2]!) : path.join(repoRoot, 'docs', m[2]!);
      found.push({ file, line: lineOf(source, m.index), text: m[0], target: toRepoPath(absolute), anchor: m[3] ?? null });
    }
    if (!file.endsWith('.md')) continue;
    for (const m of source.matchAll(/\]\((?!https?:|mailto:|tel:|sms:)([^)\s#]*\.md)?#([^)\s]+)\)/g)) {
      const target = m[1] ? toRepoPath(path.resolve(dir, m[1])) : file;
      found.push({ file, line: lineOf(source, m.index), text: m[0], target, anchor: m[2]! });
    }
  }
  return found;
}

describe('citations of documents', () => {
  it('has tracked files to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('docs/product.md');
    expect(files).toContain('docs/architecture.md');
  });

  it('never cites SPEC §n or DESIGN §n, documents outside the repository', () => {
    const hits = findAll(/\b(?:SPEC|DESIGN)\s*§\s*\d*|\bSPEC calls? \d+|\bwire\s*§\s*\d+/g);
    expect(show(hits), 'cite docs/product.md#<anchor> or docs/architecture.md#<anchor> instead').toEqual([]);
  });

  it('never names a file or folder outside the repository', () => {
    const named = findAll(/(?<![\w-])(?:SPEC|DESIGN)\.md\b|supabase-wire\.md|\/work\/shared\b|\.\.\/shared\/(?:SPEC|DESIGN)/g);
    const escaping: Hit[] = [];
    for (const file of files) {
      const source = read(file);
      const dir = path.dirname(path.join(repoRoot, file));
      for (const m of source.matchAll(/(?<![\w./-])(?:\.\.\/)+(?:[\w@-]|\.\w)[\w@./-]*/g)) {
        if (!insideRepo(path.resolve(dir, m[0]))) escaping.push({ file, line: lineOf(source, m.index), text: m[0] });
      }
    }
    expect(show([...named, ...escaping]), 'the repository must explain itself: move what is needed into docs/').toEqual([]);
  });

  it('cites only docs and anchors that exist (GitHub-style heading slugs)', () => {
    const broken = citations().filter((c) => {
      if (!existsSync(path.join(repoRoot, c.target)) || !c.target.endsWith('.md')) return true;
      return c.anchor !== null && !anchorsOf(c.target).has(c.anchor);
    });
    expect(
      broken.map((c) => `${c.file}:${c.line}: ${c.text} -> ${c.target}${c.anchor ? `#${c.anchor}` : ''}`),
      'no such file or heading',
    ).toEqual([]);
  });

  it('is cited: product.md and architecture.md are what the code points to', () => {
    const targets = new Set(citations().map((c) => c.target));
    expect(targets).toContain('docs/product.md');
    expect(targets).toContain('docs/architecture.md');
  });
});

describe('githubSlug', () => {
  it.each([
    ['Routes', 'routes'],
    ['Beyond the original brief', 'beyond-the-original-brief'],
    ['Roles and access', 'roles-and-access'],
    ['Ports & commands', 'ports--commands'],
    ['The `chat-guide` function', 'the-chat-guide-function'],
    ['Myths vs. Facts', 'myths-vs-facts'],
    ['[Link](x.md) text', 'link-text'],
  ])('%s -> %s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });
});
