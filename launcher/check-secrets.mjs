#!/usr/bin/env node
// Proves that no server-side secret reached a file the browser can download:
// scans every built file of the five front ends for the JWT secret and for any
// service-role key. Exits 1 naming the files when one is found.
//
//   node launcher/check-secrets.mjs            (pnpm check:secrets)
//   JWT_SECRET=… SUPABASE_SERVICE_ROLE_KEY=… node launcher/check-secrets.mjs
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, distOf, repoRoot } from '../server/apps.mjs';

// Supabase's well-known local JWT secret: signs every local token, never in a client.
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g;

/** The local demo service-role key, read from where the test support keeps it. */
function localServiceKey() {
  const file = path.join(repoRoot, 'e2e/tests/support/stack.ts');
  const match = existsSync(file) ? /SERVICE_KEY\s*=\s*'([^']+)'/.exec(readFileSync(file, 'utf8')) : null;
  return match?.[1];
}

function decodePayload(jwt) {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The literal secrets to look for, each with a name that is safe to print. */
export function secretsToFind(env = process.env) {
  const secrets = [{ name: 'the local JWT secret', value: LOCAL_JWT_SECRET }];
  if (env.JWT_SECRET && env.JWT_SECRET !== LOCAL_JWT_SECRET)
    secrets.push({ name: 'JWT_SECRET from the environment', value: env.JWT_SECRET });
  const serviceKey = localServiceKey();
  if (serviceKey) secrets.push({ name: 'the local service-role key', value: serviceKey });
  for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'SERVICE_ROLE_KEY']) {
    if (env[name]) secrets.push({ name: `${name} from the environment`, value: env[name] });
  }
  return secrets;
}

/** What one file leaks: literal secrets, and any JWT whose payload claims the service role. */
export function findLeaks(text, secrets) {
  const leaks = secrets.filter((s) => text.includes(s.value)).map((s) => s.name);
  for (const jwt of text.match(JWT_PATTERN) ?? []) {
    if (decodePayload(jwt)?.role === 'service_role') leaks.push('a JWT with "role":"service_role"');
  }
  return [...new Set(leaks)];
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Scans folders; returns the number of files read per folder and every finding. */
export function scan(dirs, secrets) {
  const counts = {};
  const findings = [];
  for (const dir of dirs) {
    counts[dir] = 0;
    for (const file of filesUnder(dir)) {
      counts[dir] += 1;
      // latin1 keeps every byte, so binary files are searched too.
      for (const leak of findLeaks(readFileSync(file).toString('latin1'), secrets)) findings.push({ file, leak });
    }
  }
  return { counts, findings };
}

/** The scanner must catch a planted key before its silence means anything. */
function selfTest(secrets) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'candor-check-secrets-'));
  try {
    const payload = Buffer.from(JSON.stringify({ iss: 'self-test', role: 'service_role' })).toString('base64url');
    writeFileSync(
      path.join(dir, 'planted.js'),
      `const k="eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJlLXNlbGYtdGVzdA";const s="${LOCAL_JWT_SECRET}";`,
    );
    const { findings } = scan([dir], secrets);
    const caught = new Set(findings.map((f) => f.leak));
    return caught.has('a JWT with "role":"service_role"') && caught.has('the local JWT secret');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const secrets = secretsToFind();
  if (!selfTest(secrets)) {
    console.error('check-secrets: the self-test did not catch a planted secret; the scanner is broken.');
    process.exit(2);
  }
  const dirs = apps.map((a) => distOf(a.name));
  const missing = dirs.filter((d) => !existsSync(d));
  if (missing.length > 0) {
    console.error(`check-secrets: not built: ${missing.map((d) => path.relative(repoRoot, d)).join(', ')}. Run pnpm build first.`);
    process.exit(2);
  }
  const { counts, findings } = scan(dirs, secrets);
  console.log('check-secrets: looked for');
  for (const s of secrets) console.log(`  - ${s.name}`);
  console.log('  - any JWT whose payload says "role":"service_role"');
  console.log('in');
  for (const [dir, n] of Object.entries(counts)) console.log(`  - ${path.relative(repoRoot, dir)}/ (${n} files)`);
  if (findings.length > 0) {
    console.error(`\n✖ Secrets found in built files:`);
    for (const f of findings) console.error(`  ${path.relative(repoRoot, f.file)}: ${f.leak}`);
    process.exit(1);
  }
  console.log(`✔ none found (${Object.values(counts).reduce((a, b) => a + b, 0)} files)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
