// Splits text around case-insensitive matches of the query, for <mark> highlighting built
// from React text nodes. The query is escaped before it becomes a RegExp, so `(a+` or `.*`
// match literally and markup in the query is just characters.

export interface TextPart {
  text: string;
  match: boolean;
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export function highlightParts(text: string, query: string): TextPart[] {
  const needle = query.trim();
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${escapeRegExp(needle)})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: part.toLowerCase() === needle.toLowerCase() }));
}
