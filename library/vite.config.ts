import { fileURLToPath } from 'node:url';
import { defaultPorts, defineAppConfig } from '@app/shared/federation';
import { libraryContentPlugin } from './vite/library-content-plugin';

export default defineAppConfig({
  name: 'library',
  port: defaultPorts.library,
  exposes: { './LibraryRoutes': './src/exposes/library-routes.tsx' },
  extra: {
    // Validates library/content at build start and serves it as code-split virtual modules.
    // LIBRARY_CONTENT_DIR builds another content folder (a draft, or the e2e suite's variant with
    // one more guide: e2e/tests/library-deploy.spec.ts).
    plugins: [
      libraryContentPlugin({ contentDir: process.env.LIBRARY_CONTENT_DIR ?? fileURLToPath(new URL('./content', import.meta.url)) }),
    ],
  },
});
