import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { libraryContentPlugin } from './vite/library-content-plugin';

export default defineConfig({
  // The real content as virtual modules, so page tests render what users read.
  plugins: [react(), libraryContentPlugin({ contentDir: fileURLToPath(new URL('./content', import.meta.url)) })],
  test: {
    name: 'library',
    environment: 'happy-dom',
    // vite/ holds the build-time content pipeline; its tests run in node (see each file's header).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
