import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The workspace's ESLint config (eslint.config.js), run through ESLint's Node API on files that
// break its rules on purpose (fixtures/, which the normal `pnpm lint` run ignores). If the import
// resolver stops reading .ts/.tsx files, no-cycle and no-restricted-paths go silent: these fail.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, ignore: false });
});

/** Lints a fixture's text as if it lived at `asPath` (relative to the repository root). */
async function ruleIdsAt(fixtureName: string, asPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(fixture(fixtureName), 'utf8'), { filePath: path.join(repoRoot, asPath) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('eslint.config.js', () => {
  it('rejects an import cycle between two TypeScript modules', async () => {
    const results = await eslint.lintFiles([fixture('cycle/a.ts'), fixture('cycle/b.ts')]);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    }
    expect(results).toHaveLength(2);
  });

  it('rejects an app importing another app, on the resolved file as well as on the import string', async () => {
    const ids = await ruleIdsAt('cross-app.ts', 'chat/src/lint-fixture.ts');
    expect(ids).toContain('import-x/no-restricted-paths');
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects e2e reaching past the local stack’s public entry', async () => {
    expect(await ruleIdsAt('e2e-internal.ts', 'e2e/bench/lint-fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('accepts e2e using @app/supabase-local, the public entry', async () => {
    const [result] = await eslint.lintText("export { loadStackConfig } from '@app/supabase-local';\n", {
      filePath: path.join(repoRoot, 'e2e/bench/lint-fixture.ts'),
    });
    expect(result!.messages).toEqual([]);
  });

  it('rejects an accessibility error in a component', async () => {
    const [result] = await eslint.lintFiles([fixture('inaccessible.tsx')]);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['jsx-a11y/alt-text']);
  });
});
