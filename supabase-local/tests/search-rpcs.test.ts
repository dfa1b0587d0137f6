import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.ts';
import { insertFixtureContent } from '../src/db/testing/fixtures.ts';
import {
  anon,
  as,
  createUser,
  ENGINES,
  expectPgError,
  NO_SEED,
  openTestDb,
  service,
  type TestDb,
  type TestUser,
} from '../src/db/testing/harness.ts';

interface ArticleHit {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  summary: string;
  featured: boolean;
  category_id: string;
  category_name: string;
  reading_time_minutes: number;
  view_count: number;
  tags: string[];
  rank: number;
  match_tier: 'exact' | 'corrected' | 'any_word';
  corrected_query: string | null;
  snippet: string | null;
}

// The snippet's highlight markers (supabase/migrations/20250901091400_search_tier_and_snippets.sql).
const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A snippet with its markers as [brackets], for readable expectations. */
const marked = (snippet: string | null) => snippet?.replaceAll(OPEN, '[').replaceAll(CLOSE, ']') ?? null;

const SEARCH = 'select * from public.search_articles($1, $2, $3, $4, $5)';

describe.each(ENGINES)('search RPCs on %s', (engine) => {
  let t: TestDb;
  let member: TestUser;

  const search = async (q: string, category: string | null = null, tag: string | null = null, limit = 20, offset = 0) =>
    (await as<ArticleHit>(t.db, member.ctx, SEARCH, [q, category, tag, limit, offset])).rows;

  beforeAll(async () => {
    t = await openTestDb(engine);
    await insertFixtureContent(t.db);
    member = await createUser(t.db, 'reader');
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('search_articles', () => {
    it('lists every article for an empty query, featured first, then by title', async () => {
      const rows = await search('');
      expect(rows.map((r) => r.slug)).toEqual([
        'condom-use-guide',
        'testing-schedule',
        'birth-control-methods',
        'chlamydia-explained',
        'herpes-facts',
      ]);
      expect(rows[0]).toMatchObject({
        title: 'Condom Use Guide',
        featured: true,
        category_id: 'prevention-protection',
        category_name: 'Prevention & Protection',
        reading_time_minutes: 4,
        view_count: 0,
        tags: ['barrier', 'protection'],
        rank: 0,
        match_tier: 'exact',
        corrected_query: null,
        snippet: null,
      });
      // The twelve columns callers had, then the three of the honest search.
      expect(Object.keys(rows[0]!)).toEqual([
        'id',
        'slug',
        'title',
        'subtitle',
        'summary',
        'featured',
        'category_id',
        'category_name',
        'reading_time_minutes',
        'view_count',
        'tags',
        'rank',
        'match_tier',
        'corrected_query',
        'snippet',
      ]);
    });

    it('treats whitespace and null as an empty query', async () => {
      expect(await search('   ')).toHaveLength(5);
      const rows = (await as<ArticleHit>(t.db, member.ctx, 'select * from public.search_articles()')).rows;
      expect(rows).toHaveLength(5);
      const nulls = (await as<ArticleHit>(t.db, member.ctx, 'select * from public.search_articles(null, null, null, null, null)')).rows;
      expect(nulls).toHaveLength(5);
    });

    it('ranks a title match above a body match', async () => {
      const rows = await search('condom');
      expect(rows.map((r) => r.slug)).toEqual(['condom-use-guide', 'birth-control-methods']);
      expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);
    });

    it('matches the last word as a prefix', async () => {
      expect((await search('herp')).map((r) => r.slug)).toEqual(['herpes-facts']);
      expect((await search('chlamyd')).map((r) => r.slug)).toEqual(['chlamydia-explained']);
    });

    it('tolerates typos', async () => {
      expect((await search('chlamidia')).map((r) => r.slug)[0]).toBe('chlamydia-explained');
      expect((await search('herpse')).map((r) => r.slug)[0]).toBe('herpes-facts');
    });

    it('needs every word when that finds something, and ranks by all words otherwise', async () => {
      expect((await search('herpes virus')).map((r) => r.slug)).toEqual(['herpes-facts']);
      const rows = await search('chlamidia antibiotics');
      expect(rows[0]!.slug).toBe('chlamydia-explained');
    });

    it('finds nothing for words that match nothing, or for punctuation only', async () => {
      expect(await search('xylophone')).toEqual([]);
      expect(await search('?!% &|')).toEqual([]);
    });

    it('never treats the query as syntax', async () => {
      for (const q of ["'; drop table public.articles; --", 'herpes & | ! :* (', '\\', '"condom"']) {
        await expect(search(q)).resolves.toBeInstanceOf(Array);
      }
      expect(await search('"condom"')).toHaveLength(2);
      const count = await t.db.query<{ n: number }>('select count(*)::int as n from public.articles');
      expect(count.rows[0]!.n).toBe(5);
    });

    it('filters by category and by tag', async () => {
      expect((await search('', 'understanding-stis')).map((r) => r.slug)).toEqual(['chlamydia-explained', 'herpes-facts']);
      expect((await search('condom', 'prevention-protection')).map((r) => r.slug)).toEqual(['condom-use-guide', 'birth-control-methods']);
      expect(await search('condom', 'understanding-stis')).toEqual([]);
      expect((await search('', null, 'herpes')).map((r) => r.slug)).toEqual(['herpes-facts']);
      expect((await search('', 'understanding-stis', 'herpes')).map((r) => r.slug)).toEqual(['herpes-facts']);
      expect(await search('', 'no-such-topic')).toEqual([]);
      // Empty strings mean "no filter", as the search page sends for "All categories".
      expect(await search('', '', '')).toHaveLength(5);
    });

    it('pages with limit and offset, and caps the limit at 50', async () => {
      const all = await search('');
      expect((await search('', null, null, 2, 0)).map((r) => r.slug)).toEqual(all.slice(0, 2).map((r) => r.slug));
      expect((await search('', null, null, 2, 2)).map((r) => r.slug)).toEqual(all.slice(2, 4).map((r) => r.slug));
      expect(await search('', null, null, 0, 0)).toEqual([]);
      expect(await search('', null, null, 20, 100)).toEqual([]);
      // 60 articles more: a limit of 1000 still returns 50.
      await t.db.query(
        `insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes)
         select 'extra-' || g, 'extra-' || g, 'Extra ' || g, 's', 'b', 'understanding-stis', 1 from generate_series(1, 60) g`,
      );
      try {
        expect(await search('', null, null, 1000, 0)).toHaveLength(50);
        expect(await search('extra', null, null, 1000, 0)).toHaveLength(50);
        expect(await search('', null, null, 20, 0)).toHaveLength(20);
      } finally {
        await t.db.query("delete from public.articles where slug like 'extra-%'");
      }
    });

    it('ranks title above tags above summary above body, and pages across those tiers without gaps', async () => {
      // Eight articles that share one made-up word in different places.
      const placed = [
        ['title-a', 'Quokka Basics', 's', 'b', []],
        ['title-b', 'Quokka Myths', 's', 'b', []],
        ['tag-a', 'Alpha', 's', 'b', ['quokka']],
        ['tag-b', 'Beta', 's', 'b', ['quokka']],
        ['summary-a', 'Gamma', 'A quokka smiles.', 'b', []],
        ['body-a', 'Delta', 's', 'Once a quokka, twice a quokka, always a quokka.', []],
        ['body-b', 'Epsilon', 's', 'A quokka.', []],
        ['body-c', 'Zeta', 's', 'Another quokka.', []],
      ] as const;
      for (const [slug, title, summary, body, tags] of placed) {
        await t.db.query(
          `insert into public.articles (slug, article_key, title, summary, body, category_id, tags, reading_time_minutes)
           values ($1, $1, $2, $3, $4, 'understanding-stis', $5, 1)`,
          [slug, title, summary, body, tags],
        );
      }
      try {
        const all = await search('quokka');
        const slugs = all.map((r) => r.slug);
        expect(slugs).toHaveLength(8);
        // Title matches, then tag matches (tier 1, ranks above 1); then summary, then the body
        // matches by how often the word is there (tier 2, ranks below 1).
        expect(slugs.slice(0, 2).sort()).toEqual(['title-a', 'title-b']);
        expect(slugs.slice(2, 4).sort()).toEqual(['tag-a', 'tag-b']);
        expect(slugs[4]).toBe('summary-a');
        expect(slugs[5]).toBe('body-a');
        expect(slugs.slice(6).sort()).toEqual(['body-b', 'body-c']);
        expect(all.slice(0, 4).every((r) => r.rank > 1 && r.rank <= 2)).toBe(true);
        expect(all.slice(4).every((r) => r.rank > 0 && r.rank < 1)).toBe(true);
        const ranks = all.map((r) => r.rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => b - a));

        // Every page size and start gives the same order: pages inside tier 1, across the two
        // tiers, wholly inside tier 2, and past the end.
        for (const size of [1, 3, 5]) {
          const paged: string[] = [];
          for (let offset = 0; offset < 10; offset += size) {
            paged.push(...(await search('quokka', null, null, size, offset)).map((r) => r.slug));
          }
          expect(paged).toEqual(slugs);
        }
        expect((await search('quokka', null, null, 2, 5)).map((r) => r.slug)).toEqual(slugs.slice(5, 7));
        expect(await search('quokka', null, null, 5, 8)).toEqual([]);
        // A page past the end of an every-word match does not fall back to any-word matches.
        expect(await search('quokka smiles', null, null, 5, 1)).toEqual([]);
        expect((await search('quokka smiles')).map((r) => r.slug)).toEqual(['summary-a']);
      } finally {
        await t.db.query('delete from public.articles where slug = any($1)', [placed.map(([slug]) => slug)]);
      }
    });

    it('fixes a typo only when the words as typed match nothing together', async () => {
      // "herpes" matches as typed: no typo work changes it, even though "herpse" would be fixed.
      expect((await search('herpes outbreaks')).map((r) => r.slug)).toEqual(['herpes-facts']);
      expect((await search('herpse outbreaks')).map((r) => r.slug)).toEqual(['herpes-facts']);
      // A typo inside a category: fixed, then filtered.
      expect((await search('chlamidia', 'understanding-stis')).map((r) => r.slug)).toEqual(['chlamydia-explained']);
      expect(await search('chlamidia', 'prevention-protection')).toEqual([]);
    });

    it('says which pass answered: every word as typed, the typo fix, or only some of the words', async () => {
      expect((await search('herpes')).map((r) => [r.slug, r.match_tier, r.corrected_query])).toEqual([['herpes-facts', 'exact', null]]);
      // The typo fix: every row says so, with the words it searched for.
      const corrected = await search('chlamidia');
      expect(corrected[0]).toMatchObject({ slug: 'chlamydia-explained', match_tier: 'corrected', corrected_query: 'chlamydia' });
      expect(corrected.every((r) => r.match_tier === 'corrected' && r.corrected_query === 'chlamydia')).toBe(true);
      // Lower case, punctuation dropped, the words in the order typed; matching words untouched.
      expect((await search('Herpse, OUTBREAKS!'))[0]).toMatchObject({
        slug: 'herpes-facts',
        match_tier: 'corrected',
        corrected_query: 'herpes outbreaks',
      });
      // Only some of the words: the example, on this library.
      const some = await search('zqxjv-condom-matches');
      expect(some.map((r) => r.slug)).toEqual(['condom-use-guide', 'birth-control-methods']);
      expect(some.every((r) => r.match_tier === 'any_word' && r.corrected_query === null)).toBe(true);
      // Some of the words after the typo fix changed one: any_word, with the corrected words.
      expect((await search('chlamidia zqxjv'))[0]).toMatchObject({
        slug: 'chlamydia-explained',
        match_tier: 'any_word',
        corrected_query: 'chlamydia zqxjv',
      });
      // Nothing at all: no rows (the screens show their empty state).
      expect(await search('zqxjv')).toEqual([]);
      expect(await search('zqxjv qwpzk')).toEqual([]);
    });

    it('gives each result a snippet of its text around the matched words, the matches marked', async () => {
      // A short body: all of it, every form of the word marked (stemmed, any case).
      expect(marked((await search('antibiotic'))[0]!.snippet)).toBe(
        'Chlamydia is caused by bacteria. It is cured with [antibiotics]. Testing uses a urine sample.',
      );
      expect(marked((await search('condoms'))[1]!.snippet)).toBe(
        'A [condom] is the only method that also lowers STI risk. Pair a [condom] with another method. External [condom], internal [condom]: both work when used every time. [Condom] sizes vary.',
      );
      // Only the summary matches: the summary's words.
      expect(marked((await search('symptoms'))[0]!.snippet)).toBe('The most common bacterial STI, and why it often has no [symptoms].');
      // Only the title matches: the body's opening words, nothing marked.
      expect(marked((await search('explained'))[0]!.snippet)).toBe(
        'Chlamydia is caused by bacteria. It is cured with antibiotics. Testing uses a urine sample.',
      );
      // The typo fix and any-word answers mark the words they matched.
      expect(marked((await search('chlamidia'))[0]!.snippet)).toContain('[Chlamydia] is caused by bacteria.');
      expect(marked((await search('zqxjv-condom-matches'))[0]!.snippet)).toBe(
        'Check the expiry date, open the wrapper carefully and use water-based lubricant.',
      );
      expect(marked((await search('zqxjv-condom-matches'))[1]!.snippet)).toContain('A [condom] is the only method');
    });

    it('cuts a long text to about 30 words, on whole words, with … where it was cut', async () => {
      // Words joined by apostrophes and hyphens everywhere, so any cut between the parser's tokens shows.
      const filler = (n: number) =>
        Array.from(
          { length: n },
          (_, i) => ["don't", 'same-day', "it's", 'well-known', 'follow-up', "partner's", 'x-ray', "isn't"][i % 8],
        ).join(' ');
      const body = `${filler(80)} the quokka clinic ${filler(80)}`;
      await t.db.query(
        `insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes)
         values ('long-text', 'long-text', 'Long Text', 's', $1, 'understanding-stis', 1)`,
        [body],
      );
      try {
        for (const q of ['quokka', 'clinic', 'quokka clinic', 'quokkas zqxjv']) {
          const snippet = (await search(q)).find((r) => r.slug === 'long-text')!.snippet!;
          expect(snippet.startsWith('… ') && snippet.endsWith(' …')).toBe(true);
          const plain = snippet.slice(2, -2).replaceAll(OPEN, '').replaceAll(CLOSE, '');
          const words = plain.split(' ');
          expect(words.length).toBeGreaterThanOrEqual(15);
          expect(words.length).toBeLessThanOrEqual(34);
          // Found in the text as it is, with a space (never a letter, apostrophe or hyphen) on both sides.
          expect(` ${body} `).toContain(` ${plain} `);
        }
        expect(marked((await search('quokka'))[0]!.snippet)).toContain(" the [quokka] clinic don't same-day ");
      } finally {
        await t.db.query("delete from public.articles where slug = 'long-text'");
      }
    });

    it('never returns markup: the query is only ever words, and tags in the text do not come through', async () => {
      const rows = await search('<script>alert(1)</script> herpes');
      expect(rows.map((r) => r.slug)).toEqual(['herpes-facts']);
      expect(rows[0]!.match_tier).toBe('any_word');
      for (const r of rows) {
        expect(r.snippet).not.toMatch(/[<>]/);
        expect(r.corrected_query ?? '').not.toMatch(/[<>]/);
      }
      expect(await search('<script></script>')).toEqual([]);

      // Markup and stray marker characters inside an article's text.
      await t.db.query(
        `insert into public.articles (slug, article_key, title, summary, body, category_id, reading_time_minutes)
         values ('markup-text', 'markup-text', 'Markup Text', 's', $1, 'understanding-stis', 1)`,
        [`Before <script>alert("x")</script> the quokka <b>bold</b> and ${OPEN}fake${CLOSE} after.`],
      );
      try {
        const snippet = (await search('quokka'))[0]!.snippet!;
        expect(snippet).not.toContain('<script');
        expect(snippet).not.toContain('<b>');
        expect(marked(snippet)).toContain('[quokka]');
        expect(marked(snippet)).toContain(' fake ');
        expect(snippet.split(OPEN)).toHaveLength(2);
        expect(snippet.split(CLOSE)).toHaveLength(2);
      } finally {
        await t.db.query("delete from public.articles where slug = 'markup-text'");
      }
    });

    it('rejects negative limits and offsets and oversized queries with a clear message', async () => {
      await expectPgError(search('', null, null, -1, 0), '22023', /limit_count must not be negative/);
      await expectPgError(search('', null, null, 10, -5), '22023', /offset_count must not be negative/);
      await expectPgError(search('x'.repeat(201)), '22023', /search_query is too long/);
      await expectPgError(as(t.db, member.ctx, SEARCH, ['', null, null, 'ten', 0]), '22P02');
    });

    it('is for members only: anon gets 42501', async () => {
      await expectPgError(as(t.db, anon, SEARCH, ['herpes', null, null, 20, 0]), '42501', /permission denied/);
      expect((await as<ArticleHit>(t.db, service, SEARCH, ['herpes', null, null, 20, 0])).rows).toHaveLength(1);
    });

    it('runs in a read-only transaction, as PostgREST runs GET and STABLE functions', async () => {
      const rows = await t.db.withRequest({ ...member.ctx, readOnly: true, method: 'GET' }, (tx) =>
        tx.query<ArticleHit>(SEARCH, ['herp', null, null, 20, 0]),
      );
      expect(rows.rows.map((r) => r.slug)).toEqual(['herpes-facts']);
    });
  });

  describe('search_guide_passages', () => {
    const passages = (q: string, limit?: number) =>
      as<{ slug: string; guide_title: string; heading: string; content: string; rank: number }>(
        t.db,
        service,
        limit === undefined ? 'select * from public.search_guide_passages($1)' : 'select * from public.search_guide_passages($1, $2)',
        limit === undefined ? [q] : [q, limit],
      );

    it('returns ranked passages with their guide', async () => {
      const rows = (await passages('antibiotics')).rows;
      expect(rows[0]).toMatchObject({
        slug: 'chlamydia-explained',
        guide_title: 'Chlamydia Explained',
        heading: 'What chlamydia is',
        content: 'A bacterial infection cured with antibiotics.',
      });
      expect(rows[0]!.rank).toBeGreaterThan(0);
    });

    it('ranks a heading match first, tolerates typos and prefixes', async () => {
      expect((await passages('outbreaks')).rows[0]!.heading).toBe('Outbreaks');
      expect((await passages('chlamidia')).rows[0]!.slug).toBe('chlamydia-explained');
      expect((await passages('antivir')).rows[0]!.slug).toBe('herpes-facts');
      expect((await passages('how do I get tested for chlamydia')).rows[0]!.slug).toBe('chlamydia-explained');
    });

    it('limits results (default 5, at most 20) and rejects bad arguments', async () => {
      expect((await passages('the a of', 5)).rows).toEqual([]);
      expect((await passages('antibiotics urine tip outbreaks', 2)).rows).toHaveLength(2);
      expect((await passages('antibiotics urine tip outbreaks')).rows.length).toBeLessThanOrEqual(5);
      await expectPgError(passages('x', -1), '22023', /limit_count must not be negative/);
      await expectPgError(passages('x'.repeat(2001)), '22023', /too long/);
      expect((await passages('')).rows).toEqual([]);
    });

    it('is for the service role only', async () => {
      await expectPgError(as(t.db, anon, 'select * from public.search_guide_passages($1)', ['herpes']), '42501');
      await expectPgError(as(t.db, member.ctx, 'select * from public.search_guide_passages($1)', ['herpes']), '42501');
    });
  });

  describe('increment_article_view', () => {
    it('adds one view per member per day and returns the new count', async () => {
      const first = await as<{ n: number }>(t.db, member.ctx, 'select public.increment_article_view($1) as n', ['herpes-facts']);
      const again = await as<{ n: number }>(t.db, member.ctx, 'select public.increment_article_view($1) as n', ['herpes-facts']);
      expect(again.rows[0]!.n).toBe(first.rows[0]!.n); // counted once today (article-views.test.ts)
      const otherMember = await createUser(t.db, 'second-viewer');
      const second = await as<{ n: number }>(t.db, otherMember.ctx, 'select public.increment_article_view($1) as n', ['herpes-facts']);
      expect(second.rows[0]!.n).toBe(first.rows[0]!.n + 1);
      const hit = (await search('herpes')).find((r) => r.slug === 'herpes-facts');
      expect(hit?.view_count).toBe(second.rows[0]!.n);
    });

    it('does not count a view as a content update', async () => {
      const before = await t.db.query<{ updated_at: string }>("select updated_at from public.articles where slug = 'condom-use-guide'");
      await as(t.db, member.ctx, 'select public.increment_article_view($1)', ['condom-use-guide']);
      const after = await t.db.query<{ updated_at: string }>("select updated_at from public.articles where slug = 'condom-use-guide'");
      expect(after.rows[0]!.updated_at).toBe(before.rows[0]!.updated_at);
    });

    it('rejects an unknown or empty slug and anonymous callers', async () => {
      await expectPgError(
        as(t.db, member.ctx, 'select public.increment_article_view($1)', ['no-such-guide']),
        'PT404',
        /No article with slug/,
      );
      await expectPgError(as(t.db, member.ctx, 'select public.increment_article_view($1)', ['  ']), '22023', /article_slug is required/);
      await expectPgError(as(t.db, anon, 'select public.increment_article_view($1)', ['herpes-facts']), '42501');
    });
  });
});

describe('search without pg_trgm (the guarded fallback, on PGlite)', () => {
  let db: Awaited<ReturnType<typeof openDb>>;
  let member: TestUser;

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://', seedFile: NO_SEED, withPgTrgm: false });
    await insertFixtureContent(db);
    member = await createUser(db, 'fallback');
  });

  afterAll(async () => {
    await db?.close();
  });

  it('runs the migrations with no trigram index', async () => {
    const ext = await db.query("select 1 from pg_extension where extname = 'pg_trgm'");
    expect(ext.rows).toEqual([]);
    const idx = await db.query("select indexname from pg_indexes where indexname like '%trgm%'");
    expect(idx.rows).toEqual([]);
  });

  it('still ranks, matches prefixes, and tolerates typos through short prefixes', async () => {
    const search = async (q: string) =>
      (await as<{ slug: string }>(db, member.ctx, SEARCH, [q, null, null, 20, 0])).rows.map((r) => r.slug);
    expect(await search('condom')).toEqual(['condom-use-guide', 'birth-control-methods']);
    expect(await search('herp')).toEqual(['herpes-facts']);
    expect((await search('chlamidia'))[0]).toBe('chlamydia-explained');
    // Without the typo fix, a short prefix found it: some of the word, and the screens say so.
    const rows = (await as<ArticleHit>(db, member.ctx, SEARCH, ['chlamidia', null, null, 20, 0])).rows;
    expect(rows[0]).toMatchObject({ match_tier: 'any_word', corrected_query: null });
    expect(marked(rows[0]!.snippet)).toContain('[Chlamydia]');
    const passages = await as<{ slug: string }>(db, service, 'select slug from public.search_guide_passages($1)', ['chlamidia']);
    expect(passages.rows[0]?.slug).toBe('chlamydia-explained');
  });
});
