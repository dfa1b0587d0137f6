// How a link target is treated, by the Markdown renderer at build time and by the UI.
//   internal  `/path` of this site: routed client-side
//   external  http(s) with a host: new tab, no opener, no referrer
//   contact   tel:, sms:, mailto:
//   anchor    `#id` on the same page
//   unsafe    anything else (javascript:, data:, protocol-relative `//host`): not a link

export type LinkKind = 'internal' | 'external' | 'contact' | 'anchor' | 'unsafe';

export function classifyHref(href: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return 'internal';
  if (value.startsWith('#') && value.length > 1) return 'anchor';
  if (/^(tel|sms|mailto):[^\s<>"']+$/i.test(value)) return 'contact';
  if (/^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value)) return 'external';
  return 'unsafe';
}

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
