import { describe, expect, it } from 'vitest';
import {
  guidePlacements,
  guideSlugs,
  iconNames,
  isRegisteredRoute,
  linkProblem,
  topicColors,
  topicIds,
  validateGuideFrontMatter,
  validateTopic,
} from './schema';

const file = 'guides/condom-use-guide.md';

function validGuide(): Record<string, unknown> {
  return {
    slug: 'condom-use-guide',
    title: 'Condoms, Start to Finish',
    subtitle: 'Choosing, using and storing them',
    description: 'One or two sentences for cards.',
    summary: 'Two or three sentences for server search results.',
    category: 'prevention-protection',
    articleId: 'condom-use-guide',
    backPath: '/resources/prevention-protection',
    icon: 'shield',
    cta: { text: 'Explore More Protection Methods', path: '/resources/prevention-protection' },
    keywords: ['condoms', 'barrier methods', 'lube', 'internal condom'],
    tags: ['prevention', 'condoms'],
    featured: false,
    related: ['prep-guide', 'vaccination-guide', 'prevention-plan-guide'],
    externalLinks: [{ label: 'CDC: STIs', href: 'https://www.cdc.gov/std/' }],
  };
}

function validTopic(): Record<string, unknown> {
  return {
    id: 'prevention-protection',
    title: 'Prevention & Protection',
    description: 'One sentence.',
    icon: 'shield',
    color: 'emerald',
    overview: 'A paragraph.',
    keyPoints: ['a', 'b', 'c', 'd'],
    resources: ['x', 'y', 'z'],
    landingTopics: ['Barrier Methods', 'PrEP Information', 'Risk Reduction'],
    hub: {
      intro: 'Intro.',
      sections: [
        { heading: 'One', cards: [{ title: 'Condoms', body: 'Body.', guide: 'condom-use-guide' }] },
        { heading: 'Two', cards: [{ title: 'Plain card', body: 'Body.' }] },
      ],
      tips: { heading: 'Tips', items: ['Tip'] },
      sidebar: [{ heading: 'Side', items: ['Item'], link: { text: 'Call', path: 'tel:988' } }],
    },
  };
}

function problemsFor(mutate: (guide: Record<string, unknown>) => void, fileName = file): string[] {
  const guide = validGuide();
  mutate(guide);
  const result = validateGuideFrontMatter(guide, fileName);
  return result.success ? [] : result.problems;
}

describe('constants', () => {
  it('lists the six topics and 24 guides in SPEC order, without duplicates', () => {
    expect(topicIds).toEqual([
      'sexual-health-basics',
      'understanding-stis',
      'prevention-protection',
      'relationship-health',
      'when-to-get-tested',
      'myths-vs-facts',
    ]);
    expect(guideSlugs).toHaveLength(24);
    expect(new Set(guideSlugs).size).toBe(24);
    expect(guideSlugs[0]).toBe('annual-checkups-guide');
    expect(guideSlugs[23]).toBe('psychology-of-stigma');
    expect(iconNames).toHaveLength(24);
    expect(topicColors).toEqual(['rose', 'sky', 'emerald', 'violet', 'amber', 'indigo']);
    expect(Object.keys(guidePlacements).sort()).toEqual([...guideSlugs].sort());
  });
});

describe('validateGuideFrontMatter', () => {
  it('accepts a valid guide and fills the defaults', () => {
    const guide = validGuide();
    delete guide.featured;
    const result = validateGuideFrontMatter(guide, file);
    expect(result).toMatchObject({ success: true, data: { featured: false } });

    const other = validateGuideFrontMatter(
      {
        ...validGuide(),
        slug: 'sti-symptom-guide',
        articleId: 'sti-symptom-guide',
        category: 'understanding-stis',
        backPath: '/resources/understanding-stis',
        cta: undefined,
        related: ['prep-guide', 'living-with-stis', 'understanding-test-results'],
      },
      'guides/sti-symptom-guide.md',
    );
    expect(other).toMatchObject({ success: true, data: { cta: { text: 'Get Your Kit Today', path: '/#pricing' } } });
  });

  it.each<[string, (guide: Record<string, unknown>) => void, string]>([
    ['an unknown key', (g) => (g.colour = 'red'), `${file}: colour: unknown key`],
    ['an unknown nested key', (g) => (g.cta = { text: 'x', path: '/', target: '_blank' }), `${file}: cta.target: unknown key`],
    ['a missing title', (g) => delete g.title, `${file}: title: is required`],
    ['a cta that is not a mapping', (g) => (g.cta = 'Get Your Kit'), `${file}: cta: must be a mapping of keys`],
    ['an empty description', (g) => (g.description = '   '), `${file}: description: must not be empty`],
    ['a slug that is not the file name', (g) => (g.slug = 'prep-guide'), `${file}: slug: must equal the file name "condom-use-guide"`],
    ['a slug that is not kebab-case', (g) => (g.slug = 'Made_Up'), `${file}: slug: must be kebab-case`],
    ['a topic id as slug', (g) => (g.slug = 'myths-vs-facts'), `${file}: slug: "myths-vs-facts" is a topic id`],
    ['an unknown category', (g) => (g.category = 'dating'), `${file}: category: "dating" is not a known topic id`],
    ['a category SPEC does not give', (g) => (g.category = 'myths-vs-facts'), `${file}: category: must be "prevention-protection"`],
    [
      'a backPath that is not a route',
      (g) => (g.backPath = '/resources/nowhere'),
      `${file}: backPath: "/resources/nowhere" is not a registered route`,
    ],
    [
      'a backPath SPEC does not give',
      (g) => (g.backPath = '/educational-resources'),
      `${file}: backPath: must be "/resources/prevention-protection"`,
    ],
    ['an icon outside the list', (g) => (g.icon = 'rocket'), `${file}: icon: "rocket" is not a known icon`],
    [
      'a cta path that is not a route',
      (g) => (g.cta = { text: 'Go', path: '/#nowhere' }),
      `${file}: cta.path: "/#nowhere" is not a registered route`,
    ],
    [
      'a cta other than SPEC names',
      (g) => (g.cta = { text: 'Get Your Kit Today', path: '/#pricing' }),
      `${file}: cta: must be { text: "Explore More Protection Methods"`,
    ],
    [
      'an extra back button SPEC does not name',
      (g) => (g.extraBackButton = { text: 'Back', path: '/educational-resources' }),
      `${file}: extraBackButton: SPEC names no extra back button`,
    ],
    ['too few keywords', (g) => (g.keywords = ['a', 'b', 'c']), `${file}: keywords: must have at least 4 items`],
    ['too many tags', (g) => (g.tags = ['a', 'b', 'c', 'd', 'e', 'f']), `${file}: tags: must have at most 5 items`],
    ['a repeated keyword', (g) => (g.keywords = ['lube', 'a', 'b', 'Lube']), `${file}: keywords[3]: "Lube" is listed twice`],
    ['featured that is not a boolean', (g) => (g.featured = 'no'), `${file}: featured: must be true or false`],
    ['two related guides', (g) => (g.related = ['prep-guide', 'vaccination-guide']), `${file}: related: must list exactly 3 guide slugs`],
    [
      'a related guide that does not exist',
      (g) => (g.related = ['prep-guide', 'vaccination-guide', 'nope']),
      `${file}: related[2]: "nope" is not a known guide slug`,
    ],
    [
      'a guide related to itself',
      (g) => (g.related = ['prep-guide', 'condom-use-guide', 'vaccination-guide']),
      `${file}: related[1]: a guide cannot be related to itself`,
    ],
    [
      'a related guide listed twice',
      (g) => (g.related = ['prep-guide', 'prep-guide', 'vaccination-guide']),
      `${file}: related[1]: "prep-guide" is listed twice`,
    ],
    [
      'an http external link',
      (g) => (g.externalLinks = [{ label: 'CDC', href: 'http://www.cdc.gov/' }]),
      `${file}: externalLinks[0].href: "http://www.cdc.gov/" must be an https:// URL`,
    ],
    ['an articleId that is not kebab-case', (g) => (g.articleId = 'Condom Guide'), `${file}: articleId: must be kebab-case`],
  ])('rejects %s, naming file and field', (_name, mutate, expected) => {
    const problems = problemsFor(mutate);
    expect(problems.some((problem) => problem.startsWith(expected))).toBe(true);
  });

  it('requires the extra back button where SPEC names one', () => {
    const guide = {
      ...validGuide(),
      slug: 'preparing-for-your-testing-visit',
      articleId: 'preparing-for-your-testing-visit',
      category: 'when-to-get-tested',
      backPath: '/resources/when-to-get-tested',
      cta: undefined,
    };
    const problems = ((result) => (result.success ? [] : result.problems))(
      validateGuideFrontMatter(guide, 'guides/preparing-for-your-testing-visit.md'),
    );
    expect(problems).toEqual([
      'guides/preparing-for-your-testing-visit.md: extraBackButton: is required: { text: "← Back to Testing Guidelines", path: "/resources/when-to-get-tested" }',
    ]);
    const fixed = validateGuideFrontMatter(
      { ...guide, extraBackButton: { text: '← Back to Testing Guidelines', path: '/resources/when-to-get-tested' } },
      'guides/preparing-for-your-testing-visit.md',
    );
    expect(fixed.success).toBe(true);
  });

  it('reports every problem of a file at once', () => {
    const problems = problemsFor((g) => {
      g.icon = 'rocket';
      g.tags = ['one'];
      g.extra = true;
    });
    expect(problems).toHaveLength(3);
  });

  it('rejects front matter that is not a mapping', () => {
    const result = validateGuideFrontMatter(['a', 'b'], file);
    expect(result).toMatchObject({ success: false, problems: ['guides/condom-use-guide.md: (file): must be a mapping of keys'] });
  });
});

describe('validateTopic', () => {
  const topicFile = 'topics/prevention-protection.yaml';
  const topicProblems = (mutate: (topic: Record<string, unknown>) => void, fileName = topicFile) => {
    const topic = validTopic();
    mutate(topic);
    const result = validateTopic(topic, fileName);
    return result.success ? [] : result.problems;
  };
  const hub = (topic: Record<string, unknown>) => topic.hub as Record<string, unknown>;

  it('accepts a valid topic', () => {
    expect(validateTopic(validTopic(), topicFile).success).toBe(true);
  });

  it.each<[string, (topic: Record<string, unknown>) => void, string]>([
    [
      'an id that is not the file name',
      (t) => (t.id = 'myths-vs-facts'),
      `${topicFile}: id: must equal the file name "prevention-protection"`,
    ],
    ['a title other than SPEC', (t) => (t.title = 'Prevention and Protection'), `${topicFile}: title: must be "Prevention & Protection"`],
    [
      'landing topics other than SPEC',
      (t) => (t.landingTopics = ['Barrier Methods', 'PrEP', 'Risk Reduction']),
      `${topicFile}: landingTopics: must be exactly`,
    ],
    ['a color outside the list', (t) => (t.color = 'teal'), `${topicFile}: color: "teal" is not a known color`],
    ['too few key points', (t) => (t.keyPoints = ['a']), `${topicFile}: keyPoints: must have at least 4 items`],
    [
      'a single hub section',
      (t) => (hub(t).sections = [(hub(t).sections as unknown[])[0]]),
      `${topicFile}: hub.sections: must have at least 2 sections`,
    ],
    [
      'a card pointing at an unknown guide',
      (t) => ((hub(t).sections as { cards: { guide?: string }[] }[])[1]!.cards[0]!.guide = 'nope'),
      `${topicFile}: hub.sections[1].cards[0].guide: "nope" is not a known guide slug`,
    ],
    [
      'an unknown key in tips',
      (t) => (hub(t).tips = { heading: 'Tips', items: ['x'], colour: 'red' }),
      `${topicFile}: hub.tips.colour: unknown key`,
    ],
    [
      'a sidebar link that is not a route',
      (t) => (hub(t).sidebar = [{ heading: 'S', items: ['x'], link: { text: 'Go', path: '/clinics' } }]),
      `${topicFile}: hub.sidebar[0].link.path: "/clinics" is not a registered route`,
    ],
  ])('rejects %s, naming file and field', (_name, mutate, expected) => {
    expect(topicProblems(mutate).some((problem) => problem.startsWith(expected))).toBe(true);
  });
});

describe('a guide SPEC does not name', () => {
  const newFile = 'guides/doxy-pep-guide.md';
  const newGuide = () => ({
    ...validGuide(),
    slug: 'doxy-pep-guide',
    articleId: 'doxy-pep-guide',
    // Placed where its own front matter says: SPEC's placement rules are for SPEC's guides.
    backPath: '/educational-resources',
    category: 'understanding-stis',
    cta: { text: 'Get Your Kit Today', path: '/#pricing' },
  });
  const known = new Set([...guideSlugs, 'doxy-pep-guide']);

  it('is accepted with its own placement', () => {
    expect(validateGuideFrontMatter(newGuide(), newFile)).toMatchObject({ success: true, data: { slug: 'doxy-pep-guide' } });
  });

  it('may be referred to once the loader knows it (related, hub cards, links), and not before', () => {
    const referring = { ...validGuide(), related: ['prep-guide', 'vaccination-guide', 'doxy-pep-guide'] };
    expect(validateGuideFrontMatter(referring, file, known).success).toBe(true);
    expect(validateGuideFrontMatter(referring, file)).toEqual({
      success: false,
      problems: [`${file}: related[2]: "doxy-pep-guide" is not a known guide slug`],
    });
    const topic = validTopic();
    (topic.hub as { sections: { cards: { guide?: string }[] }[] }).sections[1]!.cards[0]!.guide = 'doxy-pep-guide';
    expect(validateTopic(topic, 'topics/prevention-protection.yaml', known).success).toBe(true);
    expect(validateTopic(topic, 'topics/prevention-protection.yaml').success).toBe(false);
    expect(linkProblem('/resources/doxy-pep-guide', known)).toBeNull();
    expect(linkProblem('/resources/doxy-pep-guide')).toContain('is not a registered route');
  });
});

describe('routes and links', () => {
  it.each([
    ['/', true],
    ['/auth', true],
    ['/educational-resources', true],
    ['/search', true],
    ['/search?q=herpes&category=understanding-stis', true],
    ['/search?page=2', false],
    ['/#pricing', true],
    ['/#faq', true],
    ['/#nowhere', false],
    ['/resources/prep-guide', true],
    ['/resources/myths-vs-facts', true],
    ['/resources/unknown-guide', false],
    ['/medical-disclaimer', true],
    ['/privacy-policy', true],
    ['/terms-of-service', true],
    ['/analytics', false],
    ['/auth/', false],
  ])('isRegisteredRoute(%s) is %s', (path, expected) => {
    expect(isRegisteredRoute(path)).toBe(expected);
  });

  it.each(['tel:988', 'tel:911', 'sms:741741', 'https://www.cdc.gov/std/'])('linkProblem(%s) is null', (href) => {
    expect(linkProblem(href)).toBeNull();
  });

  it.each([
    ['tel:5551234', 'is not an allowed phone link'],
    ['sms:12345', 'is not an allowed text link'],
    ['http://www.cdc.gov/', 'must be a registered route, an https:// URL'],
    ['javascript:alert(1)', 'must be a registered route, an https:// URL'],
    ['mailto:someone@example.com', 'must be a registered route, an https:// URL'],
    ['/resources/nope', 'is not a registered route'],
  ])('linkProblem(%s)', (href, expected) => {
    expect(linkProblem(href)).toContain(expected);
  });
});
