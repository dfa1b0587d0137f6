import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'library',
    environment: 'happy-dom',
    // vite/ holds the build-time content pipeline; its tests run in node (see each file's header).
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
