/**
 * Link safety. Replies are rendered by the chat widget, which turns markdown links into
 * anchors, so every link we send must point to one of our own pages, an https site, or a
 * phone/SMS number. Anything else (javascript:, data:, protocol-relative, other paths)
 * is reduced to its plain text.
 */
import type { Source } from './types.ts';

const APP_PATHS = /^\/(resources\/[a-z0-9-]+|educational-resources|auth|#pricing|search\?q=[a-z0-9+-]{1,80})$/;
const PHONE = /^(tel|sms):\+?[0-9][0-9-]{1,14}$/;
/** `[text](href)`, the href may hold one level of balanced parentheses ("javascript:alert(1)"). */
const MARKDOWN_LINK = /\[([^\]\n]{0,200})\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;
const DANGEROUS_SCHEME = /\b(?:javascript|vbscript|data|file)\s*:/gi;
const HTML_TAG = /<\/?[a-z][^>]*>/gi;

export function isAllowedHref(href: string): boolean {
  if (APP_PATHS.test(href) || PHONE.test(href)) return true;
  if (!href.startsWith('https://')) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export interface FoundLink {
  text: string;
  href: string;
}

export function extractLinks(text: string): FoundLink[] {
  return [...text.matchAll(MARKDOWN_LINK)].map((m) => ({ text: m[1] ?? '', href: m[2] ?? '' }));
}

/** Whether a text mentions anything link-like that we would not send as is. */
export function hasUnsafeLinks(text: string): boolean {
  if (extractLinks(text).some((link) => !isAllowedHref(link.href))) return true;
  DANGEROUS_SCHEME.lastIndex = 0;
  if (DANGEROUS_SCHEME.test(text)) return true;
  HTML_TAG.lastIndex = 0;
  return HTML_TAG.test(text);
}

/** Keeps allowed links, turns the rest into their text, strips HTML tags and script schemes. */
export function sanitizeReply(text: string): string {
  return text
    .replace(MARKDOWN_LINK, (whole, label: string, href: string) => (isAllowedHref(href) ? whole : label))
    .replace(HTML_TAG, '')
    .replace(DANGEROUS_SCHEME, '');
}

/** Markdown-safe title: brackets and parentheses would break the link syntax. */
export function cleanTitle(title: string): string {
  return title
    .replace(/[[\]()<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function resourceLink(source: Source): string {
  return `[${cleanTitle(source.title)}](/resources/${source.slug})`;
}

/** The closing "Read more" line linking every guide used. */
export function formatSourceLinks(sources: readonly Source[]): string {
  if (sources.length === 0) return '';
  return `Read more: ${sources.map(resourceLink).join(' · ')}`;
}

export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80;
}
