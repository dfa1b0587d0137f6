import { z } from 'zod';

// No `new Function` probe: the site's Content-Security-Policy forbids eval, and
// Chromium reports even a caught attempt as a violation. The setting is page-wide.
z.config({ jitless: true });

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'must be the URL of the Supabase project' }),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, { message: 'must be the public anonymous key' }),
});

export type AppEnv = z.infer<typeof envSchema>;

/**
 * Parses the build-time env once. Fails with the list of what is missing so a
 * misconfigured deployment says exactly which variable to set.
 */
export function parseEnv(source: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return source[key] === undefined || source[key] === '' ? `${key} (missing)` : `${key} (${issue.message})`;
    });
    throw new Error(`The following variables are missing or invalid: ${problems.join(', ')}`);
  }
  return result.data;
}

export function readEnv(): AppEnv {
  return parseEnv({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
}
