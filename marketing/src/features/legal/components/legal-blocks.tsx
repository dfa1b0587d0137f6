import type { Inline, LegalBlock } from '../legal-document';
import { Link } from '@app/shared';

const linkClass =
  'rounded font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function InlineContent({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return part;
        // In-app paths go through the router; mailto: and tel: stay plain links.
        return part.href.startsWith('/') ? (
          <Link key={index} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={linkClass}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-2 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineContent content={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <InlineContent content={block.content} />
          </p>
        ),
      )}
    </>
  );
}
