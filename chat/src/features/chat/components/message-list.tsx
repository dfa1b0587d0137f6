import { useEffect, useRef } from 'react';
import { chatCopy } from '../../../config/chat-copy';
import type { ChatMessage } from '../types';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  loadingHistory: boolean;
  onNavigate: () => void;
}

/** The conversation, announced politely to screen readers as it grows. */
export function MessageList({ messages, pending, loadingHistory, onNavigate }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label={chatCopy.conversationLabel}
      // Focusable so keyboard users can scroll a long conversation.
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} onNavigate={onNavigate} />
      ))}
      {loadingHistory ? <p className="text-sm text-muted-foreground">{chatCopy.loadingHistory}</p> : null}
      {pending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-primary" />
            <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:300ms]" />
          </span>
          {chatCopy.thinking}
        </p>
      ) : null}
    </div>
  );
}
