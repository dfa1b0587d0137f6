// The shell's page for `/` with the marketing remote's pre-rendered landing page inside #root,
// composed when the page is asked for: what an edge include does on a CDN. The marketing team
// publishes the fragment with each deploy (prerender/landing.html beside its remoteEntry.js), so
// a redeploy of either part needs nothing from the other. The hero is then on screen as soon as
// the HTML and the CSS arrive; the shell hydrates the fragment with the live remote once that
// has loaded (shell/src/bootstrap.tsx). Without a fragment the page is the plain shell.
import { readFile } from 'node:fs/promises';

export const ROOT_ELEMENT = '<div id="root"></div>';
export const FRAGMENT_PATH = 'prerender/landing.html';
/** A landing page is tens of KB; anything far bigger is not ours. */
export const MAX_FRAGMENT_BYTES = 512 * 1024;

/** Where the fragment of the marketing remote named in remotes.json lives. */
export function fragmentUrlFor(remotes, shellOrigin) {
  const entry = remotes?.marketing;
  if (typeof entry !== 'string') throw new Error('remotes.json names no marketing remote');
  return new URL(FRAGMENT_PATH, new URL(entry, shellOrigin)).href;
}

/**
 * Why a fragment must not go into the page, or null when it may. It is HTML from our own
 * marketing build, but the shell's page is ours to keep safe: no scripts, frames, objects,
 * style or head elements, inline handlers or javascript: URLs (the CSP would block the scripts
 * anyway), and it must be the marketing tree.
 */
export function fragmentProblem(html) {
  if (Buffer.byteLength(html) > MAX_FRAGMENT_BYTES) return `larger than ${MAX_FRAGMENT_BYTES / 1024} KB`;
  if (!html.trimStart().startsWith('<div data-app="marketing"'))
    return 'does not start with the marketing root (<div data-app="marketing">)';
  if (/<\s*(script|iframe|object|embed|base|meta|link|style)\b/i.test(html))
    return 'contains a script, frame, object, style or head element';
  if (/\son[a-z]+\s*=/i.test(html)) return 'contains an inline event handler';
  if (/javascript:/i.test(html)) return 'contains a javascript: URL';
  return null;
}

/** The index page with the fragment inside #root, or null when the page has no empty #root. */
export function withFragment(indexHtml, fragment) {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  return `${indexHtml.slice(0, at)}<div id="root">${fragment}</div>${indexHtml.slice(at + ROOT_ELEMENT.length)}`;
}

/**
 * Fetches the fragment on the first request, then keeps it for `ttlMs` and refreshes it in the
 * background (the page never waits for a refresh). A fragment that cannot be fetched or fails
 * the checks leaves the page plain; the reason is logged once per distinct reason.
 *
 * @param {{ remotesFile: string, shellOrigin: string, ttlMs?: number, timeoutMs?: number,
 *           fetchImpl?: typeof fetch, log?: (message: string) => void }} options
 */
export function createLandingInclude({
  remotesFile,
  shellOrigin,
  ttlMs = 10_000,
  timeoutMs = 1_500,
  fetchImpl = fetch,
  log = console.warn,
}) {
  let cached = null; // { html: string | null, at: number }
  let pending = null;
  let lastProblem = null;

  const report = (problem) => {
    if (problem !== lastProblem) log(`landing page include: ${problem}; serving / without the pre-rendered page`);
    lastProblem = problem;
  };

  async function load() {
    let url;
    try {
      url = fragmentUrlFor(JSON.parse(await readFile(remotesFile, 'utf8')), shellOrigin);
    } catch (error) {
      report(`${remotesFile}: ${error.message}`);
      return null;
    }
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        report(`${url} answered ${response.status}`);
        return null;
      }
      const html = await response.text();
      const problem = fragmentProblem(html);
      if (problem) {
        report(`${url} ${problem}`);
        return null;
      }
      lastProblem = null;
      return html;
    } catch (error) {
      report(`${url} could not be fetched (${error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message})`);
      return null;
    }
  }

  function refresh() {
    pending ??= load().then((html) => {
      cached = { html, at: Date.now() };
      pending = null;
      return html;
    });
    return pending;
  }

  return {
    /** The current fragment, or null. */
    async fragment() {
      if (!cached) return refresh();
      if (Date.now() - cached.at > ttlMs) void refresh();
      return cached.html;
    },
  };
}

/** The `pageFor` option of the shell's static server: `/` composed, every other path as built. */
export function landingPageFor({ indexFile, ...options }) {
  const include = createLandingInclude(options);
  return async (urlPath) => {
    if (urlPath !== '/') return null;
    const fragment = await include.fragment();
    if (!fragment) return null;
    return withFragment(await readFile(indexFile, 'utf8'), fragment);
  };
}
