import { defineConfig } from 'vitest/config';

// One vitest run over every package; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'marketing',
      'library',
      'chat',
      'admin',
      'supabase-local',
      'e2e/bench/lib/vitest.config.ts',
      'tools/lint-fixtures/vitest.config.ts',
      'tools/docs/vitest.config.ts',
    ],
  },
});
