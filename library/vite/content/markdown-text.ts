import { Lexer, type Token, type Tokens } from 'marked';

// Turns a guide's Markdown body into plain text (for server search, chat passages and word
// counts) and lists what the validator must look at (links, raw HTML, headings).
// Browser-safe: no Node imports.

export interface GuideSection {
  heading: string;
  text: string;
}

export interface MarkdownFacts {
  links: string[];
  images: string[];
  rawHtml: string[];
  headingDepths: number[];
  firstBlock: string | null;
  /** h3 headings that appear before the first h2 (they would belong to no section). */
  orphanSubheadings: string[];
}

/** Heading given to the text before the first `##` (the intro paragraph). */
export const INTRO_HEADING = 'Introduction';

const WORDS_PER_MINUTE = 200;

function lex(markdown: string): Token[] {
  return new Lexer({ gfm: true }).lex(markdown.replace(/\r\n?/g, '\n'));
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (match) => entities[match] ?? match);

function inlineText(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'text':
          return 'tokens' in token && token.tokens ? inlineText(token.tokens) : (token as Tokens.Text).text;
        case 'strong':
        case 'em':
        case 'del':
        case 'link':
          return inlineText((token as Tokens.Strong).tokens);
        case 'codespan':
        case 'escape':
          return decodeEntities((token as Tokens.Codespan).text);
        case 'image':
          return (token as Tokens.Image).text;
        case 'br':
          return ' ';
        case 'html':
          return '';
        default:
          return 'text' in token && typeof token.text === 'string' ? token.text : '';
      }
    })
    .join('');
}

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

function listItemLines(item: Tokens.ListItem): string[] {
  const lines: string[] = [];
  let current = '';
  for (const token of item.tokens) {
    if (token.type === 'list') {
      if (squash(current)) lines.push(squash(current));
      current = '';
      for (const nested of (token as Tokens.List).items) lines.push(...listItemLines(nested));
    } else {
      current += ` ${blockText(token)}`;
    }
  }
  if (squash(current)) lines.push(squash(current));
  return lines;
}

/** Plain text of one block token; blocks inside it are separated by blank lines. */
function blockText(token: Token): string {
  switch (token.type) {
    case 'paragraph':
    case 'heading':
    case 'text':
      return squash(inlineText('tokens' in token && token.tokens ? token.tokens : [token]));
    case 'list':
      return (token as Tokens.List).items.flatMap(listItemLines).join('\n');
    case 'blockquote':
      return blocksText((token as Tokens.Blockquote).tokens);
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((cell) => squash(inlineText(cell.tokens))).join(' | ');
      return [row(table.header), ...table.rows.map(row)].join('\n');
    }
    case 'code':
      return (token as Tokens.Code).text.trim();
    default:
      return '';
  }
}

function blocksText(tokens: readonly Token[]): string {
  return tokens
    .map(blockText)
    .filter((value) => value.length > 0)
    .join('\n\n');
}

/** The whole body as plain text: links keep their label, emphasis markers go, blocks are separated by blank lines. */
export function markdownToPlainText(markdown: string): string {
  return blocksText(lex(markdown));
}

/**
 * Splits the body at `##` headings. Text before the first `##` becomes a section headed
 * INTRO_HEADING; `###` headings stay inside their section as their own line.
 */
export function splitSections(markdown: string): GuideSection[] {
  const sections: { heading: string; tokens: Token[] }[] = [{ heading: INTRO_HEADING, tokens: [] }];
  for (const token of lex(markdown)) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      sections.push({ heading: squash(inlineText((token as Tokens.Heading).tokens)), tokens: [] });
    } else {
      sections.at(-1)?.tokens.push(token);
    }
  }
  return sections
    .map((section) => ({ heading: section.heading, text: blocksText(section.tokens) }))
    .filter((section, index) => index > 0 || section.text.length > 0);
}

/** Words with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTimeMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    const children: Token[] = [];
    if ('tokens' in token && Array.isArray(token.tokens)) children.push(...(token.tokens as Token[]));
    if (token.type === 'list') children.push(...(token as Tokens.List).items);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) children.push(...cell.tokens);
    }
    walk(children, visit);
  }
}

/** What the validator checks in a body: every link target, images, raw HTML, heading levels. */
export function inspectMarkdown(markdown: string): MarkdownFacts {
  const tokens = lex(markdown);
  const facts: MarkdownFacts = {
    links: [],
    images: [],
    rawHtml: [],
    headingDepths: [],
    firstBlock: tokens.find((token) => token.type !== 'space')?.type ?? null,
    orphanSubheadings: [],
  };
  let seenH2 = false;
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const heading = token as Tokens.Heading;
    if (heading.depth === 2) seenH2 = true;
    if (heading.depth === 3 && !seenH2) facts.orphanSubheadings.push(heading.text);
  }
  walk(tokens, (token) => {
    if (token.type === 'link') facts.links.push((token as Tokens.Link).href);
    if (token.type === 'image') facts.images.push((token as Tokens.Image).href);
    if (token.type === 'html') facts.rawHtml.push(squash((token as Tokens.HTML).text));
    if (token.type === 'heading') facts.headingDepths.push((token as Tokens.Heading).depth);
  });
  return facts;
}
