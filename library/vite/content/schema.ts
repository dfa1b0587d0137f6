import { z } from 'zod';

// The library's content contract: guide front matter and topic hub files.
// Browser-safe on purpose (no Node imports): the library UI imports the types and constants,
// while the Node loader (load-content.ts) runs the validation at build time.

/** The six topic ids, in SPEC order. */
export const topicIds = [
  'sexual-health-basics',
  'understanding-stis',
  'prevention-protection',
  'relationship-health',
  'when-to-get-tested',
  'myths-vs-facts',
] as const;
export type TopicId = (typeof topicIds)[number];

/**
 * The 24 guide slugs of SPEC, in SPEC order: each must have a file, and SPEC places each one
 * (guidePlacements). The content may add guides beyond these (any kebab-case slug that is not a
 * topic id); the library serves whatever guides its content folder holds.
 */
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

/** The guides a file may refer to: SPEC's 24 plus the guides the content folder adds. */
export type KnownGuides = ReadonlySet<string>;
/** SPEC's guides only: what a file checked on its own may refer to. */
export const specGuides: KnownGuides = new Set(guideSlugs);

/** True when `slug` is one of SPEC's 24 guides (which SPEC places). */
export function isSpecGuide(slug: string): slug is GuideSlug {
  return specGuides.has(slug);
}

/** Icons the layout can render (mapped to lucide icons by the UI). */
export const iconNames = [
  'heart',
  'shield',
  'shield-check',
  'stethoscope',
  'microscope',
  'test-tube',
  'calendar',
  'calendar-check',
  'message-circle',
  'users',
  'book-open',
  'brain',
  'lightbulb',
  'clipboard-check',
  'pill',
  'syringe',
  'heart-handshake',
  'alert-triangle',
  'info',
  'phone',
  'file-text',
  'activity',
  'sparkles',
  'baby',
] as const;
export type IconName = (typeof iconNames)[number];

export const topicColors = ['rose', 'sky', 'emerald', 'violet', 'amber', 'indigo'] as const;
export type TopicColor = (typeof topicColors)[number];

/** The landing page's card titles (docs/product.md#landing-page), exactly. */
export const topicTitles: Record<TopicId, string> = {
  'sexual-health-basics': 'Sexual Health Basics',
  'understanding-stis': 'Understanding STIs',
  'prevention-protection': 'Prevention & Protection',
  'relationship-health': 'Relationship Health',
  'when-to-get-tested': 'When to Get Tested',
  'myths-vs-facts': 'Myths vs. Facts',
};

/** The three topics per landing card (docs/product.md#landing-page), exactly and in order. */
export const landingTopicsById: Record<TopicId, readonly [string, string, string]> = {
  'sexual-health-basics': ['Safe Sex Practices', 'Consent & Communication', 'Regular Testing'],
  'understanding-stis': ['Common STIs', 'Symptoms Guide', 'Treatment Options'],
  'prevention-protection': ['Barrier Methods', 'PrEP Information', 'Risk Reduction'],
  'relationship-health': ['Partner Communication', 'Disclosure Guidelines', 'Support Networks'],
  'when-to-get-tested': ['Testing Schedule', 'Risk Assessment', 'Test Preparation'],
  'myths-vs-facts': ['Common Myths', 'Scientific Facts', 'Expert Insights'],
};

export const defaultCta = { text: 'Get Your Kit Today', path: '/#pricing' } as const;

const hubPath = (id: TopicId) => `/resources/${id}`;
const testingBack = { text: '← Back to Testing Guidelines', path: hubPath('when-to-get-tested') };
const protectionCta = { text: 'Explore More Protection Methods', path: hubPath('prevention-protection') };
const preventionCta = { text: 'Explore More Prevention Methods', path: hubPath('prevention-protection') };

export interface GuidePlacement {
  backPath: string;
  category: TopicId;
  /** Present only where SPEC names an extra back button. */
  extraBackButton?: { text: string; path: string };
  /** Present only where SPEC names a call-to-action. */
  cta?: { text: string; path: string };
}

/**
 * Where SPEC places each guide (back path, category, extra button, call-to-action).
 * Categories SPEC leaves open follow the topic of the back path (science-based-sti-info,
 * whose back path is the Education Center, belongs with myths-vs-facts).
 */
export const guidePlacements: Record<GuideSlug, GuidePlacement> = {
  'annual-checkups-guide': { backPath: hubPath('sexual-health-basics'), category: 'sexual-health-basics' },
  'sexual-anatomy-101': { backPath: hubPath('sexual-health-basics'), category: 'sexual-health-basics' },
  'birth-control-methods': { backPath: hubPath('sexual-health-basics'), category: 'sexual-health-basics' },
  'sti-symptom-guide': { backPath: hubPath('understanding-stis'), category: 'understanding-stis' },
  'understanding-test-results': { backPath: hubPath('understanding-stis'), category: 'when-to-get-tested' },
  'treatment-options-timeline': { backPath: hubPath('understanding-stis'), category: 'understanding-stis' },
  'living-with-stis': { backPath: hubPath('understanding-stis'), category: 'understanding-stis' },
  'communication-skills': { backPath: hubPath('sexual-health-basics'), category: 'sexual-health-basics' },
  'starting-sexual-health-conversations': {
    backPath: hubPath('relationship-health'),
    category: 'relationship-health',
    extraBackButton: { text: 'Back to Relationship Health', path: hubPath('relationship-health') },
  },
  'disclosure-guidelines': { backPath: hubPath('relationship-health'), category: 'relationship-health' },
  'building-trust-transparency': { backPath: hubPath('relationship-health'), category: 'relationship-health' },
  'couple-counseling-resources': { backPath: hubPath('relationship-health'), category: 'relationship-health' },
  'condom-use-guide': { backPath: hubPath('prevention-protection'), category: 'prevention-protection', cta: protectionCta },
  'prep-guide': { backPath: hubPath('prevention-protection'), category: 'prevention-protection', cta: preventionCta },
  'vaccination-guide': { backPath: hubPath('prevention-protection'), category: 'prevention-protection', cta: preventionCta },
  'prevention-plan-guide': { backPath: hubPath('prevention-protection'), category: 'prevention-protection', cta: preventionCta },
  'science-based-sti-info': { backPath: '/educational-resources', category: 'myths-vs-facts' },
  'debunking-misconceptions': { backPath: hubPath('myths-vs-facts'), category: 'myths-vs-facts' },
  'educational-materials': { backPath: hubPath('myths-vs-facts'), category: 'myths-vs-facts' },
  'testing-schedule-best-practices': {
    backPath: hubPath('when-to-get-tested'),
    category: 'when-to-get-tested',
    extraBackButton: testingBack,
  },
  'what-to-expect-during-testing': { backPath: hubPath('when-to-get-tested'), category: 'when-to-get-tested' },
  'understanding-different-types-of-tests': {
    backPath: hubPath('when-to-get-tested'),
    category: 'when-to-get-tested',
    extraBackButton: testingBack,
  },
  'preparing-for-your-testing-visit': {
    backPath: hubPath('when-to-get-tested'),
    category: 'when-to-get-tested',
    extraBackButton: testingBack,
  },
  'psychology-of-stigma': { backPath: hubPath('sexual-health-basics'), category: 'sexual-health-basics' },
};

export const MAX_FEATURED_GUIDES = 6;

// ---- Routes and links ---------------------------------------------------------------------

/** Anchors of the landing page (docs/product.md#landing-page). */
export const landingAnchors = ['how-it-works', 'features', 'pricing', 'education', 'faq'] as const;

const staticRoutes = new Set([
  '/',
  '/auth',
  '/educational-resources',
  '/search',
  '/medical-disclaimer',
  '/privacy-policy',
  '/terms-of-service',
]);
const searchParams = new Set(['q', 'category']);

/** True when `path` is a route content may link to: SPEC's route table, hubs and the known guides. */
export function isRegisteredRoute(path: string, knownGuides: KnownGuides = specGuides): boolean {
  if (staticRoutes.has(path)) return true;
  const anchor = /^\/#([a-z-]+)$/.exec(path);
  if (anchor) return (landingAnchors as readonly string[]).includes(anchor[1] ?? '');
  const resource = /^\/resources\/([a-z0-9-]+)$/.exec(path);
  if (resource) {
    const slug = resource[1] ?? '';
    return (topicIds as readonly string[]).includes(slug) || knownGuides.has(slug);
  }
  // The search page accepts its two query parameters (SPEC: q and category).
  if (path.startsWith('/search?')) {
    const params = new URLSearchParams(path.slice('/search?'.length));
    const keys = [...params.keys()];
    return keys.length > 0 && keys.every((key) => searchParams.has(key));
  }
  return false;
}

/** Phone and text links allowed in content: crisis line, emergency line, crisis text line. */
const phoneLink = /^tel:(988|911)$/;
const textLink = /^sms:741741(\?(&)?body=[A-Za-z0-9%+]+)?$/;

/** True for an absolute https URL with a host (no credentials, no other scheme). */
export function isHttpsUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Why `href` is not allowed in content, or null when it is fine. */
export function linkProblem(href: string, knownGuides: KnownGuides = specGuides): string | null {
  if (href.startsWith('/')) {
    return isRegisteredRoute(href, knownGuides) ? null : `"${href}" is not a registered route`;
  }
  if (href.startsWith('tel:')) {
    return phoneLink.test(href) ? null : `"${href}" is not an allowed phone link (tel:988 or tel:911)`;
  }
  if (href.startsWith('sms:')) {
    return textLink.test(href) ? null : `"${href}" is not an allowed text link (sms:741741)`;
  }
  if (isHttpsUrl(href)) return null;
  return `"${href}" must be a registered route, an https:// URL, tel:988, tel:911 or sms:741741`;
}

// ---- Field schemas ------------------------------------------------------------------------

const text = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

const kebab = z
  .string({ error: 'must be a text' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be kebab-case (a-z, 0-9 and dashes)' });

const httpsHref = z
  .string({ error: 'must be a text' })
  .refine(isHttpsUrl, { error: (issue) => `"${String(issue.input)}" must be an https:// URL` });

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (issue) => `"${String(issue.input)}" is not a known ${what}` });

const topicId = oneOf(topicIds, 'topic id');

/** A guide's own slug: SPEC's, or a new guide's (kebab-case, not a topic id, which shares /resources/). */
const ownGuideSlug = kebab.refine((slug) => !(topicIds as readonly string[]).includes(slug), {
  error: (issue) => `"${String(issue.input)}" is a topic id; a guide needs a slug of its own`,
});
const iconName = oneOf(iconNames, `icon (use one of: ${iconNames.join(', ')})`);
const topicColor = oneOf(topicColors, `color (use one of: ${topicColors.join(', ')})`);

/** A list of distinct non-empty texts with a size range. */
const textList = (min: number, max: number, itemMax: number) =>
  z
    .array(text(itemMax), { error: 'must be a list' })
    .min(min, { error: `must have at least ${min} items` })
    .max(max, { error: `must have at most ${max} items` })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = item.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `"${item}" is listed twice`, path: [index] });
        seen.add(key);
      });
    });

// ---- Guide front matter and topic hub ------------------------------------------------------

/**
 * The two file schemas, for a given set of known guides: a reference to a guide (related, a hub
 * card, a link) must name one of them. A file checked on its own knows SPEC's guides; the content
 * loader passes SPEC's plus every guide file present, so a new guide can be referred to.
 */
function buildSchemas(knownGuides: KnownGuides) {
  const routePath = z
    .string({ error: 'must be a text' })
    .refine((path) => isRegisteredRoute(path, knownGuides), { error: (issue) => `"${String(issue.input)}" is not a registered route` });

  const linkHref = z.string({ error: 'must be a text' }).superRefine((href, ctx) => {
    const problem = linkProblem(href, knownGuides);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

  const guideSlug = z
    .string({ error: 'must be a text' })
    .refine((slug) => knownGuides.has(slug), { error: (issue) => `"${String(issue.input)}" is not a known guide slug` });

  const button = z.strictObject({ text: text(60), path: routePath });

  const guideFrontMatterSchema = z
    .strictObject({
      slug: ownGuideSlug,
      title: text(100),
      subtitle: text(160).optional(),
      description: text(300),
      summary: text(600),
      category: topicId,
      articleId: kebab,
      backPath: routePath,
      extraBackButton: button.optional(),
      icon: iconName,
      cta: button.default({ ...defaultCta }),
      keywords: textList(4, 12, 60),
      tags: textList(2, 5, 30),
      featured: z.boolean({ error: 'must be true or false' }).default(false),
      related: z.array(guideSlug, { error: 'must be a list' }).length(3, { error: 'must list exactly 3 guide slugs' }),
      externalLinks: z.array(z.strictObject({ label: text(120), href: httpsHref }), { error: 'must be a list' }).optional(),
    })
    .superRefine((guide, ctx) => {
      const seen = new Set<string>();
      guide.related.forEach((slug, index) => {
        if (slug === guide.slug) {
          ctx.addIssue({ code: 'custom', message: 'a guide cannot be related to itself', path: ['related', index] });
        } else if (seen.has(slug)) {
          ctx.addIssue({ code: 'custom', message: `"${slug}" is listed twice`, path: ['related', index] });
        }
        seen.add(slug);
      });

      // SPEC fixes where each of its guides sits; a typo here would send readers to the wrong hub.
      // A guide SPEC does not name sits where its own front matter says (backPath, category).
      if (!isSpecGuide(guide.slug)) return;
      const placement = guidePlacements[guide.slug];
      if (guide.backPath !== placement.backPath) {
        ctx.addIssue({ code: 'custom', message: `must be "${placement.backPath}" (SPEC placement)`, path: ['backPath'] });
      }
      if (guide.category !== placement.category) {
        ctx.addIssue({ code: 'custom', message: `must be "${placement.category}" (SPEC placement)`, path: ['category'] });
      }
      checkExtraBackButton(guide.extraBackButton, placement, ctx);
      if (placement.cta && (guide.cta.text !== placement.cta.text || guide.cta.path !== placement.cta.path)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be { text: "${placement.cta.text}", path: "${placement.cta.path}" } (SPEC placement)`,
          path: ['cta'],
        });
      }
    });

  const hubCard = z.strictObject({
    title: text(100),
    body: text(500),
    guide: guideSlug.optional(),
  });

  const topicSchema = z
    .strictObject({
      id: topicId,
      title: text(60),
      description: text(300),
      icon: iconName,
      color: topicColor,
      overview: text(1200),
      keyPoints: textList(4, 6, 300),
      resources: textList(3, 5, 200),
      landingTopics: z.array(z.string(), { error: 'must be a list' }),
      hub: z.strictObject({
        intro: text(1200),
        sections: z
          .array(
            z.strictObject({
              heading: text(100),
              cards: z.array(hubCard, { error: 'must be a list' }).min(1, { error: 'must have at least 1 card' }),
            }),
            { error: 'must be a list' },
          )
          .min(2, { error: 'must have at least 2 sections' })
          .max(3, { error: 'must have at most 3 sections' }),
        tips: z.strictObject({
          heading: text(100),
          items: textList(1, 10, 300),
        }),
        sidebar: z
          .array(
            z.strictObject({
              heading: text(100),
              items: textList(1, 8, 300),
              link: z.strictObject({ text: text(60), path: linkHref }).optional(),
            }),
            { error: 'must be a list' },
          )
          .min(1, { error: 'must have at least 1 sidebar block' }),
      }),
    })
    .superRefine((topic, ctx) => {
      const title = topicTitles[topic.id];
      if (topic.title !== title) ctx.addIssue({ code: 'custom', message: `must be "${title}" (SPEC)`, path: ['title'] });
      const expected = landingTopicsById[topic.id];
      if (topic.landingTopics.join('|') !== expected.join('|')) {
        ctx.addIssue({
          code: 'custom',
          message: `must be exactly [${expected.map((t) => `"${t}"`).join(', ')}] (SPEC)`,
          path: ['landingTopics'],
        });
      }
    });

  return { guideFrontMatterSchema, topicSchema };
}

type ContentSchemas = ReturnType<typeof buildSchemas>;
const schemasByKnownGuides = new WeakMap<KnownGuides, ContentSchemas>();

/** The schemas for `knownGuides` (built once per set). */
export function contentSchemas(knownGuides: KnownGuides = specGuides): ContentSchemas {
  let schemas = schemasByKnownGuides.get(knownGuides);
  if (!schemas) {
    schemas = buildSchemas(knownGuides);
    schemasByKnownGuides.set(knownGuides, schemas);
  }
  return schemas;
}

/** Front matter and hub schemas that know SPEC's guides (a file on its own). */
export const { guideFrontMatterSchema, topicSchema } = contentSchemas();

export type GuideFrontMatter = z.output<typeof guideFrontMatterSchema>;
export type GuideFrontMatterInput = z.input<typeof guideFrontMatterSchema>;
export type Topic = z.output<typeof topicSchema>;
export type TopicInput = z.input<typeof topicSchema>;

function checkExtraBackButton(actual: { text: string; path: string } | undefined, placement: GuidePlacement, ctx: z.RefinementCtx): void {
  const expected = placement.extraBackButton;
  if (!expected) {
    if (actual) ctx.addIssue({ code: 'custom', message: 'SPEC names no extra back button for this guide', path: ['extraBackButton'] });
    return;
  }
  if (!actual) {
    ctx.addIssue({
      code: 'custom',
      message: `is required: { text: "${expected.text}", path: "${expected.path}" }`,
      path: ['extraBackButton'],
    });
    return;
  }
  // The arrow is decoration; the words and the target are what SPEC fixes.
  const words = (value: string) => value.replace(/^←\s*/, '');
  if (words(actual.text) !== words(expected.text)) {
    ctx.addIssue({ code: 'custom', message: `must read "${expected.text}"`, path: ['extraBackButton', 'text'] });
  }
  if (actual.path !== expected.path) {
    ctx.addIssue({ code: 'custom', message: `must be "${expected.path}"`, path: ['extraBackButton', 'path'] });
  }
}

// ---- Validation with file-named problems ------------------------------------------------------

export type ContentParseResult<T> = { success: true; data: T } | { success: false; problems: string[] };

/** `hub.sections[0].cards[1].guide` style path for messages. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** The value at `path` inside `data` (zod does not keep inputs on issues). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueProblems(file: string, data: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${file}: ${formatFieldPath([...issue.path, key])}: unknown key`);
    }
    const missing =
      (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.path.length > 0 && valueAt(data, issue.path) === undefined;
    const message = missing
      ? 'is required'
      : issue.code === 'invalid_type' && issue.expected === 'object'
        ? 'must be a mapping of keys'
        : issue.message;
    return [`${file}: ${formatFieldPath(issue.path)}: ${message}`];
  });
}

/** The slug a content file must carry: its base name without extension. */
export function slugFromFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.(md|ya?ml)$/i, '');
}

/**
 * Validates one guide's front matter; `file` (e.g. `guides/prep-guide.md`) names the problems.
 * `knownGuides`: the guides it may refer to (SPEC's by default; the loader adds the files present).
 */
export function validateGuideFrontMatter(
  data: unknown,
  file: string,
  knownGuides: KnownGuides = specGuides,
): ContentParseResult<GuideFrontMatter> {
  const result = contentSchemas(knownGuides).guideFrontMatterSchema.safeParse(data);
  const problems = result.success ? [] : issueProblems(file, data, result.error.issues);
  const slug = isRecord(data) ? data.slug : undefined;
  const expected = slugFromFile(file);
  if (typeof slug === 'string' && slug !== expected) {
    problems.push(`${file}: slug: must equal the file name "${expected}"`);
  }
  return result.success && problems.length === 0 ? { success: true, data: result.data } : { success: false, problems };
}

/** Validates one topic file; `file` (e.g. `topics/myths-vs-facts.yaml`) names the problems. */
export function validateTopic(data: unknown, file: string, knownGuides: KnownGuides = specGuides): ContentParseResult<Topic> {
  const result = contentSchemas(knownGuides).topicSchema.safeParse(data);
  const problems = result.success ? [] : issueProblems(file, data, result.error.issues);
  const id = isRecord(data) ? data.id : undefined;
  const expected = slugFromFile(file);
  if (typeof id === 'string' && id !== expected) {
    problems.push(`${file}: id: must equal the file name "${expected}"`);
  }
  return result.success && problems.length === 0 ? { success: true, data: result.data } : { success: false, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
