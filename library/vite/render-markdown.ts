import { Marked, type Tokens } from 'marked';
import { EXTERNAL_LINK_REL, classifyHref } from '../src/lib/link-kind';

export { classifyHref };

// Build-time Markdown → HTML for guide bodies. The content is ours and validated, but the
// renderer is the last gate before `innerHTML`, so it is strict on its own:
// - raw HTML never passes: it is escaped and shows as text;
// - images are not rendered (the content contract has none; their alt text stays);
// - links: internal routes (`/...`) stay plain anchors marked `data-internal-link` (the page
//   routes them client-side), https/http open in a new tab without opener or referrer,
//   tel:/sms:/mailto:/#anchors are kept, anything else (javascript:, data:, //host) loses its link.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** `Testing & You!` → `testing-you`: ids for in-article headings. */
export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const NEW_TAB_HINT = '<span class="sr-only"> (opens in a new tab)</span>';

function createMarked(): Marked {
  const usedIds = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    hooks: {
      // Heading ids restart for every document.
      preprocess(markdown) {
        usedIds.clear();
        return markdown;
      },
    },
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = `section-${slugifyHeading(inner) || 'heading'}`;
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const safeHref = escapeHtml(href.trim());
        switch (classifyHref(href)) {
          case 'internal':
            return `<a href="${safeHref}" data-internal-link${titleAttr}>${inner}</a>`;
          case 'external':
            return `<a href="${safeHref}" target="_blank" rel="${EXTERNAL_LINK_REL}"${titleAttr}>${inner}${NEW_TAB_HINT}</a>`;
          case 'contact':
          case 'anchor':
            return `<a href="${safeHref}"${titleAttr}>${inner}</a>`;
          default:
            return inner;
        }
      },
    },
  });
  return marked;
}

let shared: Marked | undefined;

/** Renders a guide body to HTML that is safe to inject. */
export function renderMarkdown(markdown: string): string {
  shared ??= createMarked();
  return shared.parse(markdown, { async: false });
}
