// The composed app as data: which folder each front end builds to and where it listens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The remotes contract's data (shared/src/contracts/remotes.ts gives it types): names and ports.
// A relative path, not the package name: the launcher runs before pnpm has installed anything.
import contract from '../shared/src/contracts/remotes.json' with { type: 'json' };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The host (an SPA: unknown paths answer index.html), then every remote. */
export const apps = [
  ...Object.entries(contract.host).map(([name, { port }]) => ({ name, port, spa: true })),
  ...Object.entries(contract.remotes).map(([name, { port }]) => ({ name, port, spa: false })),
];

export const stack = {
  apiUrl: 'http://127.0.0.1:54321',
  inboxUrl: 'http://127.0.0.1:54324',
  // Supabase's well-known local demo key: public by design, never used in production.
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
};

/** Build-time env of the front ends: the caller's values win over the local defaults. */
export function frontEndEnv(env = process.env) {
  return {
    ...env,
    VITE_SUPABASE_URL: env.VITE_SUPABASE_URL ?? stack.apiUrl,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? stack.anonKey,
  };
}

export function distOf(name) {
  return path.join(repoRoot, name, 'dist');
}
