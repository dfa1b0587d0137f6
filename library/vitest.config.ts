import { fileURLToPath } from 'node:url';
// By path, not by package name: vitest loads its config with plain Node, which cannot run a
// workspace package's .ts files (vite.config.ts gets `--configLoader runner` instead).
import { defineAppVitestConfig } from '../shared/federation/index.ts';
import { libraryContentPlugin } from './vite/library-content-plugin';

export default defineAppVitestConfig({
  name: 'library',
  // vite/ holds the build-time content pipeline; its tests run in node (see each file's header).
  include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
  // The real content as virtual modules, so page tests render what users read.
  plugins: [libraryContentPlugin({ contentDir: fileURLToPath(new URL('./content', import.meta.url)) })],
});
