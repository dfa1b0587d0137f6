/** A run of text, or a link inside it. */
export type Inline = string | { text: string; href: string };

export type LegalBlock = { kind: 'paragraph'; content: readonly Inline[] } | { kind: 'list'; items: readonly (readonly Inline[])[] };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

// Which legal pages there are is part of the contract with the shell, which mounts ./Legal with one.
export type { LegalPageId } from '@app/shared/contracts';

/** One legal page as data: the page component only lays it out. */
export interface LegalDocument {
  title: string;
  /** Meta description for search results. */
  description: string;
  /** Shown under the title, e.g. 'Effective Oct 1, 2025'. */
  effective?: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

export const p = (...content: Inline[]): LegalBlock => ({ kind: 'paragraph', content });
export const list = (...items: (string | Inline[])[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
export const link = (text: string, href: string): Inline => ({ text, href });
