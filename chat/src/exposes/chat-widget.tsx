import '@app/shared/styles/remote.css';
import { ChatWidget } from '../features/chat/components/chat-widget';

/** `./ChatWidget`: mounted by the shell on `/`, open at once when the visitor already asked. */
export default function ChatWidgetRemote({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return <ChatWidget defaultOpen={defaultOpen} />;
}
