import { defaultPorts, defineAppConfig } from '@app/shared/federation';

export default defineAppConfig({
  name: 'chat',
  port: defaultPorts.chat,
  exposes: { './ChatWidget': './src/exposes/chat-widget.tsx' },
});
