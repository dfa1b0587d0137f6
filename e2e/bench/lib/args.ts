// Command-line flags of the benchmark scripts: `--name value` or `--name=value`, `--flag`.
// Bad input stops the script with a message naming the flag and what it accepts.

export type FlagSpec =
  | { kind: 'int'; default: number; min: number; max?: number; help: string }
  | { kind: 'bool'; help: string }
  | { kind: 'choice'; choices: readonly string[]; default: string; help: string };

type ValueOf<S extends FlagSpec> = S extends { kind: 'int' } ? number : S extends { kind: 'bool' } ? boolean : string;
export type FlagValues<T extends Record<string, FlagSpec>> = { [K in keyof T]: ValueOf<T[K]> };

export class UsageError extends Error {
  override name = 'UsageError';
}

function parseValue(name: string, spec: FlagSpec, raw: string): number | string {
  if (spec.kind === 'int') {
    if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
    const n = Number(raw);
    if (n < spec.min || (spec.max !== undefined && n > spec.max)) {
      throw new UsageError(`--${name} must be between ${spec.min} and ${spec.max ?? 'any size'}, got ${n}`);
    }
    return n;
  }
  if (spec.kind === 'choice' && !spec.choices.includes(raw)) {
    throw new UsageError(`--${name} must be one of ${spec.choices.join(', ')}, got "${raw}"`);
  }
  return raw;
}

export function parseFlags<T extends Record<string, FlagSpec>>(argv: readonly string[], specs: T): FlagValues<T> {
  const values: Record<string, number | string | boolean> = {};
  for (const [name, spec] of Object.entries(specs)) values[name] = spec.kind === 'bool' ? false : spec.default;
  // `pnpm bench:load -- --members 5` may hand the separator through: it carries no meaning here.
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unexpected argument "${arg}"; flags look like --name value`);
    const name = match[1]!;
    const spec = specs[name];
    if (!spec)
      throw new UsageError(
        `unknown flag --${name}; known: ${Object.keys(specs)
          .map((k) => `--${k}`)
          .join(', ')}`,
      );
    if (spec.kind === 'bool') {
      if (match[2] !== undefined) throw new UsageError(`--${name} takes no value`);
      values[name] = true;
      continue;
    }
    const raw = match[2] ?? args[i + 1];
    if (raw === undefined || (match[2] === undefined && raw.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    if (match[2] === undefined) i += 1;
    values[name] = parseValue(name, spec, raw);
  }
  return values as FlagValues<T>;
}

export function usage(script: string, specs: Record<string, FlagSpec>): string {
  const lines = Object.entries(specs).map(([name, spec]) => {
    const value = spec.kind === 'int' ? ' <n>' : spec.kind === 'choice' ? ` <${spec.choices.join('|')}>` : '';
    const fallback = spec.kind === 'bool' ? '' : ` (default ${spec.default})`;
    return `  --${name}${value}  ${spec.help}${fallback}`;
  });
  return [`usage: ${script} [flags]`, ...lines].join('\n');
}

/** Runs a script's main; a usage error prints the message and usage and exits 2, other failures exit 1. */
export function runCli(script: string, specs: Record<string, FlagSpec>, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage(script, specs)}`);
      process.exit(2);
    }
    console.error(`${script} could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
