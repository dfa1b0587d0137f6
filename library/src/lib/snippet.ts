import { SNIPPET_MARK_CLOSE, SNIPPET_MARK_OPEN } from '../api/search-articles';
import type { TextPart } from './highlight';

// A search result's snippet (docs/product.md#search) arrives as plain text in which each matched
// word sits between two private-use characters. It is split here into parts that the screens
// render as React text nodes, the matches inside <mark>: nothing in it is ever read as HTML.
// A marker without its partner is dropped.

export function snippetParts(snippet: string): TextPart[] {
  const parts: TextPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let rest = snippet;
  while (rest.length > 0) {
    const open = rest.indexOf(SNIPPET_MARK_OPEN);
    const close = open < 0 ? -1 : rest.indexOf(SNIPPET_MARK_CLOSE, open + 1);
    if (open < 0 || close < 0) {
      push(stripMarks(rest), false);
      break;
    }
    push(stripMarks(rest.slice(0, open)), false);
    push(stripMarks(rest.slice(open + 1, close)), true);
    rest = rest.slice(close + 1);
  }
  return parts;
}

function stripMarks(text: string): string {
  return text.replaceAll(SNIPPET_MARK_OPEN, '').replaceAll(SNIPPET_MARK_CLOSE, '');
}
