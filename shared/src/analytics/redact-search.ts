/** Query parameters that are choices from our own lists, safe to record as they are. */
const SAFE_PARAMS = new Set(['category', 'tag', 'page', 'source']);

/**
 * Page views keep the path and the search string, except typed text: every
 * parameter not known to be a choice (q above all) becomes "redacted".
 * Campaign parameters (utm_*) pass through.
 */
export function redactSearch(search: string): string {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return '';
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    out.append(key, SAFE_PARAMS.has(key) || key.startsWith('utm_') ? value : 'redacted');
  }
  return `?${out.toString()}`;
}

export function pagePathOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${redactSearch(location.search)}`;
}

/**
 * The referrer as recorded: origin and path, with the search string redacted the same way (a
 * search engine's or our own /search?q=… must not carry typed text into analytics); no fragment.
 */
export function redactReferrer(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}${redactSearch(url.search)}`;
  } catch {
    return null;
  }
}
