// Test-time only: one vitest project shape for @app/shared, the shell and every remote.
// The setup file adds jest-dom's matchers at run time; this reference adds their types to every
// package whose tsconfig includes its vitest.config.ts.
/// <reference types="@testing-library/jest-dom/vitest" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

interface AppVitestOptions {
  /** The project's name in the root vitest.config.ts run. */
  name: string;
  /** Test files, relative to the package; default: everything under src/. */
  include?: string[];
  plugins?: PluginOption[];
}

export function defineAppVitestConfig({ name, include = ['src/**/*.test.{ts,tsx}'], plugins = [] }: AppVitestOptions) {
  // Testing Library's matchers and cleanup, for every package.
  const setupFile = fileURLToPath(new URL('../src/testing/setup.ts', import.meta.url));
  return defineConfig({
    plugins: [react(), ...plugins],
    test: { name, environment: 'happy-dom', include, setupFiles: [setupFile] },
  });
}
