import { describe, expect, it } from 'vitest';
import { parseFlags, usage, type FlagSpec } from './args';

const specs = {
  members: { kind: 'int', default: 50, min: 1, max: 500, help: 'members' },
  quick: { kind: 'bool', help: 'smaller run' },
  database: { kind: 'choice', choices: ['postgres', 'pglite'], default: 'postgres', help: 'database' },
} satisfies Record<string, FlagSpec>;

describe('parseFlags', () => {
  it('returns the defaults when nothing is given', () => {
    expect(parseFlags([], specs)).toEqual({ members: 50, quick: false, database: 'postgres' });
  });

  it('reads values given apart or with =, and ignores the pnpm separator', () => {
    expect(parseFlags(['--', '--members', '5', '--database=pglite', '--quick'], specs)).toEqual({
      members: 5,
      quick: true,
      database: 'pglite',
    });
  });

  it('names the flag and the problem on bad input', () => {
    expect(() => parseFlags(['--members', 'many'], specs)).toThrow('--members must be a whole number, got "many"');
    expect(() => parseFlags(['--members', '0'], specs)).toThrow('--members must be between 1 and 500, got 0');
    expect(() => parseFlags(['--members'], specs)).toThrow('--members needs a value');
    expect(() => parseFlags(['--members', '--quick'], specs)).toThrow('--members needs a value');
    expect(() => parseFlags(['--database', 'mysql'], specs)).toThrow('--database must be one of postgres, pglite, got "mysql"');
    expect(() => parseFlags(['--seconds', '5'], specs)).toThrow('unknown flag --seconds');
    expect(() => parseFlags(['--quick=yes'], specs)).toThrow('--quick takes no value');
    expect(() => parseFlags(['fifty'], specs)).toThrow('unexpected argument "fifty"');
  });
});

describe('usage', () => {
  it('lists every flag with its default', () => {
    const text = usage('bench:load', specs);
    expect(text).toContain('--members <n>  members (default 50)');
    expect(text).toContain('--database <postgres|pglite>');
    expect(text).toContain('--quick  smaller run');
  });
});
