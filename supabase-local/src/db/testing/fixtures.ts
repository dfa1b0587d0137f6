import type { Db } from '../types.ts';

// A small library for the database tests: wording chosen so each search behaviour is visible.

export const FIXTURE_CATEGORIES = [
  { id: 'understanding-stis', name: 'Understanding STIs', sort: 2 },
  { id: 'prevention-protection', name: 'Prevention & Protection', sort: 3 },
  { id: 'when-to-get-tested', name: 'When to Get Tested', sort: 5 },
] as const;

export interface FixtureArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: string;
  tags: string[];
  keywords: string[];
  featured?: boolean;
}

export const FIXTURE_ARTICLES: FixtureArticle[] = [
  {
    slug: 'chlamydia-explained',
    title: 'Chlamydia Explained',
    summary: 'The most common bacterial STI, and why it often has no symptoms.',
    body: 'Chlamydia is caused by bacteria. It is cured with antibiotics. Testing uses a urine sample.',
    category: 'understanding-stis',
    tags: ['chlamydia', 'bacterial'],
    keywords: ['chlamydia', 'antibiotics'],
  },
  {
    slug: 'herpes-facts',
    title: 'Herpes Facts',
    summary: 'Living well with a common virus.',
    body: 'Herpes simplex virus causes cold sores and genital herpes. Outbreaks can be managed.',
    category: 'understanding-stis',
    tags: ['herpes', 'virus'],
    keywords: ['herpes', 'hsv'],
  },
  {
    slug: 'condom-use-guide',
    title: 'Condom Use Guide',
    summary: 'Barrier protection, step by step.',
    body: 'Check the expiry date, open the wrapper carefully and use water-based lubricant.',
    category: 'prevention-protection',
    tags: ['barrier', 'protection'],
    keywords: ['latex'],
    featured: true,
  },
  {
    slug: 'birth-control-methods',
    title: 'Birth Control Methods',
    summary: 'Pills, rings, implants and more.',
    body:
      'A condom is the only method that also lowers STI risk. Pair a condom with another method. ' +
      'External condom, internal condom: both work when used every time. Condom sizes vary.',
    category: 'prevention-protection',
    tags: ['contraception'],
    keywords: ['pill', 'iud'],
  },
  {
    slug: 'testing-schedule',
    title: 'Your Testing Schedule',
    summary: 'How often to test, by risk level.',
    body: 'Test every year at low risk, every three to six months at higher risk.',
    category: 'when-to-get-tested',
    tags: ['testing', 'schedule'],
    keywords: ['screening'],
    featured: true,
  },
];

export const FIXTURE_PASSAGES = [
  { slug: 'chlamydia-explained', heading: 'What chlamydia is', content: 'A bacterial infection cured with antibiotics.' },
  { slug: 'chlamydia-explained', heading: 'Getting tested', content: 'A urine test finds it within a few days.' },
  { slug: 'herpes-facts', heading: 'Outbreaks', content: 'Herpes outbreaks can be shortened with antiviral medicine.' },
  { slug: 'condom-use-guide', heading: 'Step by step', content: 'Pinch the tip and roll the condom down.' },
];

export async function insertFixtureContent(db: Db): Promise<void> {
  for (const c of FIXTURE_CATEGORIES) {
    await db.query('insert into public.article_categories (id, name, sort_order) values ($1, $2, $3)', [c.id, c.name, c.sort]);
  }
  for (const a of FIXTURE_ARTICLES) {
    await db.query(
      `insert into public.articles (slug, article_key, title, summary, body, category_id, tags, keywords, featured, reading_time_minutes)
       values ($1, $1, $2, $3, $4, $5, $6, $7, $8, 4)`,
      [a.slug, a.title, a.summary, a.body, a.category, a.tags, a.keywords, a.featured ?? false],
    );
  }
  let position = 0;
  for (const p of FIXTURE_PASSAGES) {
    const title = FIXTURE_ARTICLES.find((a) => a.slug === p.slug)?.title ?? p.slug;
    await db.query('insert into public.guide_passages (slug, guide_title, heading, content, position) values ($1, $2, $3, $4, $5)', [
      p.slug,
      title,
      p.heading,
      p.content,
      position++,
    ]);
  }
}
