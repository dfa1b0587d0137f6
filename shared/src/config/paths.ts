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
    // One pattern for every hub and guide: the library resolves the slug from its own content.
    path: '/resources/*',
    getHref: (slug: TopicId | string) => `/resources/${slug}`,
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

/**
 * Who owns each route and who may see it: the shell builds its route table from this. A path
 * ending in `/*` is a pattern: everything under it goes to its owner, which resolves the rest
 * from its own data and shows the 404 page for what it does not have.
 */
export interface RouteDefinition {
  path: string;
  owner: 'shell' | RemoteName;
  access: RouteAccess;
  /** The page title the shell sets; absent where the owner titles its own pages. */
  title?: string;
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
  // The six hubs and every guide, as one pattern: a guide the library adds needs no shell build.
  // The library titles these pages and answers an unknown slug with the 404 page.
  { path: paths.resource.path, owner: 'library', access: 'members' },
  { path: paths.search.path, owner: 'library', access: 'members', title: 'Search Articles' },
  ...legal.map((l) => ({ ...l, owner: 'marketing' as const, access: 'public' as const })),
  { path: paths.analytics.path, owner: 'admin', access: 'admin-data', title: 'Analytics Dashboard' },
];

/** True when `pattern` (a route path, exact or ending in `/*`) claims `pathname`. */
export function routeClaims(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === pathname;
  const base = pattern.slice(0, -'/*'.length);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The route that claims `pathname` (pathname only), if any: an exact path first, then a pattern. */
export function findRoute(pathname: string): RouteDefinition | undefined {
  return routeDefinitions.find((r) => r.path === pathname) ?? routeDefinitions.find((r) => routeClaims(r.path, pathname));
}

/** True when `path` (pathname only) goes to one of the routes (under a pattern, its owner may still answer 404). */
export function isRegisteredPath(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}
