import { defineConfig } from 'vitest/config';

// Repository checks on docs/ and the citations of it (see docs-citations.test.ts). Part of the root vitest run.
export default defineConfig({
  test: {
    name: 'docs',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
  },
});
