import { defineConfig } from 'vitest/config';

// The benchmark helpers' and the launcher's own tests: `npx vitest run --config e2e/bench/lib/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts', '../../../server/**/*.test.ts'],
    environment: 'node',
  },
});
