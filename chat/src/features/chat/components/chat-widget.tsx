import { useEffect, useId, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { chatCopy } from '../../../config/chat-copy';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatPanel } from './chat-panel';

// The same look as the shell's stand-in button, so the swap is seamless.
const launcherClass =
  'inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * The floating chat guide: the Live Chat button and its panel, stacked in the bottom-right
 * corner the host places us in. Escape or the close button closes it; focus goes to the
 * message box on opening and back to the button on closing.
 */
export function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const chat = useChatConversation(open);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);

  // The host may learn that the visitor pressed its stand-in only after we mounted.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Sending disables the focused input or Send (or removes the chip pressed), which strands
  // keyboard focus; once the reply is in, give it back to the message box.
  useEffect(() => {
    if (chat.pending || !open) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active.matches(':disabled')) inputRef.current?.focus();
  }, [chat.pending, open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling up from the panel or the launcher, not a control of its own
    <div
      className="flex flex-col items-end gap-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <ChatPanel id={panelId} open={open} chat={chat} inputRef={inputRef} onClose={() => setOpen(false)} />
      <button
        ref={launcherRef}
        type="button"
        className={launcherClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {chatCopy.launcher}
      </button>
    </div>
  );
}
