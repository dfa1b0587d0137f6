import { defineConfig } from 'vitest/config';
// The host and the remotes, from the remotes contract (shared/src/contracts/remotes.ts).
import contract from './shared/src/contracts/remotes.json' with { type: 'json' };

// One vitest run over every package; each package keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'shared',
      ...Object.keys(contract.host),
      ...Object.keys(contract.remotes),
      'supabase-local',
      'e2e/bench/lib/vitest.config.ts',
      'tools/lint-fixtures/vitest.config.ts',
      'tools/docs/vitest.config.ts',
      'tools/contract-fixtures/vitest.config.ts',
    ],
  },
});
