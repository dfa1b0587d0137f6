import { cn } from '@app/shared';
import { chatCopy } from '../../../config/chat-copy';
import type { ChatMessage } from '../types';
import { RichText } from './rich-text';

/** One message: the visitor's as plain text, the guide's with its safe links. */
export function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const mine = message.role === 'user';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed break-words',
          mine
            ? 'whitespace-pre-wrap rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-secondary text-secondary-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : `${chatCopy.panelTitle}: `}</span>
        {mine ? message.text : <RichText text={message.text} onNavigate={onNavigate} />}
      </p>
    </div>
  );
}
