import { snippetParts } from '../lib/snippet';

/** A result's snippet: its matched words in <mark>; only text nodes, never HTML. */
export function SnippetText({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <p className={className} data-snippet="">
      {snippetParts(snippet).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
