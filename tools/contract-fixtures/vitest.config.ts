import { defineConfig } from 'vitest/config';

// Proves that the remotes contract is enforced by the type-check (see contract-check.test.ts).
// Part of the root vitest run.
export default defineConfig({
  test: {
    name: 'contracts',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    // tsc on a shared 2-core machine.
    testTimeout: 120_000,
  },
});
