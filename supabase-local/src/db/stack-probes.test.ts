import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrantError, grantAdmin } from '../cli/admin-grant.ts';
import type { LocalStack } from '../main.ts';
import { createMember, startTestStack } from '../testing/stack-fixture.ts';
import { DataDirLockedError, lockPathFor } from './data-dir-lock.ts';
import { findPostgresBinDir, startTempPostgres, type TempPostgres } from './testing/temp-postgres.ts';

// Issue 12, probes 1 and 2, rerun over HTTP against a running stack.
//
// Probe 1: one member's `GET /rest/v1/articles?select=slug&body=match.(.*)(.*)%5C1%5C2`.
// Before: PGlite ran on the server's own thread with no statement timeout; auth, REST, functions
// and the inbox stopped answering for minutes. Then (session 8): the statement was cancelled at the
// member's statement_timeout (8 s, hosted's) and answered 500/57014, but it still ran those 8 s.
// Now: the gateway refuses the pattern before any SQL runs, with a 400 in PostgREST's error shape
// (rest/filter-cost.ts; PostgREST src/PostgREST/ApiRequest/QueryParams.hs maps "match" to OpMatch
// and "imatch" to OpIMatch and hands the pattern to `~`/`~*` unchecked, so this is our hardening).
//
// Whatever else runs into a statement timeout (here an RPC that runs the same regex inside the
// database, where no filter check can see it) is still cancelled at 8 s and answered as PostgREST
// answers SQLSTATE 57014: PostgREST src/PostgREST/Error.hs mapSQLtoHTTP sends the '57' class
// (operator intervention, 57014 query_canceled included; only 57P01 is 503) to HTTP 500, with the
// server's code and message in the body. Meanwhile /auth/v1/health answers.
//
// Probe 2: a second stack on the same `.data/pglite`. Before: it said "ready", both wrote, and a
// restart lost 14 of 51 rows and broke the indexes. Now: it stops at start with a message naming
// the process that holds the folder; admin:grant goes through that process's API.

const PROBE_PATH = '/rest/v1/articles?select=slug&body=match.(.*)(.*)%5C1%5C2';
// The same regex, run by a function inside the database (security invoker, so as the member).
const SLOW_RPC_SQL = [
  String.raw`create function public.probe_slow_rpc() returns integer language sql stable as $$
    select count(*)::int from public.articles where body ~ '(.*)(.*)\1\2'
  $$`,
  'grant execute on function public.probe_slow_rpc() to authenticated',
];

async function accessToken(stack: LocalStack, member: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const engines: { name: string; databaseUrl: () => Promise<{ url?: string; stop(): Promise<void> }> }[] = [
  { name: 'PGlite', databaseUrl: async () => ({ url: undefined, stop: async () => {} }) },
  {
    name: 'PostgreSQL',
    databaseUrl: async () => {
      if (!findPostgresBinDir()) throw new Error('PostgreSQL server binaries are needed for this test (apt-get install postgresql).');
      const pg: TempPostgres = await startTempPostgres();
      return { url: pg.url, stop: () => pg.stop() };
    },
  },
];

describe.each(engines)('probe 1 (regex filter from a member) on $name', ({ databaseUrl }) => {
  let stack: LocalStack;
  let server: { url?: string; stop(): Promise<void> };
  let token: string;

  beforeAll(async () => {
    server = await databaseUrl();
    stack = await startTestStack({ databaseUrl: server.url });
    for (const sql of SLOW_RPC_SQL) await stack.db.query(sql);
    // The stack loaded its schema cache at start; a name it does not know makes it reload, at most
    // once a second (rest/schema-cache.ts). Let that second pass so the first call finds the function.
    await new Promise((r) => setTimeout(r, 1100));
    token = await accessToken(stack, await createMember(stack, 'prober'));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await server?.stop();
  });

  it('refuses the back-reference pattern with a 400 before it runs, and boxes nobody for it', async () => {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const res = await fetch(`${stack.url}${PROBE_PATH}`, { headers });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('PGRST100');
    expect(body.message).toBe('back-reference not allowed in match filter on column body');
    expect(body.details).toMatch(/^Back-references \(\\1 … \\9\) are not allowed in match and imatch filters/);
    // imatch and a logic tree are checked the same way.
    const viaOr = await fetch(`${stack.url}/rest/v1/articles?select=slug&or=(slug.eq.x,body.imatch.(a)%5C1)`, { headers });
    expect(viaOr.status).toBe(400);
    expect(((await viaOr.json()) as { message: string }).message).toBe('back-reference not allowed in imatch filter on column body');
    const lookahead = await fetch(`${stack.url}/rest/v1/articles?select=slug&body=match.(%3F%3D.*a)(%3F%3D.*zzq)`, { headers });
    expect(lookahead.status).toBe(400);
    expect(((await lookahead.json()) as { message: string }).message).toBe(
      'lookaround constraint not allowed in match filter on column body',
    );
    // An ordinary pattern is served, and the member was not boxed by the refusals.
    const fine = await fetch(`${stack.url}/rest/v1/articles?select=slug&body=imatch.%5Cmtest(s%7Cing)%3F%5CM&limit=1`, { headers });
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as unknown[]).length).toBe(1);
    expect(fine.headers.get('retry-after')).toBeNull();
  });

  it('answers a slow RPC 57014 as PostgREST does, while health answers during it', { timeout: 60_000 }, async () => {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    let probeDone = false;
    const probe = fetch(`${stack.url}/rest/v1/rpc/probe_slow_rpc`, { headers }).then(async (res) => {
      probeDone = true;
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    });
    // Let the probe reach the database before asking for health.
    await new Promise((r) => setTimeout(r, 200));
    const health = await fetch(`${stack.url}/auth/v1/health`);
    // Ordering, not timing: health was answered while the probe was still in flight.
    expect(health.status).toBe(200);
    expect(probeDone).toBe(false);
    const settings = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect(settings.status).toBe(200);
    expect(probeDone).toBe(false);

    const answer = await probe;
    expect(answer).toEqual({
      status: 500,
      body: { code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' },
    });

    // The gateway's penalty box (server/penalty-box.ts; Kong kong/plugins/rate-limiting/handler.lua
    // answers 429 `API rate limit exceeded`): this member's next request is refused for 4 × 8 s,
    // saying why and for how long; another member and service_role are served as usual.
    const next = await fetch(`${stack.url}/rest/v1/article_categories?select=id&limit=1`, { headers });
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(Number(next.headers.get('retry-after'))).toBeLessThanOrEqual(32);
    expect(next.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const refusal = (await next.json()) as { message: string; hint: string };
    expect(Object.keys(refusal).sort()).toEqual(['hint', 'message']);
    expect(refusal.message).toMatch(/^API rate limit exceeded: .*statement timeout \(8 s, SQLSTATE 57014\) once.* for \d+ s\.$/);
    const neighbour = await accessToken(stack, await createMember(stack, 'neighbour'));
    const other = await fetch(`${stack.url}/rest/v1/article_categories?select=id&limit=1`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${neighbour}` },
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as unknown[]).length).toBe(1);
    const admin = await fetch(`${stack.url}/rest/v1/article_categories?select=id&limit=1`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(admin.status).toBe(200);
    // A well-behaved member's answers carry no trace of it.
    expect(other.headers.get('retry-after')).toBeNull();
    expect(other.headers.get('access-control-expose-headers')).not.toContain('Retry-After');
  });
});

describe('probe 2 (a second stack on the same data folder)', () => {
  let root: string;
  let dataDir: string;
  let first: LocalStack | undefined;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'candor-second-stack-'));
    dataDir = join(root, 'pglite');
  });

  afterAll(async () => {
    await first?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to start a second stack on a held folder, naming the running one', { timeout: 120_000 }, async () => {
    first = await startTestStack({ dataDir });
    const second = startTestStack({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by supabase-local (pid ${process.pid}, API ${first.url}`);
    // The first one is untouched and still answers.
    expect((await fetch(`${first.url}/auth/v1/health`)).status).toBe(200);
  });

  it('admin:grant goes through the running stack that holds the folder', { timeout: 60_000 }, async () => {
    const member = await createMember(first!, 'grant-through');
    // The configured port answers nothing: the address comes from the lock.
    const env = { SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: '9' };
    const outcome = await grantAdmin(member.email, env);
    expect(outcome).toMatchObject({ status: 'granted', userId: member.id, via: first!.url });
  });

  it('admin:grant opens the folder itself once no process holds it, and lets go of it', { timeout: 120_000 }, async () => {
    const member = await createMember(first!, 'grant-direct');
    await first!.stop();
    first = undefined;
    const outcome = await grantAdmin(member.email, { SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: '9' });
    expect(outcome).toMatchObject({ status: 'granted', userId: member.id, via: `PGlite data in ${dataDir}` });
    // Released: a stack starts on it again and sees the grant.
    first = await startTestStack({ dataDir });
    const roles = await first.db.query<{ n: number }>(`select count(*)::int as n from public.user_roles where user_id = $1`, [member.id]);
    expect(roles.rows[0]!.n).toBe(1);
  });

  it('admin:grant never opens a folder held by a live process whose API does not answer', { timeout: 60_000 }, async () => {
    const other = join(root, 'held');
    // A live process (this test's child) named in the lock, with an API address nobody answers on.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(
        lockPathFor(other),
        JSON.stringify({ pid: holder.pid, command: 'supabase-local', startedAt: new Date().toISOString(), url: 'http://127.0.0.1:9' }),
      );
      const attempt = grantAdmin('someone@example.test', { SUPABASE_LOCAL_DATA_DIR: other, SUPABASE_LOCAL_PORT: '9' });
      await expect(attempt).rejects.toBeInstanceOf(GrantError);
      await expect(attempt).rejects.toThrow(`held by supabase-local (pid ${holder.pid}, API http://127.0.0.1:9`);
      // Nothing was created in the folder.
      expect(existsSync(other)).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
