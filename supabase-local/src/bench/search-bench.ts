// Search latency benchmark: 10,000 generated articles, a mix of search_articles calls run in SQL
// exactly as PostgREST runs them (member role, claims, read-only transaction), p50/p95 per
// database. Figures only, no assertions.
//
//   npx tsx src/bench/search-bench.ts [--count 10000] [--rounds 20]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDb } from '../db/open-db.ts';
import type { Db, RequestContext } from '../db/types.ts';
import { NO_SEED } from '../db/testing/no-seed.ts';
import { findPostgresBinDir, startTempPostgres } from '../db/testing/temp-postgres.ts';

export const BENCH_CATEGORIES = [
  ['sexual-health-basics', 'Sexual Health Basics'],
  ['understanding-stis', 'Understanding STIs'],
  ['prevention-protection', 'Prevention & Protection'],
  ['relationship-health', 'Relationship Health'],
  ['when-to-get-tested', 'When to Get Tested'],
  ['myths-vs-facts', 'Myths vs. Facts'],
] as const;

const TOPICS = [
  'chlamydia',
  'gonorrhea',
  'syphilis',
  'herpes',
  'hpv',
  'hiv',
  'trichomonas',
  'mycoplasma',
  'hepatitis',
  'condoms',
  'prep',
  'doxy-pep',
  'vaccination',
  'testing',
  'symptoms',
  'treatment',
  'consent',
  'communication',
  'partners',
  'stigma',
  'contraception',
  'checkups',
  'results',
  'window periods',
  'yeast infection',
  'bacterial vaginosis',
];
const WORDS = (
  'health sexual test testing result results sample urine swab blood clinic provider doctor nurse partner partners ' +
  'risk exposure window period symptom symptoms sign signs discharge pain itching sore sores rash fever infection ' +
  'bacterial viral virus antibiotic antibiotics antiviral treatment cure prevention protect protection barrier condom ' +
  'condoms dental dam lubricant latex prep pep vaccine vaccination dose doses schedule annual routine screening check ' +
  'checkup privacy private discreet confidential kit home lab minutes days weeks months year conversation talk honest ' +
  'trust support counseling stigma shame myth fact facts evidence science research guideline recommendation common ' +
  'rare mild severe early late follow retest positive negative inconclusive reactive window accuracy sensitive ' +
  'specific care telehealth prescription pharmacy delivery relationship consent communication plan habit wellness'
).split(' ');

/** Small deterministic PRNG so every run benchmarks the same library. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fills a database (migrations applied) with `count` generated articles in the six categories:
 * realistic sizes (a ~60-word summary, a ~400-word body), topic words in titles and keywords.
 * Reused by the HTTP benchmark.
 */
export async function generateArticles(db: Db, count = 10_000, seed = 42): Promise<void> {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

  for (const [i, [id, name]] of BENCH_CATEGORIES.entries()) {
    await db.query(
      `insert into public.article_categories (id, name, sort_order) values ($1, $2, $3)
       on conflict (id) do update set name = excluded.name, sort_order = excluded.sort_order`,
      [id, name, i + 1],
    );
  }

  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const cols: unknown[][] = Array.from({ length: 9 }, () => []);
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const topic = pick(TOPICS);
      const other = pick(TOPICS);
      const title = `${topic[0]!.toUpperCase()}${topic.slice(1)}: ${words(3)} ${i}`;
      const body = `${words(120)} ${topic} ${words(120)} ${other} ${words(160)}`;
      const row = [
        `bench-${i}`,
        title,
        `${words(30)} ${topic} ${words(30)}`,
        body,
        pick(BENCH_CATEGORIES)[0],
        [topic.replace(/ /g, '-'), pick(TOPICS).replace(/ /g, '-')],
        [topic, other, pick(WORDS)],
        random() < 0.05,
        1 + Math.floor(random() * 12),
      ];
      row.forEach((v, k) => cols[k]!.push(v));
    }
    // Arrays of arrays do not bind as text[][] portably: tags/keywords go as JSON.
    await db.query(
      `insert into public.articles (slug, article_key, title, summary, body, category_id, tags, keywords, featured, reading_time_minutes)
       select s, s, t, su, b, c,
              array(select jsonb_array_elements_text(tg)), array(select jsonb_array_elements_text(kw)), f, r
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[], $8::boolean[], $9::int[])
         as x(s, t, su, b, c, tg, kw, f, r)
       on conflict (slug) do nothing`,
      [
        cols[0],
        cols[1],
        cols[2],
        cols[3],
        cols[4],
        cols[5]!.map((v) => JSON.stringify(v)),
        cols[6]!.map((v) => JSON.stringify(v)),
        cols[7],
        cols[8],
      ],
    );
  }
  // As a live database is a minute later, once autovacuum has run: GIN pending lists merged into
  // the indexes (a search reads a pending list row by row), visibility map and statistics set.
  await db.query('vacuum analyze public.articles');
}

/** The mix: common and rare words, prefixes, typos, phrases, filters, the empty listing, paging. */
export const QUERY_MIX: { q: string; category?: string; tag?: string; limit?: number; offset?: number }[] = [
  { q: 'chlamydia' },
  { q: 'herp' },
  { q: 'testing' },
  { q: 'hiv test' },
  { q: 'condom' },
  { q: 'window period' },
  { q: 'prep' },
  { q: 'chlamidia' },
  { q: 'gonorhea' },
  { q: 'herpse symptoms' },
  { q: 'syphilis treatment' },
  { q: '' },
  { q: '', category: 'understanding-stis' },
  { q: 'symptoms', category: 'understanding-stis' },
  { q: '', tag: 'herpes' },
  { q: 'vaccine', limit: 10 },
  { q: 'partner', offset: 20 },
  { q: 'xylophone' },
];

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface BenchFigures {
  database: string;
  articles: number;
  calls: number;
  p50: number;
  p95: number;
  max: number;
  perQuery: { q: string; p50: number; p95: number; rows: number }[];
}

export async function benchSearch(db: Db, label: string, rounds: number): Promise<BenchFigures> {
  const userId = randomUUID();
  await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [userId, `bench-${userId}@example.test`]);
  const member: RequestContext = {
    role: 'authenticated',
    claims: { sub: userId, role: 'authenticated', aud: 'authenticated', email: `bench-${userId}@example.test` },
    method: 'POST',
    path: '/rpc/search_articles',
    readOnly: true, // PostgREST runs STABLE functions read-only
  };
  const call = (m: (typeof QUERY_MIX)[number]) =>
    db.withRequest(member, (tx) =>
      tx.query('select * from public.search_articles($1, $2, $3, $4, $5)', [
        m.q,
        m.category ?? null,
        m.tag ?? null,
        m.limit ?? 20,
        m.offset ?? 0,
      ]),
    );

  for (const m of QUERY_MIX) await call(m); // warm-up: caches, plans
  const all: number[] = [];
  const byQuery = new Map<string, { times: number[]; rows: number }>();
  for (let r = 0; r < rounds; r++) {
    for (const m of QUERY_MIX) {
      const t0 = performance.now();
      const res = await call(m);
      const ms = performance.now() - t0;
      all.push(ms);
      const key = `${JSON.stringify(m.q)}${m.category ? ` category=${m.category}` : ''}${m.tag ? ` tag=${m.tag}` : ''}${m.offset ? ` offset=${m.offset}` : ''}`;
      const entry = byQuery.get(key) ?? { times: [], rows: res.rows.length };
      entry.times.push(ms);
      byQuery.set(key, entry);
    }
  }
  const sorted = [...all].sort((a, b) => a - b);
  const articles = (await db.query<{ n: number }>('select count(*)::int as n from public.articles')).rows[0]!.n;
  return {
    database: label,
    articles,
    calls: all.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    perQuery: [...byQuery].map(([q, e]) => {
      const s = [...e.times].sort((a, b) => a - b);
      return { q, p50: percentile(s, 50), p95: percentile(s, 95), rows: e.rows };
    }),
  };
}

function print(f: BenchFigures): void {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`\n${f.database}: ${f.articles} articles, ${f.calls} calls  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  max ${ms(f.max)}`);
  for (const q of f.perQuery)
    console.log(`  ${q.q.padEnd(44)} p50 ${ms(q.p50).padStart(10)}  p95 ${ms(q.p95).padStart(10)}  rows ${q.rows}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const count = arg('count', 10_000);
  const rounds = arg('rounds', 20);

  console.log(`search_articles benchmark: ${count} articles, ${rounds} rounds of ${QUERY_MIX.length} queries per database`);
  const pglite = await openDb({ dataDir: 'memory://', seedFile: NO_SEED });
  try {
    let t0 = performance.now();
    await generateArticles(pglite, count);
    console.log(`PGlite: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    print(await benchSearch(pglite, 'PGlite (embedded, PostgreSQL 18 in WASM)', rounds));
  } finally {
    await pglite.close();
  }

  if (!findPostgresBinDir()) {
    console.log('\nPostgreSQL: skipped (no server binaries; install the postgresql package to include it)');
    return;
  }
  const server = await startTempPostgres();
  try {
    const pg = await openDb({ databaseUrl: server.url, seedFile: NO_SEED });
    try {
      const version = (await pg.query<{ v: string }>('select current_setting($$server_version$$) as v')).rows[0]!.v;
      const t0 = performance.now();
      await generateArticles(pg, count);
      console.log(`\nPostgreSQL ${version}: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      print(await benchSearch(pg, `PostgreSQL ${version}`, rounds));
    } finally {
      await pg.close();
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
