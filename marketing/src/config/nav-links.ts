import type { HomeSection } from '@app/shared';

export interface NavLink {
  id: HomeSection;
  label: string;
}

/** The landing page's anchors, in page order: the header and the mobile menu list the same links. */
export const navLinks: readonly NavLink[] = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'education', label: 'Education' },
  { id: 'faq', label: 'FAQ' },
];
