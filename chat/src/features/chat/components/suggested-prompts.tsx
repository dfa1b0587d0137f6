import { chatCopy, suggestedPrompts } from '../../../config/chat-copy';

/** The five starter questions (docs/product.md#chat-guide); pressing one sends it. */
export function SuggestedPrompts({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  return (
    <div role="group" aria-label={chatCopy.suggestionsLabel} className="flex flex-wrap gap-2 px-4 pb-3">
      {suggestedPrompts.map((prompt) => (
        <button
          key={prompt}
          type="button"
          disabled={disabled}
          onClick={() => onPick(prompt)}
          className="rounded-full border border-primary/40 bg-background px-3 py-1.5 text-left text-xs font-medium text-primary hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          {prompt}
        </button>
      ))}
    </div>
  );
}
