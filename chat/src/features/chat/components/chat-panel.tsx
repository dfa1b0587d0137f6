import { useId, type Ref } from 'react';
import { X } from 'lucide-react';
import { chatCopy } from '../../../config/chat-copy';
import type { ChatConversation } from '../hooks/use-chat-conversation';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { SuggestedPrompts } from './suggested-prompts';

interface ChatPanelProps {
  id: string;
  open: boolean;
  chat: ChatConversation;
  inputRef: Ref<HTMLInputElement>;
  onClose: () => void;
}

/**
 * The open chat: a labelled, non-modal dialog (the page stays usable). It stays mounted
 * while closed so the launcher's aria-controls always points at it.
 */
export function ChatPanel({ id, open, chat, inputRef, onClose }: ChatPanelProps) {
  const titleId = useId();
  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className={
        open
          ? 'flex h-[min(560px,75vh)] w-[min(380px,92vw)] flex-col overflow-hidden rounded-2xl border border-border bg-background text-foreground shadow-2xl'
          : 'hidden'
      }
    >
      <div className="flex items-center justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={titleId} className="text-base font-semibold">
          {chatCopy.panelTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatCopy.close}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="border-b border-border bg-accent px-4 py-2 text-xs font-medium text-accent-foreground">{chatCopy.emergency}</p>
      <MessageList messages={chat.messages} pending={chat.pending} loadingHistory={chat.loadingHistory} onNavigate={onClose} />
      {chat.showSuggestions ? <SuggestedPrompts onPick={chat.send} disabled={chat.pending || chat.loadingHistory} /> : null}
      <ChatComposer inputRef={inputRef} pending={chat.pending} onSend={chat.send} />
      <p className="px-4 pb-3 text-center text-xs text-muted-foreground">{chatCopy.disclaimer}</p>
    </div>
  );
}
