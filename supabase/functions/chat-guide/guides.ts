/** Guide pages the chat guide may point to (SPEC §2) and their display titles. */
import type { Source } from './types.ts';

export const GUIDE_TITLES = {
  'annual-checkups-guide': 'Annual Checkups Guide',
  'sexual-anatomy-101': 'Sexual Anatomy 101',
  'birth-control-methods': 'Birth Control Methods',
  'sti-symptom-guide': 'STI Symptom Guide',
  'understanding-test-results': 'Understanding Test Results',
  'treatment-options-timeline': 'Treatment Options & Timeline',
  'living-with-stis': 'Living with STIs',
  'communication-skills': 'Communication Skills',
  'starting-sexual-health-conversations': 'Starting Sexual Health Conversations',
  'disclosure-guidelines': 'Disclosure Guidelines',
  'building-trust-transparency': 'Building Trust & Transparency',
  'couple-counseling-resources': 'Couple Counseling Resources',
  'condom-use-guide': 'Condom Use Guide',
  'prep-guide': 'PrEP & Doxy-PEP Guide',
  'vaccination-guide': 'Vaccination Guide',
  'prevention-plan-guide': 'Prevention Plan Guide',
  'science-based-sti-info': 'Science-Based STI Information',
  'debunking-misconceptions': 'Debunking Misconceptions',
  'educational-materials': 'Educational Materials',
  'testing-schedule-best-practices': 'Testing Schedule Best Practices',
  'what-to-expect-during-testing': 'What to Expect During Testing',
  'understanding-different-types-of-tests': 'Understanding Different Types of Tests',
  'preparing-for-your-testing-visit': 'Preparing for Your Testing Visit',
  'psychology-of-stigma': 'Psychology of Stigma',
} as const;

export type GuideSlug = keyof typeof GUIDE_TITLES;

export function guideSource(slug: GuideSlug): Source {
  return { slug, title: GUIDE_TITLES[slug] };
}

export function guideSources(...slugs: GuideSlug[]): Source[] {
  return slugs.map(guideSource);
}
