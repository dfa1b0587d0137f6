// Analytics at volume, over HTTP (issue 14, item 6): a throw-away PostgreSQL under the local stack
// (its own process, free ports on 127.0.0.1), loaded with 1 million and then 10 million generated
// events (the history of supabase-local/src/bench/analytics-bench.ts). At each size it prints
// p50/p95 of the admin dashboard's RPCs called through POST /rest/v1/rpc/... with an admin's token,
// the rows per second that POST /rest/v1/rpc/track_events stores (batches of 20, as the tracker
// sends, each client from its own 127.x.y.z address so each has its own bucket), and the size of
// the table and the rollups; then a linear projection to 100 million from the two sizes. Between the
// sizes, a flood: one address sending 5,000 events a second for 30 s while 20 visitors browse from
// their own addresses; it prints what the flood got stored against what the per-address limit
// allows, and the visitors' events lost. Figures only; it asserts nothing.
//
//   pnpm bench:analytics
//   pnpm bench:analytics -- --large 0            (1 M only, no projection)
//   pnpm bench:analytics -- --small 100000 --large 0 --flood-seconds 5 --ingest 2000   (a quick look)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBinDir, openAnalyticsData, startTempPostgres, type AnalyticsData, type RelationSize } from '@app/supabase-local';
import { ADDRESS_BUCKET, bucketAllowance, formatBytes, loopbackAddress, projectLinear } from './lib/analytics-figures';
import { parseFlags, runCli, type FlagSpec, type FlagValues } from './lib/args';
import { Cleanup } from './lib/cleanup';
import { machineNote } from './lib/machine';
import { isMain } from './lib/processes';
import { startStackProcess } from './lib/stack-process';
import { ms, summarize, type LatencySummary } from './lib/stats';
import { CLIENT_INFO, createConfirmedUser, describeFailure, parseTokens, passwordSignIn, type Api } from './lib/supabase-http';
import { formatTable } from './lib/table';

export const ANALYTICS_FLAGS = {
  small: { kind: 'int', default: 1_000_000, min: 1000, max: 100_000_000, help: 'events generated for the first size' },
  large: { kind: 'int', default: 10_000_000, min: 0, max: 100_000_000, help: 'events for the second size (0: none, no projection)' },
  calls: { kind: 'int', default: 0, min: 0, max: 1000, help: 'timed calls per RPC (0: 30 up to 2 M events, 10 above)' },
  ingest: { kind: 'int', default: 20_000, min: 0, max: 1_000_000, help: 'events sent through track_events at each size' },
  'ingest-clients': { kind: 'int', default: 8, min: 1, max: 200, help: 'concurrent ingesting clients' },
  'flood-rate': { kind: 'int', default: 5000, min: 20, max: 100_000, help: 'events a second the flooding address offers' },
  'flood-seconds': { kind: 'int', default: 30, min: 0, max: 600, help: 'how long the flood lasts (0: no flood)' },
  visitors: { kind: 'int', default: 20, min: 0, max: 254, help: 'visitors browsing during the flood' },
} satisfies Record<string, FlagSpec>;

export type AnalyticsOptions = FlagValues<typeof ANALYTICS_FLAGS>;

const MEMBERS = 20_000;
const BATCH = 20; // the tracker's largest batch, the server's limit

/** The RPCs of the admin dashboard, with the arguments the dashboard sends. */
const RPCS: { label: string; fn: string; args: Record<string, unknown> }[] = [
  { label: 'get_analytics_summary()', fn: 'get_analytics_summary', args: {} },
  { label: 'get_analytics_summary(30)', fn: 'get_analytics_summary', args: { days_back: 30 } },
  { label: 'get_events_per_day(30)', fn: 'get_events_per_day', args: { days_back: 30 } },
  { label: 'get_events_per_day(90)', fn: 'get_events_per_day', args: { days_back: 90 } },
  { label: 'get_traffic_report(30)', fn: 'get_traffic_report', args: { days_back: 30 } },
  { label: 'get_traffic_report(90)', fn: 'get_traffic_report', args: { days_back: 90 } },
  { label: 'get_remote_health(30)', fn: 'get_remote_health', args: { days_back: 30 } },
  { label: 'get_remote_health(90)', fn: 'get_remote_health', args: { days_back: 90 } },
];

// ---- HTTP from a chosen loopback address -------------------------------------------------------

// One keep-alive agent: its pool is keyed by the local address too, so each simulated client keeps
// its own connections, and the stack sees each one's socket address as its client address.
const agent = new http.Agent({ keepAlive: true });
const TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  text: string;
}

function post(url: string, headers: Record<string, string>, body: string, from: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, localAddress: from, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** What the tracker (shared/src/analytics/send-events.ts) sends for a visitor without a session. */
function trackHeaders(api: Api, userAgent: string): Record<string, string> {
  return {
    apikey: api.anonKey,
    Authorization: `Bearer ${api.anonKey}`,
    'Content-Type': 'application/json',
    'User-Agent': userAgent,
  };
}

// Each event with its own id, as the tracker sends them (migration 20250901092100): random UUIDv4s,
// the worst case for the unique index (the tracker's UUIDv7s start with the time).
const pageViews = (paths: string[]) =>
  JSON.stringify({
    events: paths.map((p) => ({
      event_id: randomUUID(),
      event_type: 'page_view',
      page_path: p,
      referrer: null,
      user_agent: null,
      metadata: null,
    })),
  });

// ---- the dashboard's RPCs over HTTP ------------------------------------------------------------

async function adminToken(api: Api, email: string, password: string): Promise<string> {
  const answer = await passwordSignIn(api, email, password);
  if (answer.status !== 200) throw new Error(`the admin's sign-in failed: ${describeFailure(answer.status, answer.text)}`);
  return parseTokens(answer.text).accessToken;
}

async function timeRpcs(api: Api, token: string, calls: number): Promise<Map<string, LatencySummary>> {
  const headers = {
    apikey: api.anonKey,
    Authorization: `Bearer ${token}`,
    'X-Client-Info': CLIENT_INFO,
    'Content-Profile': 'public',
    'Content-Type': 'application/json',
  };
  const once = async (rpc: (typeof RPCS)[number]) => {
    const started = performance.now();
    const answer = await post(`${api.url}/rest/v1/rpc/${rpc.fn}`, headers, JSON.stringify(rpc.args), '127.0.0.1');
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`rpc/${rpc.fn} failed: ${describeFailure(answer.status, answer.text)}`);
    return elapsed;
  };
  const out = new Map<string, LatencySummary>();
  for (const rpc of RPCS) {
    for (let i = 0; i < 3; i += 1) await once(rpc); // warm-up (the first call may roll up)
    const times: number[] = [];
    for (let i = 0; i < calls; i += 1) times.push(await once(rpc));
    out.set(rpc.label, summarize(times));
  }
  return out;
}

// ---- ingestion through track_events ------------------------------------------------------------

// Never the same address twice in one run: a bucket lasts the UTC day, whatever table size follows.
let ingestAddresses = 0;

interface IngestFigures {
  sent: number;
  stored: number;
  seconds: number;
  rowsPerSecond: number;
  requests: LatencySummary;
  refused: number;
}

/**
 * `total` events in batches of 20 from `clients` concurrent clients. A client sends one batch at a
 * time and moves to a fresh address after 12 batches (240 events, one address's burst), as many
 * visitors would: the real path, buckets included, without hitting the limit.
 */
async function ingest(api: Api, data: AnalyticsData, total: number, clients: number, tag: string): Promise<IngestFigures> {
  const perAddress = ADDRESS_BUCKET.capacity / BATCH;
  const batches = Math.ceil(total / BATCH);
  const prefix = `/ingest-${tag}/`;
  let next = 0;
  let refused = 0;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      let from = '';
      let used = perAddress;
      while (next < batches) {
        const b = next++;
        if (used >= perAddress) {
          from = loopbackAddress(1, ingestAddresses++);
          used = 0;
        }
        used += 1;
        const n = Math.min(BATCH, total - b * BATCH);
        const body = pageViews(Array.from({ length: n }, (_, i) => `${prefix}${(b * BATCH + i) % 50}`));
        const t0 = performance.now();
        const answer = await post(`${api.url}/rest/v1/rpc/track_events`, trackHeaders(api, `bench-ingest ${from}`), body, from);
        times.push(performance.now() - t0);
        if (answer.status !== 200) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stored = await data.countPath(prefix);
  return { sent: total, stored, seconds, rowsPerSecond: stored / seconds, requests: summarize(times), refused };
}

// ---- the flood ---------------------------------------------------------------------------------

interface FloodFigures {
  seconds: number;
  offeredPerSecond: number;
  sentEvents: number;
  answers: Record<string, number>;
  stored: number;
  allowed: number;
  visitors: number;
  visitorSent: number;
  visitorStored: number;
  visitorLost: number;
  visitorRetries: number;
  visitorFailures: Record<string, number>;
  visitorRequests: LatencySummary;
}

const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

async function flood(api: Api, data: AnalyticsData, options: AnalyticsOptions): Promise<FloodFigures> {
  const floodFrom = loopbackAddress(2, 0);
  const perSecond = options['flood-rate'] / BATCH; // requests a second
  const maxInFlight = 256;
  const answers: Record<string, number> = {};
  const count = (bag: Record<string, number>, key: string) => (bag[key] = (bag[key] ?? 0) + 1);
  const durationMs = options['flood-seconds'] * 1000;
  const floodBody = pageViews(Array.from({ length: BATCH }, () => '/flood/'));
  const started = performance.now();
  const deadline = started + durationMs;
  let lastAnswer = started;

  // The flooding source: as many batches as its rate says are due, at most maxInFlight waiting.
  const floodRun = (async () => {
    let sent = 0;
    let inFlight = 0;
    const pending = new Set<Promise<void>>();
    while (performance.now() < deadline) {
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
      while (sent < due && inFlight < maxInFlight) {
        sent += 1;
        inFlight += 1;
        const p = post(`${api.url}/rest/v1/rpc/track_events`, trackHeaders(api, 'bench-flood'), floodBody, floodFrom)
          .then(
            (a) => {
              count(answers, String(a.status));
            },
            (e: unknown) => {
              count(answers, e instanceof Error ? e.message.slice(0, 40) : 'failed');
            },
          )
          .finally(() => {
            inFlight -= 1;
            lastAnswer = performance.now();
            pending.delete(p);
          });
        pending.add(p);
      }
      await sleep(5);
    }
    await Promise.all(pending);
    return sent;
  })();

  // The visitors: a page every 2 to 5 s, each page view sent about 1 s later on its own, with the
  // tracker's retries (no answer, 408, 5xx: 3 attempts, 2 s then 4 s apart; 429 and other 4xx dropped).
  const visitorTimes: number[] = [];
  const visitorFailures: Record<string, number> = {};
  let visitorSent = 0;
  let visitorRetries = 0;
  const visitorRuns = Array.from({ length: options.visitors }, async (_, v) => {
    const from = loopbackAddress(3, v);
    const ua = `Mozilla/5.0 (X11; Linux x86_64) bench-visitor/${v}`;
    await sleep(Math.random() * 2000);
    let page = 0;
    while (performance.now() < deadline) {
      await sleep(1000); // the tracker's batching delay
      const body = pageViews([`/visitor/${v}/${page++}`]);
      visitorSent += 1;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const t0 = performance.now();
        let status = 0;
        try {
          status = (await post(`${api.url}/rest/v1/rpc/track_events`, trackHeaders(api, ua), body, from)).status;
        } catch {
          status = 0;
        }
        visitorTimes.push(performance.now() - t0);
        if (status === 200) break;
        count(visitorFailures, status === 0 ? 'no answer' : String(status));
        if (status !== 0 && status !== 408 && status < 500) break;
        if (attempt < 3) {
          visitorRetries += 1;
          await sleep(attempt === 1 ? 2000 : 4000);
        }
      }
      await sleep(1000 + Math.random() * 3000);
    }
  });

  const [sentBatches] = await Promise.all([floodRun, ...visitorRuns]);
  const seconds = (lastAnswer - started) / 1000;
  const stored = await data.countPath('/flood/');
  const visitorStored = await data.countPath('/visitor/');
  return {
    seconds,
    offeredPerSecond: options['flood-rate'],
    sentEvents: sentBatches * BATCH,
    answers,
    stored,
    allowed: bucketAllowance(ADDRESS_BUCKET, seconds),
    visitors: options.visitors,
    visitorSent,
    visitorStored,
    visitorLost: visitorSent - visitorStored,
    visitorRetries,
    visitorFailures,
    visitorRequests: summarize(visitorTimes),
  };
}

// ---- one size ----------------------------------------------------------------------------------

interface SizeFigures {
  events: number;
  loadSeconds: number;
  rollupSeconds: number;
  rpcs: Map<string, LatencySummary>;
  calls: number;
  ingest?: IngestFigures;
  sizes: RelationSize[];
}

async function measureSize(
  api: Api,
  data: AnalyticsData,
  admin: { email: string; password: string },
  events: number,
  options: AnalyticsOptions,
): Promise<SizeFigures> {
  const loaded = await data.reload(events, MEMBERS, (m) => console.log(`  ${m} (${machineNote()})`));
  console.log(
    `${events.toLocaleString('en-US')} events: loaded in ${loaded.loadSeconds.toFixed(1)} s, rollups rebuilt in ${loaded.rollupSeconds.toFixed(1)} s`,
  );
  const calls = options.calls || (events > 2_000_000 ? 10 : 30);
  let t0 = performance.now();
  const rpcs = await timeRpcs(api, await adminToken(api, admin.email, admin.password), calls);
  console.log(
    `${events.toLocaleString('en-US')} events: ${RPCS.length} RPCs x ${calls} calls in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  let ingested: IngestFigures | undefined;
  if (options.ingest > 0) {
    t0 = performance.now();
    ingested = await ingest(api, data, options.ingest, options['ingest-clients'], String(events));
    console.log(`${events.toLocaleString('en-US')} events: ingestion of ${options.ingest} events in ${ingested.seconds.toFixed(1)} s`);
  }
  const sizes = await data.sizes();
  return { events, ...loaded, rpcs, calls, ingest: ingested, sizes };
}

// ---- printing ----------------------------------------------------------------------------------

const PROJECTED = 100_000_000;
const millions = (n: number) => `${(n / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} M`;

function printSizes(runs: SizeFigures[]): void {
  const [a, b] = runs;
  const project = (pick: (r: SizeFigures) => number) =>
    a && b ? projectLinear(a.events, pick(a), b.events, pick(b), PROJECTED) : undefined;
  const headers = ['', ...runs.map((r) => millions(r.events)), ...(b ? [`${millions(PROJECTED)} (projected)`] : [])];

  const rpcRows = RPCS.map((rpc) => {
    const cells = runs.map((r) => {
      const s = r.rpcs.get(rpc.label)!;
      return `${ms(s.p50)} / ${ms(s.p95)}`;
    });
    const p50 = project((r) => r.rpcs.get(rpc.label)!.p50);
    const p95 = project((r) => r.rpcs.get(rpc.label)!.p95);
    return [rpc.label, ...cells, ...(p50 !== undefined && p95 !== undefined ? [`${ms(p50)} / ${ms(p95)}`] : [])];
  });
  console.log(
    `\nAdmin RPCs over HTTP (POST /rest/v1/rpc/..., admin's token), p50 / p95, sequential; calls per RPC: ${runs.map((r) => r.calls).join(', ')}\n`,
  );
  console.log(formatTable(headers, rpcRows));

  const ingestRows = runs.every((r) => r.ingest)
    ? [
        ['rows stored per second', ...runs.map((r) => r.ingest!.rowsPerSecond.toFixed(0))],
        ['request p50 / p95', ...runs.map((r) => `${ms(r.ingest!.requests.p50)} / ${ms(r.ingest!.requests.p95)}`)],
        ['events sent / stored / refused batches', ...runs.map((r) => `${r.ingest!.sent} / ${r.ingest!.stored} / ${r.ingest!.refused}`)],
      ].map((row) => (b ? [...row, ''] : row))
    : [];
  if (ingestRows.length > 0) {
    console.log(`\nIngestion through POST /rest/v1/rpc/track_events, batches of ${BATCH}, a fresh address every 240 events\n`);
    console.log(formatTable(headers, ingestRows));
  }

  const relations = runs[0]!.sizes.map((s) => s.relation);
  const sizeRows = relations.map((relation) => {
    const of = (r: SizeFigures) => r.sizes.find((s) => s.relation === relation)!;
    const projected = project((r) => of(r).bytes);
    return [
      relation,
      ...runs.map((r) => `${formatBytes(of(r).bytes)} (${of(r).rows.toLocaleString('en-US')} rows)`),
      ...(projected !== undefined ? [formatBytes(projected)] : []),
    ];
  });
  const totals = (r: SizeFigures) => r.sizes.reduce((sum, s) => sum + s.bytes, 0);
  const projectedTotal = project(totals);
  sizeRows.push([
    'all of them',
    ...runs.map((r) => formatBytes(totals(r))),
    ...(projectedTotal !== undefined ? [formatBytes(projectedTotal)] : []),
  ]);
  console.log('\nSizes (pg_total_relation_size: table, indexes, TOAST)\n');
  console.log(formatTable(headers, sizeRows));
  if (b) {
    console.log(
      `\nThe ${millions(PROJECTED)} column is a projection, not a measurement: the straight line through the ${millions(a!.events)} and ${millions(b.events)} figures.`,
    );
  }
  for (const r of runs) {
    console.log(
      `load at ${millions(r.events)}: ${r.loadSeconds.toFixed(1)} s generating (SQL, triggers off), ${r.rollupSeconds.toFixed(1)} s rebuilding the rollups`,
    );
  }
}

function printFlood(f: FloodFigures): void {
  const answers = Object.entries(f.answers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const failures = Object.entries(f.visitorFailures)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  console.log(
    `\nFlood: one address offering ${f.offeredPerSecond} events/s for ${f.seconds.toFixed(1)} s, ${f.visitors} visitors browsing from their own addresses\n`,
  );
  console.log(
    formatTable(
      ['', 'figure'],
      [
        ['flood: events sent (batches of 20)', `${f.sentEvents} (${(f.sentEvents / f.seconds).toFixed(0)}/s reached)`],
        ['flood: answers', answers],
        ['flood: rows stored', String(f.stored)],
        ['allowed by the address limit (240 + 4/s)', `${f.allowed} -> ${f.stored <= f.allowed ? 'within' : 'OVER THE LIMIT'}`],
        ['visitors: page views sent', String(f.visitorSent)],
        ['visitors: rows stored', String(f.visitorStored)],
        ['visitors: events lost', `${f.visitorLost}${f.visitorLost === 0 ? '' : ' (expected 0)'}`],
        ['visitors: failed attempts, retries', `${failures || 'none'}; ${f.visitorRetries} retries`],
        ['visitors: request p50 / p95 / max', `${ms(f.visitorRequests.p50)} / ${ms(f.visitorRequests.p95)} / ${ms(f.visitorRequests.max)}`],
      ],
    ),
  );
}

// ---- main --------------------------------------------------------------------------------------

export async function runAnalyticsBench(options: AnalyticsOptions): Promise<void> {
  if (!findPostgresBinDir()) throw new Error('PostgreSQL server binaries were not found (apt-get install postgresql)');
  console.log(machineNote());
  const cleanup = new Cleanup().watchSignals();
  try {
    const pg = await startTempPostgres();
    cleanup.add('temporary PostgreSQL', () => pg.stop());
    const version = readFileSync(path.join(pg.dir, 'data', 'PG_VERSION'), 'utf8').trim();
    const stack = await startStackProcess({ databaseUrl: pg.url, env: { GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS: '0' } });
    cleanup.add('local stack', stack.stop);
    console.log(`PostgreSQL ${version} (temporary server), local stack at ${stack.url} (pid ${stack.pid})`);
    const data = await openAnalyticsData(pg.url);
    cleanup.add('side connection', () => data.close());
    const api: Api = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };

    const admin = { email: `analytics-bench-${Date.now().toString(36)}@example.test`, password: 'Analytics-bench-pw-1' };
    await createConfirmedUser(api, admin.email, admin.password);
    const signIn = await passwordSignIn(api, admin.email, admin.password);
    if (signIn.status !== 200) throw new Error(`the admin's sign-in failed: ${describeFailure(signIn.status, signIn.text)}`);
    await data.grantAdmin(parseTokens(signIn.text).userId);
    await data.addMembers(MEMBERS - 1);

    const runs: SizeFigures[] = [await measureSize(api, data, admin, options.small, options)];
    let floodFigures: FloodFigures | undefined;
    if (options['flood-seconds'] > 0) {
      console.log(machineNote());
      floodFigures = await flood(api, data, options);
      printFlood(floodFigures);
    }
    if (options.large > 0) {
      console.log(machineNote());
      runs.push(await measureSize(api, data, admin, options.large, options));
    }
    console.log(`\n${machineNote()} (at the end; figures on a shared machine are upper bounds)`);
    printSizes(runs);
    if (floodFigures) printFlood(floodFigures); // again, beside the rest
  } finally {
    await cleanup.run();
    agent.destroy();
  }
}

if (isMain(import.meta.url)) {
  runCli('bench:analytics', ANALYTICS_FLAGS, async () => {
    await runAnalyticsBench(parseFlags(process.argv.slice(2), ANALYTICS_FLAGS));
  });
}
