// docs/product.md#guides: the back button's text follows the last part of the back path.
const backTexts: Record<string, string> = {
  'sexual-health-basics': 'Back to Sexual Health Basics',
  'understanding-stis': 'Back to Understanding STIs',
  'prevention-protection': 'Back to Prevention & Protection',
  'relationship-health': 'Back to Relationship Health',
  'when-to-get-tested': 'Back to Testing Guidelines',
  'myths-vs-facts': 'Back to Myths vs Facts',
  'educational-resources': 'Back to All Resources',
};

/** 'Back to …' for a back path such as `/resources/understanding-stis`; plain 'Back' for anything else. */
export function backTextFor(backPath: string): string {
  const pathname = backPath.split(/[?#]/)[0] ?? '';
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return Object.hasOwn(backTexts, last) ? (backTexts[last] as string) : 'Back';
}
