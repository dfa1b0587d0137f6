import { fileURLToPath } from 'node:url';
import { defaultPorts, defineAppConfig } from '@app/shared/federation';
import { libraryContentPlugin } from './vite/library-content-plugin';

export default defineAppConfig({
  name: 'library',
  port: defaultPorts.library,
  exposes: { './LibraryRoutes': './src/exposes/library-routes.tsx' },
  extra: {
    // Validates library/content at build start and serves it as code-split virtual modules.
    plugins: [libraryContentPlugin({ contentDir: fileURLToPath(new URL('./content', import.meta.url)) })],
  },
});
