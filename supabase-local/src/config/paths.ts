import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file so the stack works whatever the caller's cwd is.
const here = dirname(fileURLToPath(import.meta.url));

export const packageDir = resolve(here, '..', '..');
export const repoRoot = resolve(packageDir, '..');
export const supabaseDir = resolve(repoRoot, 'supabase');
export const defaultDataDir = resolve(packageDir, '.data', 'pglite');
export const configTomlPath = resolve(supabaseDir, 'config.toml');
export const migrationsDir = resolve(supabaseDir, 'migrations');
export const seedFile = resolve(supabaseDir, 'seed.sql');
