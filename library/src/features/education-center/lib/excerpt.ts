// docs/product.md#education-center: a topic result shows about 150 characters of its overview when the match is not
// in the overview, else a window of about 200 characters starting 50 characters before the
// match. "About": we cut at the exact counts, then trim to whole words and add ellipses.

export const EXCERPT_PLAIN_LENGTH = 150;
export const EXCERPT_WINDOW_LENGTH = 200;
export const EXCERPT_LEAD = 50;

const ELLIPSIS = '…';

/** Drops a partial word at the start (when cut) and at the end (when cut). */
function wholeWords(slice: string, cutStart: boolean, cutEnd: boolean): string {
  let text = slice;
  if (cutStart) {
    const space = text.indexOf(' ');
    if (space > 0 && space < 20) text = text.slice(space + 1);
  }
  if (cutEnd) {
    const space = text.lastIndexOf(' ');
    if (space > text.length - 20 && space > 0) text = text.slice(0, space);
  }
  return text.trim();
}

export function topicExcerpt(overview: string, query: string): string {
  const text = overview.replace(/\s+/g, ' ').trim();
  const needle = query.trim().toLowerCase();
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;

  if (at < 0) {
    if (text.length <= EXCERPT_PLAIN_LENGTH) return text;
    return `${wholeWords(text.slice(0, EXCERPT_PLAIN_LENGTH), false, true)}${ELLIPSIS}`;
  }

  const start = Math.max(0, at - EXCERPT_LEAD);
  const end = Math.min(text.length, start + EXCERPT_WINDOW_LENGTH);
  // Never trim into the match itself.
  const matchEnd = at + needle.length;
  let body = text.slice(start, end);
  const cutStart = start > 0;
  const cutEnd = end < text.length;
  const trimmed = wholeWords(body, cutStart, cutEnd);
  const trimmedStart = start + body.indexOf(trimmed);
  if (trimmedStart <= at && trimmedStart + trimmed.length >= Math.min(matchEnd, end)) body = trimmed;
  return `${cutStart ? ELLIPSIS : ''}${body.trim()}${cutEnd ? ELLIPSIS : ''}`;
}
