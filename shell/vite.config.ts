import { defaultPorts, defineAppConfig } from '@app/shared/federation';
import { membersPreloadPlugin } from './src/features/members/members-preload';

export default defineAppConfig({ name: 'shell', port: defaultPorts.shell, extra: { plugins: [membersPreloadPlugin()] } });
