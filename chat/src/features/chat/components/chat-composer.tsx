import { useId, useState, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button, Input, Label } from '@app/shared';
import { chatCopy } from '../../../config/chat-copy';
import { MAX_MESSAGE_CHARS } from '../../../config/chat-limits';

interface ChatComposerProps {
  inputRef: Ref<HTMLInputElement>;
  pending: boolean;
  onSend: (text: string) => void;
}

/** The message box: blank text is never sent; input and Send wait while a reply is pending. */
export function ChatComposer({ inputRef, pending, onSend }: ChatComposerProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  // While a member's history loads, Send still takes the message: it is queued, never dropped.
  const canSend = value.trim() !== '' && !pending;

  return (
    <form
      className="flex items-center gap-2 border-t border-border px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSend) return;
        onSend(value);
        setValue('');
      }}
    >
      <Label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </Label>
      <Input
        ref={inputRef}
        id={inputId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={chatCopy.inputPlaceholder}
        autoComplete="off"
        maxLength={MAX_MESSAGE_CHARS}
        disabled={pending}
        className="h-10 flex-1"
      />
      <Button type="submit" size="icon" disabled={!canSend} className="shrink-0">
        <SendHorizontal aria-hidden="true" />
        <span className="sr-only">{chatCopy.send}</span>
      </Button>
    </form>
  );
}
