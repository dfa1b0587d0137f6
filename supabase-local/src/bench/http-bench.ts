/**
 * Local-stack throughput over HTTP (prints figures, asserts nothing):
 *   sign-in throughput, analytics ingestion (rpc/track_events) throughput, rpc/search_articles p50/p95 at 10,000 articles.
 * Run: pnpm --filter @app/supabase-local exec tsx src/bench/http-bench.ts
 * (in-memory PGlite on free ports; BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL).
 */
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../main.ts';
import { generateArticles, QUERY_MIX } from './search-bench.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 40);
const INSERTS = Number(process.env.BENCH_INSERTS ?? 500);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const ARTICLES = 10_000;
const CONCURRENCY = 4;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

async function main(): Promise<void> {
  const stack = await startLocalStack({
    dataDir: 'memory://',
    port: 0,
    inboxPort: 0,
    env: {},
    databaseUrl: process.env.BENCH_DATABASE_URL,
    log: () => {},
    auth: { enableConfirmations: false, rateLimits: { signInSignUps: 0, tokenRefresh: 0, tokenVerifications: 0 } },
  });
  const json = { 'content-type': 'application/json', apikey: stack.anonKey };
  const service = { ...json, authorization: `Bearer ${stack.serviceRoleKey}` };
  try {
    console.log(`local stack (${stack.db.kind}) at ${stack.url}`);

    // Sign-in: bcrypt cost 10 dominates, as with GoTrue.
    const email = 'bench-member@example.test';
    const password = 'bench-password-1';
    const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    if (!created.ok) throw new Error(`could not create the bench user: ${await created.text()}`);
    let token = '';
    let t0 = performance.now();
    await pool(
      Array.from({ length: SIGN_INS }, (_, i) => i),
      CONCURRENCY,
      async () => {
        const r = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password }),
        });
        if (!r.ok) throw new Error(`sign-in failed: ${r.status}`);
        token = ((await r.json()) as { access_token: string }).access_token;
      },
    );
    let secs = (performance.now() - t0) / 1000;
    console.log(
      `sign-in (password grant, bcrypt cost 10): ${(SIGN_INS / secs).toFixed(1)} req/s (${SIGN_INS} requests, concurrency ${CONCURRENCY})`,
    );

    // Analytics ingestion: rpc/track_events in batches of 20, as the tracker sends them. As the
    // service role: from one address, anon would measure the per-address limit (240 a minute).
    t0 = performance.now();
    await pool(
      Array.from({ length: INSERTS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const events = Array.from({ length: 20 }, (_, k) => ({
          event_type: 'page_view',
          page_path: `/bench/${i}/${k}`,
          referrer: null,
          user_agent: 'bench',
          metadata: null,
        }));
        const r = await fetch(`${stack.url}/rest/v1/rpc/track_events`, {
          method: 'POST',
          headers: service,
          body: JSON.stringify({ events }),
        });
        if (r.status !== 200) throw new Error(`track_events failed: ${r.status} ${await r.text()}`);
      },
    );
    secs = (performance.now() - t0) / 1000;
    console.log(
      `ingestion (POST /rest/v1/rpc/track_events, 20 events each): ${((INSERTS * 20) / secs).toFixed(1)} events/s, ${(INSERTS / secs).toFixed(1)} req/s (${INSERTS} requests, concurrency ${CONCURRENCY})`,
    );

    // 10,000 generated articles (the backend-db helper's generator, shared with search-bench).
    await generateArticles(stack.db, ARTICLES);
    const total = Number((await stack.db.query<{ n: number }>('select count(*)::int as n from public.articles')).rows[0]?.n ?? 0);

    const member = { ...json, authorization: `Bearer ${token}` };
    const timings: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const mix = QUERY_MIX[i % QUERY_MIX.length]!;
      const start = performance.now();
      const r = await fetch(`${stack.url}/rest/v1/rpc/search_articles`, {
        method: 'POST',
        headers: member,
        body: JSON.stringify({
          search_query: mix.q,
          category_filter: mix.category ?? null,
          tag_filter: mix.tag ?? null,
          limit_count: mix.limit ?? 20,
          offset_count: mix.offset ?? 0,
        }),
      });
      await r.text();
      if (!r.ok) throw new Error(`search failed: ${r.status}`);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `rpc/search_articles over HTTP at ${total} articles: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms (${SEARCHES} sequential queries, search-bench's query mix)`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exit(1);
});
