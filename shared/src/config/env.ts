// Checked by hand rather than with zod: the env is read when supabase-js is created, which on a
// members' page is on the path to its first render, and zod (23 KB gzip) would be downloaded for
// two settings. zod still checks the forms (auth/credentials-schema.ts), loaded with them.

export interface AppEnv {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
}

type Check = (value: string) => string | null;

/** What a URL must be: text `URL` can parse (the check zod's `z.url()` made), leading and trailing space ignored. */
const isUrl: Check = (value) => {
  try {
    new URL(value.trim());
    return null;
  } catch {
    return 'must be the URL of the Supabase project';
  }
};

const checks: Record<keyof AppEnv, Check> = {
  VITE_SUPABASE_URL: isUrl,
  VITE_SUPABASE_ANON_KEY: (value) => (value.length >= 20 ? null : 'must be the public anonymous key'),
};

/**
 * Parses the build-time env once. Fails with the list of what is missing so a
 * misconfigured deployment says exactly which variable to set.
 */
export function parseEnv(source: Record<string, unknown>): AppEnv {
  const problems: string[] = [];
  for (const [key, check] of Object.entries(checks) as [keyof AppEnv, Check][]) {
    const value = source[key];
    if (value === undefined || value === '') problems.push(`${key} (missing)`);
    else if (typeof value !== 'string') problems.push(`${key} (must be text)`);
    else {
      const problem = check(value);
      if (problem) problems.push(`${key} (${problem})`);
    }
  }
  if (problems.length > 0) throw new Error(`The following variables are missing or invalid: ${problems.join(', ')}`);
  // z.url() answered the URL trimmed, without the tabs and line breaks URL parsing ignores.
  return {
    VITE_SUPABASE_URL: (source.VITE_SUPABASE_URL as string).trim().replace(/[\t\n\r]/g, ''),
    VITE_SUPABASE_ANON_KEY: source.VITE_SUPABASE_ANON_KEY as string,
  };
}

export function readEnv(): AppEnv {
  return parseEnv({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
}
