import { defaultPorts, defineAppConfig } from '@app/shared/federation';

export default defineAppConfig({
  name: 'marketing',
  port: defaultPorts.marketing,
  exposes: { './Landing': './src/exposes/landing.tsx', './Legal': './src/exposes/legal.tsx' },
});
