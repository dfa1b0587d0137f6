import { defaultPorts, defineAppConfig } from '@app/shared/federation';

export default defineAppConfig({
  name: 'admin',
  port: defaultPorts.admin,
  exposes: { './AnalyticsPage': './src/exposes/analytics-page.tsx' },
});
