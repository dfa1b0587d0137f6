// The composed app as data: which folder each front end builds to and where it listens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const apps = [
  { name: 'shell', port: 3000, spa: true },
  { name: 'marketing', port: 3001, spa: false },
  { name: 'library', port: 3002, spa: false },
  { name: 'chat', port: 3003, spa: false },
  { name: 'admin', port: 3004, spa: false },
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
