import { defaultPorts, defineAppConfig } from '@app/shared/federation';

export default defineAppConfig({
  name: 'library',
  port: defaultPorts.library,
  exposes: { './LibraryRoutes': './src/exposes/library-routes.tsx' },
});
