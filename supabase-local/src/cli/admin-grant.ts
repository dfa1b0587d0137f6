import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadStackConfig } from '../config/load-config.ts';
import { packageDir } from '../config/paths.ts';
import { DataDirLockedError, openDb, readLockHolder, type Db, type LockHolder } from '../db/index.ts';

/**
 * `pnpm admin:grant <email>`: makes that user an admin (a row in public.user_roles).
 * - DATABASE_URL set: straight to that database (any Supabase database), nothing migrated.
 * - else, when a live process holds the PGlite folder's lock (db/data-dir-lock.ts): through that
 *   stack's admin API and REST with the service key, at the address in the lock. The folder is
 *   never opened while someone holds it, however slowly that stack answers.
 * - else, when a stack answers at SUPABASE_URL or the configured port (on another database): through it.
 * - else: takes the folder's lock and opens it itself.
 */

export type GrantOutcome = { status: 'granted' | 'already-admin'; userId: string; via: string };

export class GrantError extends Error {}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function grantWithQuery(
  query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  email: string,
  via: string,
): Promise<GrantOutcome> {
  const user = await query('select id from auth.users where lower(email) = lower($1)', [email]);
  const userId = user.rows[0]?.id as string | undefined;
  if (!userId) throw new GrantError(`No user with the e-mail ${email} exists (${via}). Sign up first, then run this again.`);
  const inserted = await query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing returning user_id`,
    [userId],
  );
  return { status: inserted.rows.length > 0 ? 'granted' : 'already-admin', userId, via };
}

export async function grantViaDatabaseUrl(databaseUrl: string, email: string): Promise<GrantOutcome> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await grantWithQuery((sql, params) => client.query(sql, params), email, 'DATABASE_URL');
  } finally {
    await client.end();
  }
}

export async function grantViaHttp(apiUrl: string, serviceRoleKey: string, email: string): Promise<GrantOutcome> {
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' };
  const lookup = await fetch(`${apiUrl}/auth/v1/admin/users?email=${encodeURIComponent(email)}`, { headers });
  if (!lookup.ok) throw new GrantError(`The local stack refused the user lookup (HTTP ${lookup.status}): ${await lookup.text()}`);
  const { users } = (await lookup.json()) as { users: { id: string }[] };
  const userId = users[0]?.id;
  if (!userId) throw new GrantError(`No user with the e-mail ${email} exists on ${apiUrl}. Sign up first, then run this again.`);
  const insert = await fetch(`${apiUrl}/rest/v1/user_roles?on_conflict=user_id,role`, {
    method: 'POST',
    headers: { ...headers, prefer: 'resolution=ignore-duplicates,return=representation' },
    body: JSON.stringify({ user_id: userId, role: 'admin' }),
  });
  if (!insert.ok) throw new GrantError(`The local stack refused the grant (HTTP ${insert.status}): ${await insert.text()}`);
  const rows = (await insert.json()) as unknown[];
  return { status: rows.length > 0 ? 'granted' : 'already-admin', userId, via: apiUrl };
}

async function stackAnswers(apiUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function grantAdmin(email: string, env: NodeJS.ProcessEnv = process.env): Promise<GrantOutcome> {
  const address = email.trim();
  if (!EMAIL_RE.test(address)) throw new GrantError(`"${email}" is not an e-mail address. Usage: pnpm admin:grant <email>`);
  const config = loadStackConfig({ env });
  if (config.databaseUrl) return grantViaDatabaseUrl(config.databaseUrl, address);
  const dataDir = isAbsolute(config.dataDir) ? config.dataDir : resolve(packageDir, config.dataDir);

  const holder = readLockHolder(dataDir);
  if (holder) return grantThroughHolder(holder, dataDir, config.serviceRoleKey, address);

  const apiUrl = env.SUPABASE_URL || `http://${config.host}:${config.port}`;
  if (await stackAnswers(apiUrl)) return grantViaHttp(apiUrl, config.serviceRoleKey, address);
  let db: Db;
  try {
    db = await openDb({ dataDir, lockOwner: { command: 'admin:grant' } });
  } catch (err) {
    // A stack started between the check above and here: go through it.
    if (err instanceof DataDirLockedError) return grantThroughHolder(err.holder, dataDir, config.serviceRoleKey, address);
    throw err;
  }
  try {
    return await grantWithQuery((sql, params) => db.query(sql, params), address, `PGlite data in ${dataDir}`);
  } finally {
    await db.close();
  }
}

async function grantThroughHolder(holder: LockHolder, dataDir: string, serviceRoleKey: string, email: string): Promise<GrantOutcome> {
  const who = `${holder.command} (pid ${holder.pid}${holder.url ? `, API ${holder.url}` : ''}, started ${holder.startedAt})`;
  if (!holder.url) {
    throw new GrantError(
      `The data folder ${dataDir} is held by ${who}, which has no API address yet (still starting?). Run this again once it is ready; the folder is not opened while another process holds it.`,
    );
  }
  try {
    return await grantViaHttp(holder.url, serviceRoleKey, email);
  } catch (err) {
    if (err instanceof GrantError) throw err;
    throw new GrantError(
      `The data folder ${dataDir} is held by ${who}, but its API did not answer (${(err as Error).message}). Run this again once it answers; the folder is not opened while another process holds it.`,
    );
  }
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: pnpm admin:grant <email>');
    process.exit(1);
  }
  try {
    const outcome = await grantAdmin(email);
    console.log(
      outcome.status === 'granted'
        ? `Granted admin to ${email} (user ${outcome.userId}) via ${outcome.via}.`
        : `${email} (user ${outcome.userId}) already is an admin; nothing changed (${outcome.via}).`,
    );
  } catch (err) {
    console.error(`admin:grant failed: ${(err as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
