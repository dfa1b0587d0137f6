// Serves built apps: `node serve.mjs all` (the composed app) or `node serve.mjs library` (one app).
//
// Environment (all optional; the defaults are the local composed app):
//   <APP>_PORT      port of an app (SHELL_PORT, MARKETING_PORT, ...)
//   <APP>_DIST      folder to serve instead of <app>/dist (a build kept elsewhere)
//   <APP>_ORIGIN    public origin of an app, for the Content-Security-Policy
//   SUPABASE_URL    the Supabase API the pages may talk to (CSP connect-src)
//   REMOTES_FILE    file served as the shell's /remotes.json (e.g. shell/remotes.production.json)
//   REMOTES_ENV     shorthand: REMOTES_ENV=staging serves shell/remotes.staging.json
//   LANDING_INCLUDE off: serve / without the marketing remote's pre-rendered landing page
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, distOf, repoRoot } from './apps.mjs';
import { securityConfigFromEnv, securityHeadersFor } from './security-headers.mjs';
import { landingPageFor } from './landing-include.mjs';
import { createStaticServer } from './static-server.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const wanted = process.argv[2] ?? 'all';
const selected = wanted === 'all' ? apps : apps.filter((a) => a.name === wanted);
if (selected.length === 0) {
  console.error(`Unknown app "${wanted}". Use one of: all, ${apps.map((a) => a.name).join(', ')}`);
  process.exit(2);
}

let security;
try {
  security = securityConfigFromEnv();
} catch (error) {
  fail(error.message);
}

/** The remotes.json this shell serves: REMOTES_FILE, REMOTES_ENV, or the build's own. */
function remotesFileFor(shellRoot) {
  if (process.env.REMOTES_FILE) return path.resolve(process.env.REMOTES_FILE);
  if (process.env.REMOTES_ENV) {
    if (!/^[a-z0-9-]+$/i.test(process.env.REMOTES_ENV))
      fail(`REMOTES_ENV="${process.env.REMOTES_ENV}" must be a plain name like production`);
    return path.join(repoRoot, 'shell', `remotes.${process.env.REMOTES_ENV}.json`);
  }
  return path.join(shellRoot, 'remotes.json');
}

/**
 * Refuses to start with a remotes.json the shell could not use, or one naming an
 * origin the CSP would block: better a clear message now than a blank part later.
 */
function checkRemotesFile(file) {
  if (!existsSync(file)) fail(`${file} does not exist (remotes.json for the shell).`);
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${file} is not valid JSON: ${error.message}`);
  }
  const allowed = new Set(Object.values(security.appOrigins));
  const problems = [];
  for (const remote of apps.filter((a) => a.name !== 'shell').map((a) => a.name)) {
    const value = json?.[remote];
    if (typeof value !== 'string') {
      problems.push(`${remote} is missing`);
      continue;
    }
    let url;
    try {
      url = new URL(value, security.appOrigins.shell);
    } catch {
      problems.push(`${remote} is not a URL`);
      continue;
    }
    if (!allowed.has(url.origin)) {
      problems.push(
        `${remote} is at ${url.origin}, which the Content-Security-Policy does not allow (set ${remote.toUpperCase()}_ORIGIN=${url.origin})`,
      );
    }
  }
  if (problems.length > 0) fail(`${file}: ${problems.join('; ')}`);
}

const servers = [];
for (const app of selected) {
  const distEnv = process.env[`${app.name.toUpperCase()}_DIST`];
  const root = distEnv ? path.resolve(distEnv) : distOf(app.name);
  if (!existsSync(root)) fail(`${app.name} is not built (${root} is missing). Run pnpm build first.`);
  const port = Number(process.env[`${app.name.toUpperCase()}_PORT`] ?? app.port);
  const files = {};
  let pageFor;
  if (app.name === 'shell') {
    const remotesFile = remotesFileFor(root);
    checkRemotesFile(remotesFile);
    files['/remotes.json'] = remotesFile;
    if (process.env.LANDING_INCLUDE !== 'off') {
      pageFor = landingPageFor({ indexFile: path.join(root, 'index.html'), remotesFile, shellOrigin: security.appOrigins.shell });
    }
  }
  servers.push(
    await createStaticServer({ root, port, spa: app.spa, securityHeaders: securityHeadersFor(app.name, security), files, pageFor }),
  );
  console.log(
    `${app.name} serving ${root} on http://localhost:${port}${files['/remotes.json'] ? ` (remotes from ${files['/remotes.json']})` : ''}`,
  );
}

const stop = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
