import { defaultPorts, defineAppConfig } from '@app/shared/federation';

export default defineAppConfig({ name: 'shell', port: defaultPorts.shell });
