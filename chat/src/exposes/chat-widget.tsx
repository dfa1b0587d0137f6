import '@app/shared/styles/remote.css';
import type { RemoteExpose, RemoteProps } from '@app/shared/contracts';
import { ChatWidget } from '../features/chat/components/chat-widget';

/** `./ChatWidget`: mounted by the shell on `/`, open at once when the visitor already asked. */
function ChatWidgetRemote({ defaultOpen = false }: RemoteProps<'chat', './ChatWidget'>) {
  return <ChatWidget defaultOpen={defaultOpen} />;
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default ChatWidgetRemote satisfies RemoteExpose<'chat', './ChatWidget'>;
