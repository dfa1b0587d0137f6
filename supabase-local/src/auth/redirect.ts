/** Compiles an allow-list entry like GoTrue's glob: `*` stays inside a host label or path segment, `**` matches anything. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') {
      re += '[^./]*';
    } else if (c === '?') {
      re += '[^./]';
    } else {
      re += c.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${re}$`);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

function parseHttpUrl(value: string): URL | undefined {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : undefined;
  } catch {
    return undefined;
  }
}

export function isRedirectAllowed(candidate: string, siteUrl: string, allowList: string[]): boolean {
  const target = parseHttpUrl(candidate);
  if (!target) return false;
  const site = parseHttpUrl(siteUrl);
  if (site && site.origin === target.origin) return true;
  if (LOOPBACK.has(target.hostname)) return true;
  return allowList.some((pattern) => pattern === candidate || globToRegExp(pattern).test(candidate));
}

/** GoTrue's GetReferrer: redirect_to if allowed, else the Referer header if allowed, else the site URL. */
export function resolveRedirect(redirectTo: string | null | undefined, referer: string | undefined, siteUrl: string, allowList: string[]): string {
  if (redirectTo && isRedirectAllowed(redirectTo, siteUrl, allowList)) return redirectTo;
  if (referer && isRedirectAllowed(referer, siteUrl, allowList)) return referer;
  return siteUrl;
}
