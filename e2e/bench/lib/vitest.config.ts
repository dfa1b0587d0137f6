import { defineConfig } from 'vitest/config';

// The benchmark helpers' own tests: `npx vitest run --config e2e/bench/lib/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
