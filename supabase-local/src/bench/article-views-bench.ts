/**
 * increment_article_view at 100× today's data on a throw-away PostgreSQL: 2,400 articles
 * (100 × 24 guides), 10,000 members, 100,000 of today's counted views and, for the first call of a
 * new day, 100,000 of yesterday's to prune. Prints p50/p95 of a member opening a guide, as
 * the REST layer runs it (one transaction as `authenticated` with the member's claims). Figures only.
 *
 *   npx tsx supabase-local/src/bench/article-views-bench.ts
 */
import { openDb } from '../db/open-db.ts';
import { NO_SEED } from '../db/testing/no-seed.ts';
import { startTempPostgres } from '../db/testing/temp-postgres.ts';
import type { Db, RequestContext } from '../db/types.ts';
import { generateArticles } from './search-bench.ts';

const ARTICLES = 2_400;
const MEMBERS = 10_000;
const CALLS = 400;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const member = (id: string): RequestContext => ({
  role: 'authenticated',
  claims: { sub: id, role: 'authenticated', aud: 'authenticated' },
});

async function time(db: Db, calls: { id: string; slug: string }[]): Promise<number[]> {
  const ms: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    await db.withRequest(member(call.id), (tx) => tx.query('select public.increment_article_view($1)', [call.slug]));
    ms.push(performance.now() - started);
  }
  return ms;
}

async function main(): Promise<void> {
  const server = await startTempPostgres();
  const db = await openDb({ databaseUrl: server.url, seedFile: NO_SEED });
  try {
    await generateArticles(db, ARTICLES);
    await db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
       select gen_random_uuid(), 'member-' || g || '@example.test', 'x', now() from generate_series(1, $1) g`,
      [MEMBERS],
    );
    // Ten passes of one view per member: 100,000 rows a day.
    for (let pass = 0; pass < 10; pass++) {
      await db.query(
        `insert into public.article_views (article_id, user_id, view_day)
         select a.id, u.id, (now() at time zone 'utc')::date
           from (select id, row_number() over (order by id) as n from auth.users) u
           join (select id, row_number() over (order by id) as n from public.articles) a on a.n = 1 + (u.n * 13 + $1 * 97) % $2
         on conflict do nothing`,
        [pass, ARTICLES],
      );
    }
    await db.query('vacuum analyze public.article_views');
    const users = (await db.query<{ id: string }>('select id from auth.users limit 200')).rows.map((r) => r.id);
    const slugs = (await db.query<{ slug: string }>('select slug from public.articles order by random() limit 200')).rows.map(
      (r) => r.slug,
    );
    const today = (await db.query<{ n: string }>('select count(*) as n from public.article_views')).rows[0]!.n;
    console.log(`PostgreSQL, ${ARTICLES} articles, ${MEMBERS} members, ${today} views counted today`);

    const calls = Array.from({ length: CALLS }, (_, i) => ({ id: users[i % users.length]!, slug: slugs[(i * 7) % slugs.length]! }));
    await time(db, calls.slice(0, 20)); // warm-up
    const first = await time(db, calls);
    const again = await time(db, calls);
    const report = (label: string, ms: number[]) =>
      console.log(
        `${label.padEnd(44)} p50 ${percentile(ms, 50).toFixed(2)} ms  p95 ${percentile(ms, 95).toFixed(2)} ms  (${ms.length} calls)`,
      );
    report('open a guide (first view today, counts)', first);
    report('open it again (already counted, no count)', again);

    // The first call after midnight prunes yesterday's rows.
    await db.query('update public.article_views set view_day = view_day - 1');
    await db.query('vacuum analyze public.article_views');
    const boundary = await time(db, [{ id: users[0]!, slug: slugs[1]! }]);
    report("first call of a new day (prunes yesterday's)", boundary);
    const after = await time(db, calls.slice(0, 100));
    report('calls after the prune', after);
  } finally {
    await db.close();
    await server.stop();
  }
}

void main();
