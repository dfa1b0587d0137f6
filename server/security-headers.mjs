// The security headers every production response carries. Origins come from the
// environment so a deployment states its own; the defaults are the local ports.
import { createHash } from 'node:crypto';
import { apps, stack } from './apps.mjs';

/** How a CSP names one inline script: the SHA-256 of its exact text. */
export function inlineScriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The site's inline scripts, in shell/index.html's <head>, which must run before any module has
 * loaded: the early page view (docs/analytics.md, "Never lost"), the note of a waitlist press
 * made before the app is live, and the preload of what a page other than `/` renders with
 * (react-dom's client, supabase-js). The shell's CSP allows exactly those texts by their hashes;
 * any other inline script stays blocked. server/security-headers.test.ts recomputes them from
 * shell/index.html and e2e/tests/security.spec.ts from the built page: change a script and its
 * hash together.
 */
export const SHELL_INLINE_SCRIPT_HASHES = [
  "'sha256-6GO9JSzLr2Wv37FIkWoqRhVDWu7TgBiIgV3TfCyrtbY='",
  "'sha256-sea5YFnrHixVueGvwlJQ+FnJy0eO244FtllOBxjONBY='",
  "'sha256-/SO2bceqUfntmSr5Q+yYes6561gQDp6LeIibwTFDJEk='",
];

const envName = (app) => `${app.toUpperCase()}_ORIGIN`;

/** An http(s) origin without path, or the reason it is not one. */
function parseOrigin(value) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: 'must be http(s)' };
    if (url.pathname !== '/' || url.search || url.hash) return { error: 'must be an origin (no path, query or hash)' };
    return { origin: url.origin };
  } catch {
    return { error: 'is not a URL' };
  }
}

/**
 * Reads the origins of the five front ends (`SHELL_ORIGIN`, `MARKETING_ORIGIN`, …,
 * default `http://localhost:<port>`, the port following `<APP>_PORT`) and of the
 * Supabase API (`SUPABASE_URL`, then `VITE_SUPABASE_URL`, default the local stack).
 * Throws one error listing every invalid value.
 */
export function securityConfigFromEnv(env = process.env) {
  const problems = [];
  const appOrigins = {};
  for (const app of apps) {
    const port = env[`${app.name.toUpperCase()}_PORT`] ?? app.port;
    const raw = env[envName(app.name)] ?? `http://localhost:${port}`;
    const parsed = parseOrigin(raw);
    if (parsed.error) problems.push(`${envName(app.name)}="${raw}" ${parsed.error}`);
    else appOrigins[app.name] = parsed.origin;
  }
  const supabaseRaw = env.SUPABASE_URL ?? env.VITE_SUPABASE_URL ?? stack.apiUrl;
  let supabaseOrigin;
  try {
    const url = new URL(supabaseRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    supabaseOrigin = url.origin;
  } catch {
    problems.push(`SUPABASE_URL="${supabaseRaw}" must be an http(s) URL`);
  }
  if (problems.length > 0) throw new Error(`Invalid security settings: ${problems.join('; ')}`);
  return { appOrigins, supabaseOrigin };
}

/**
 * Only our own origins, and the Supabase API for data. No 'unsafe-inline' and no
 * 'unsafe-eval' for scripts: the built index.html files load modules, and the shell's
 * one inline script is allowed by its hash (`inlineScriptHashes`).
 * Styles allow inline because Radix's scroll lock injects a <style> element at
 * run time (measured: without it, opening the phone menu logs "Applying inline
 * style violates ... style-src"); React's style props go through the CSSOM and
 * would not need it. Scripts never need it.
 */
export function contentSecurityPolicy({ appOrigins, supabaseOrigin }, { inlineScriptHashes = [] } = {}) {
  const own = [...new Set(Object.values(appOrigins))];
  const directives = {
    'default-src': ["'self'"],
    // Remotes' scripts are loaded cross-origin by the shell's page.
    'script-src': ["'self'", ...own, ...inlineScriptHashes],
    'style-src': ["'self'", ...own, "'unsafe-inline'"],
    // A remote's images and fonts resolve against the remote's origin.
    'img-src': ["'self'", 'data:', ...own],
    'font-src': ["'self'", ...own],
    // remotes.json and mf-manifest.json are fetched; Supabase is the only API.
    'connect-src': ["'self'", ...own, supabaseOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers of every response of one app's server. `appName` decides the
 * resource policy: remotes' files are loaded by the shell's origin.
 */
export function securityHeadersFor(appName, config) {
  const isRemote = appName !== 'shell';
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { inlineScriptHashes: isRemote ? [] : SHELL_INLINE_SCRIPT_HASHES }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': isRemote ? 'cross-origin' : 'same-origin',
  };
}
