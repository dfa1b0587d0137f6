import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The remotes contract (shared/src/contracts/remotes.ts) is only worth something if the
// type-check enforces it on both sides. `tsc --noEmit` runs on two tiny programs shaped like the
// real ones: a remote's exposed file (`export default Legal satisfies RemoteExpose<…>`, as in
// marketing/src/exposes/legal.tsx) and the host loading it through the contract's types (as
// shell/src/features/remotes/remote-registry.ts does). fixtures/right must compile;
// fixtures/wrong breaks the contract on purpose and every break must be reported.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const tscBin = createRequire(path.join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');

interface TscRun {
  status: number | null;
  /** `file(line,col): error TSxxxx` for every error, file relative to the fixture folder. */
  errors: string[];
  output: string;
}

function typeCheck(fixture: 'right' | 'wrong'): TscRun {
  const dir = path.join(import.meta.dirname, 'fixtures', fixture);
  const run = spawnSync(process.execPath, [tscBin, '--noEmit', '--pretty', 'false', '-p', path.join(dir, 'tsconfig.json')], {
    cwd: dir,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  const errors = [...output.matchAll(/^(.+?)\((\d+),(\d+)\): error (TS\d+)/gm)].map(
    ([, file, line, col, code]) => `${path.basename(file!)}(${line},${col}): ${code}`,
  );
  return { status: run.status, errors, output };
}

describe('the remotes contract, enforced by tsc', () => {
  it('accepts an exposed module and a host that both follow the contract', () => {
    const run = typeCheck('right');
    expect(run.errors, run.output).toEqual([]);
    expect(run.status, run.output).toBe(0);
  });

  it('reports every break of the contract, on the remote side and on the host side', () => {
    const run = typeCheck('wrong');
    expect(run.status, run.output).not.toBe(0);
    expect(run.errors.sort(), run.output).toEqual(
      [
        // The remote renamed its prop: its default export no longer satisfies RemoteExpose<'marketing', './Legal'>.
        'remote-expose.tsx(9,22): TS1360',
        // The host passes a legal page the contract does not name.
        'host-mount.tsx(9,17): TS2769',
        // The host passes a prop of the wrong type.
        'host-mount.tsx(14,22): TS2769',
        // The host loads a module no remote exposes.
        'host-mount.tsx(18,27): TS2345',
      ].sort(),
    );
    expect(run.output).toContain(`does not satisfy the expected type 'RemoteExpose<"marketing", "./Legal">'`);
    expect(run.output).toContain(`Property 'document' is missing in type '{ page: LegalPageId; }'`);
    expect(run.output).toContain(`Type '"cookie-policy"' is not assignable to type 'LegalPageId'`);
    expect(run.output).toContain(`Argument of type '"marketing/Cookies"' is not assignable to parameter of type 'RemoteModuleId'`);
  });
});
