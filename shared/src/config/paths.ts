import type { RemoteName } from '../contracts/remotes';

/** Topic hubs of the Education Center, in SPEC order. */
export const topics = [
  { id: 'sexual-health-basics', title: 'Sexual Health Basics' },
  { id: 'understanding-stis', title: 'Understanding STIs' },
  { id: 'prevention-protection', title: 'Prevention & Protection' },
  { id: 'relationship-health', title: 'Relationship Health' },
  { id: 'when-to-get-tested', title: 'When to Get Tested' },
  { id: 'myths-vs-facts', title: 'Myths vs. Facts' },
] as const;

export type TopicId = (typeof topics)[number]['id'];
export const topicIds: readonly TopicId[] = topics.map((t) => t.id);

/** The 24 guides served under /resources/{slug}. */
export const guideSlugs = [
  'annual-checkups-guide',
  'sexual-anatomy-101',
  'birth-control-methods',
  'sti-symptom-guide',
  'understanding-test-results',
  'treatment-options-timeline',
  'living-with-stis',
  'communication-skills',
  'starting-sexual-health-conversations',
  'disclosure-guidelines',
  'building-trust-transparency',
  'couple-counseling-resources',
  'condom-use-guide',
  'prep-guide',
  'vaccination-guide',
  'prevention-plan-guide',
  'science-based-sti-info',
  'debunking-misconceptions',
  'educational-materials',
  'testing-schedule-best-practices',
  'what-to-expect-during-testing',
  'understanding-different-types-of-tests',
  'preparing-for-your-testing-visit',
  'psychology-of-stigma',
] as const;

export type GuideSlug = (typeof guideSlugs)[number];

/** Landing-page sections that other pages link to. */
export const homeSections = ['how-it-works', 'features', 'pricing', 'education', 'faq'] as const;
export type HomeSection = (typeof homeSections)[number];

export const paths = {
  home: { path: '/', getHref: (section?: HomeSection) => (section ? `/#${section}` : '/') },
  auth: { path: '/auth', getHref: () => '/auth' },
  resetPassword: { path: '/auth/reset', getHref: () => '/auth/reset' },
  account: { path: '/account', getHref: () => '/account' },
  educationCenter: { path: '/educational-resources', getHref: () => '/educational-resources' },
  resource: {
    path: '/resources/:slug',
    getHref: (slug: TopicId | GuideSlug | string) => `/resources/${slug}`,
  },
  search: {
    path: '/search',
    getHref: (params: { q?: string; category?: string } = {}) => {
      const search = new URLSearchParams();
      if (params.q) search.set('q', params.q);
      if (params.category && params.category !== 'all') search.set('category', params.category);
      const qs = search.toString();
      return qs ? `/search?${qs}` : '/search';
    },
  },
  medicalDisclaimer: { path: '/medical-disclaimer', getHref: () => '/medical-disclaimer' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  analytics: { path: '/analytics', getHref: () => '/analytics' },
} as const;

export type RouteAccess = 'public' | 'guest-only' | 'members' | 'admin-data';

/** Who owns each route and who may see it: the shell builds its route table from this. */
export interface RouteDefinition {
  path: string;
  owner: 'shell' | RemoteName;
  access: RouteAccess;
  title: string;
}

const legal = [
  { path: paths.medicalDisclaimer.path, title: 'Medical Disclaimer' },
  { path: paths.privacyPolicy.path, title: 'Privacy Policy' },
  { path: paths.termsOfService.path, title: 'Terms of Service' },
];

export const routeDefinitions: readonly RouteDefinition[] = [
  { path: paths.home.path, owner: 'marketing', access: 'public', title: 'At-home sexual health testing' },
  { path: paths.auth.path, owner: 'shell', access: 'guest-only', title: 'Sign in or create an account' },
  // Public: the reset link signs the person in on arrival, and an expired link must still explain itself.
  { path: paths.resetPassword.path, owner: 'shell', access: 'public', title: 'Set a new password' },
  { path: paths.account.path, owner: 'shell', access: 'members', title: 'Account settings' },
  { path: paths.educationCenter.path, owner: 'library', access: 'members', title: 'Education Center' },
  ...topics.map((t) => ({
    path: paths.resource.getHref(t.id),
    owner: 'library' as const,
    access: 'members' as const,
    title: t.title,
  })),
  ...guideSlugs.map((slug) => ({
    path: paths.resource.getHref(slug),
    owner: 'library' as const,
    access: 'members' as const,
    title: 'Guide',
  })),
  { path: paths.search.path, owner: 'library', access: 'members', title: 'Search Articles' },
  ...legal.map((l) => ({ ...l, owner: 'marketing' as const, access: 'public' as const })),
  { path: paths.analytics.path, owner: 'admin', access: 'admin-data', title: 'Analytics Dashboard' },
];

/** True when `path` (pathname only) is one of the registered routes. */
export function isRegisteredPath(pathname: string): boolean {
  return routeDefinitions.some((r) => r.path === pathname);
}
