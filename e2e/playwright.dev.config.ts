import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { reporter, use } from './playwright.shared';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'candor-dev-db-'));

/**
 * The dev-mode smoke test: `pnpm dev` as a team runs it all day (five Vite dev servers with
 * hot reload and the local stack), tried the way a person would. Runs after the production
 * suite in `npm test`, on the same ports.
 */
export default defineConfig({
  testDir: './dev-tests',
  outputDir: './test-results-dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter,
  use,
  webServer: {
    // The launcher itself, as `pnpm dev` runs it. Stopped with SIGTERM, which it passes to every
    // dev server (they run in process groups of their own, out of reach of a group SIGKILL).
    command: 'node ../launcher/cli.mjs dev',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    cwd: import.meta.dirname,
    url: 'http://localhost:3000/',
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    env: { SUPABASE_LOCAL_DATA_DIR: dataDir, GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '10000' },
  },
});
