/**
 * A tiny, safe reader for the guide's replies: markdown-style links `[label](target)`,
 * `**bold**` and line breaks, nothing else. It returns data, never HTML, so the widget
 * builds React nodes from it and no reply can inject markup or script.
 */

export type LinkKind = 'internal' | 'external' | 'phone';

export type ReplyNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; label: string; href: string; kind: LinkKind }
  | { type: 'break' };

// Whitespace, control characters and backslashes: browsers strip or reinterpret them
// (`java\tscript:`, `/\evil.example`), so a target holding any of them is never a link.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
const PHONE = /^(?:tel|sms):\+?[0-9][0-9().-]{0,30}$/i;
const MAX_LABEL_CHARS = 500;
const MAX_TARGET_CHARS = 2048;

/**
 * Which kind of link a target may become, or null when it must stay text. Allowed: app
 * paths with one leading slash, https URLs without credentials, tel: and sms: numbers.
 */
export function classifyHref(target: string): LinkKind | null {
  if (target === '' || UNSAFE_CHARS.test(target)) return null;
  if (target.startsWith('/')) return target.startsWith('//') ? null : 'internal';
  if (PHONE.test(target)) return 'phone';
  if (target.slice(0, 8).toLowerCase() === 'https://') {
    try {
      const url = new URL(target);
      // `https://trusted.example@evil.example` hides the real host behind credentials.
      if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '') return 'external';
    } catch {
      return null;
    }
  }
  return null;
}

interface LinkMatch {
  label: string;
  target: string;
  /** Index just past the closing parenthesis. */
  end: number;
}

/** Reads `[label](target)` starting at `start` (a `[`), with balanced brackets and parentheses. */
function matchLink(text: string, start: number): LinkMatch | null {
  let depth = 0;
  let close = -1;
  for (let i = start; i < text.length && i - start <= MAX_LABEL_CHARS; i += 1) {
    const ch = text[i];
    if (ch === '\n') return null;
    if (ch === '[') depth += 1;
    else if (ch === ']') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;

  let parens = 0;
  for (let i = close + 2; i < text.length && i - close <= MAX_TARGET_CHARS; i += 1) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) return null;
    if (ch === '(') parens += 1;
    else if (ch === ')') {
      if (parens === 0) return { label: text.slice(start + 1, close), target: text.slice(close + 2, i), end: i + 1 };
      parens -= 1;
    }
  }
  return null;
}

const BOLD = /\*\*([^*\n]+?)\*\*/g;

/** Plain stretches: newlines become breaks, `**x**` becomes strong text. */
function inlineNodes(text: string): ReplyNode[] {
  const nodes: ReplyNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'break' });
    let last = 0;
    for (const match of line.matchAll(BOLD)) {
      if (match.index > last) nodes.push({ type: 'text', text: line.slice(last, match.index) });
      nodes.push({ type: 'strong', text: match[1] as string });
      last = match.index + match[0].length;
    }
    if (last < line.length) nodes.push({ type: 'text', text: line.slice(last) });
  });
  return nodes;
}

/** Joins neighbouring text nodes so callers (and tests) see one node per run of text. */
function mergeText(nodes: ReplyNode[]): ReplyNode[] {
  const merged: ReplyNode[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.type === 'text' && previous?.type === 'text') previous.text += node.text;
    else if (node.type !== 'text' || node.text !== '') merged.push({ ...node });
  }
  return merged;
}

/** Turns a reply into nodes; unsafe or malformed links keep only their label, as text. */
export function parseReply(reply: string): ReplyNode[] {
  const text = reply.replace(/\r\n?/g, '\n');
  const nodes: ReplyNode[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    const link = text[i] === '[' ? matchLink(text, i) : null;
    if (!link) {
      i += 1;
      continue;
    }
    nodes.push(...inlineNodes(text.slice(plainStart, i)));
    const kind = classifyHref(link.target);
    if (kind && link.label.trim() !== '') nodes.push({ type: 'link', label: link.label, href: link.target, kind });
    else nodes.push({ type: 'text', text: link.label });
    i = link.end;
    plainStart = i;
  }
  nodes.push(...inlineNodes(text.slice(plainStart)));
  return mergeText(nodes);
}
