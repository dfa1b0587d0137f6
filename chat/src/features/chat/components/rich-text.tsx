import { Fragment } from 'react';
import { parseReply, type ReplyNode } from '../lib/reply-markup';
import { Link } from '@app/shared';

const linkClass =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

function renderNode(node: ReplyNode, key: number, onNavigate?: () => void) {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{node.text}</Fragment>;
    case 'strong':
      return <strong key={key}>{node.text}</strong>;
    case 'break':
      return <br key={key} />;
    case 'link':
      if (node.kind === 'internal') {
        return (
          <Link key={key} to={node.href} className={linkClass} onClick={onNavigate}>
            {node.label}
          </Link>
        );
      }
      if (node.kind === 'external') {
        return (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {node.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      }
      return (
        <a key={key} href={node.href} className={linkClass}>
          {node.label}
        </a>
      );
  }
}

/**
 * A guide reply as React nodes: text, breaks, bold and only safe links, never raw HTML.
 * `onNavigate` runs when an app link is followed (the widget closes itself).
 */
export function RichText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return <>{parseReply(text).map((node, index) => renderNode(node, index, onNavigate))}</>;
}
