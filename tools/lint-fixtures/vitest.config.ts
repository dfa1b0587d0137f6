import { defineConfig } from 'vitest/config';

// Proves that the ESLint rules fire (see eslint-rules.test.ts). Part of the root vitest run.
export default defineConfig({
  test: {
    name: 'lint',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    // ESLint parses and resolves a fair part of the tree for no-cycle on a shared 2-core machine.
    testTimeout: 120_000,
  },
});
