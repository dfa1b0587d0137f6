/**
 * Guide pages the chat guide may point to (docs/product.md#routes) and their titles, as in the front matter of
 * library/content/guides/*.md (the same titles `guide_passages.guide_title` carries).
 */
import type { Source } from './types.ts';

export const GUIDE_TITLES = {
  'annual-checkups-guide': 'Your Annual Sexual Health Checkup',
  'sexual-anatomy-101': 'Sexual Anatomy 101',
  'birth-control-methods': 'Birth Control Methods, Explained',
  'sti-symptom-guide': 'STI Symptom Guide',
  'understanding-test-results': 'Understanding Your Test Results',
  'treatment-options-timeline': 'Treatment Options and Timeline',
  'living-with-stis': 'Living Well With an STI',
  'communication-skills': 'Communication Skills for Sexual Health',
  'starting-sexual-health-conversations': 'Starting Sexual Health Conversations',
  'disclosure-guidelines': 'Disclosure Guidelines',
  'building-trust-transparency': 'Building Trust and Transparency',
  'couple-counseling-resources': 'Couple Counseling Resources',
  'condom-use-guide': 'Condoms, Start to Finish',
  'prep-guide': 'PrEP, Explained Simply',
  'vaccination-guide': 'Vaccines That Protect Your Sexual Health',
  'prevention-plan-guide': 'Build Your Personal Prevention Plan',
  'science-based-sti-info': 'STIs, by the Science',
  'debunking-misconceptions': 'Nine STI Myths, Debunked',
  'educational-materials': 'Trusted Sexual Health Resources',
  'testing-schedule-best-practices': 'Your Testing Schedule, Made Simple',
  'what-to-expect-during-testing': 'What to Expect When You Get Tested',
  'understanding-different-types-of-tests': 'Types of STI Tests, and What Each One Finds',
  'preparing-for-your-testing-visit': 'Getting Ready for Your Testing Visit',
  'psychology-of-stigma': 'The Psychology of STI Stigma',
} as const;

export type GuideSlug = keyof typeof GUIDE_TITLES;

export function guideSource(slug: GuideSlug): Source {
  return { slug, title: GUIDE_TITLES[slug] };
}

export function guideSources(...slugs: GuideSlug[]): Source[] {
  return slugs.map(guideSource);
}
