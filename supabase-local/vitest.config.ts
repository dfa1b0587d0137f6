import { defineConfig } from 'vitest/config';

// Database tests start PGlite instances and throw-away PostgreSQL servers: generous time-outs.
export default defineConfig({
  test: {
    name: 'supabase-local',
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', '../supabase/functions/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // Two cores shared with everything else: keep PGlite/PostgreSQL instances few at a time.
    maxWorkers: 2,
    // Runs after the front-end projects, which use the default group.
    sequence: { groupOrder: 1 },
  },
});
