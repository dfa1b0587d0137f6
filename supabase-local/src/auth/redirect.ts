import { isIPv4, isIPv6 } from 'node:net';

// GoTrue's redirect check (internal/utilities/request.go IsRedirectURLValid, GetReferrer in
// supabase/auth), with the allow-list compiled as GoTrue compiles it
// (internal/conf/configuration.go: glob.MustCompile(uri, '.', '/') from gobwas/glob).
// GoTrue parses with Go's net/url, not a browser's URL parser: `new URL('http://2130706433/')`
// turns the host into 127.0.0.1, Go keeps "2130706433" (and refuses it), so the parse below
// follows Go's url.Parse.

/** The parts of Go's url.URL the check reads. */
export interface GoUrl {
  scheme: string;
  /** Host as Go keeps it after unescaping (with the port, brackets for IPv6). */
  host: string;
}

class GoUrlError extends Error {}

const HEX = /^[0-9A-Fa-f]{2}$/;

/** Go's unescape: every `%` must start a %XX escape; in a host only non-ASCII bytes (or %25) may be escaped, and only host characters may appear. */
function goUnescape(s: string, mode: 'host' | 'path' | 'fragment' | 'userinfo'): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%') {
      const hex = s.slice(i + 1, i + 3);
      if (!HEX.test(hex)) throw new GoUrlError(`invalid URL escape "${s.slice(i, i + 3)}"`);
      const byte = parseInt(hex, 16);
      if (mode === 'host' && byte < 0x80 && hex.toLowerCase() !== '25') throw new GoUrlError(`invalid URL escape "${s.slice(i, i + 3)}"`);
      bytes.push(byte);
      i += 2;
      continue;
    }
    if (mode === 'host' && c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/.test(c)) {
      throw new GoUrlError(`invalid character ${JSON.stringify(c)} in host name`);
    }
    for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
  }
  return Buffer.from(bytes).toString('utf8');
}

const validOptionalPort = (port: string): boolean => port === '' || /^:[0-9]*$/.test(port);

function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close < 0) throw new GoUrlError("missing ']' in host");
    if (!validOptionalPort(host.slice(close + 1))) throw new GoUrlError(`invalid port "${host.slice(close + 1)}" after host`);
  } else {
    const colon = host.lastIndexOf(':');
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) throw new GoUrlError(`invalid port "${host.slice(colon)}" after host`);
  }
  return goUnescape(host, 'host');
}

/** Go's url.Parse, reduced to what IsRedirectURLValid needs; throws where Go returns an error. */
export function parseGoUrl(raw: string): GoUrl {
  const hash = raw.indexOf('#');
  const beforeFragment = hash >= 0 ? raw.slice(0, hash) : raw;
  if (hash >= 0) goUnescape(raw.slice(hash + 1), 'fragment');
  // getScheme
  let scheme = '';
  let rest = beforeFragment;
  for (let i = 0; i < beforeFragment.length; i++) {
    const c = beforeFragment[i]!;
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ':') {
      if (i === 0) throw new GoUrlError('missing protocol scheme');
      scheme = beforeFragment.slice(0, i).toLowerCase();
      rest = beforeFragment.slice(i + 1);
    }
    break;
  }
  const q = rest.indexOf('?');
  if (q >= 0) rest = rest.slice(0, q);
  if (!rest.startsWith('/')) {
    if (scheme !== '') return { scheme, host: '' }; // opaque, e.g. "http:evil.example"
    const firstSegment = rest.split('/')[0]!;
    if (firstSegment.includes(':')) throw new GoUrlError('first path segment in URL cannot contain colon');
  }
  let host = '';
  if ((scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2);
    const authority = slash >= 0 ? rest.slice(2, slash) : rest.slice(2);
    rest = slash >= 0 ? rest.slice(slash) : '';
    const at = authority.lastIndexOf('@');
    if (at >= 0) {
      const userinfo = authority.slice(0, at);
      if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) throw new GoUrlError('net/url: invalid userinfo');
      goUnescape(userinfo, 'userinfo');
    }
    host = parseHost(at >= 0 ? authority.slice(at + 1) : authority);
  }
  goUnescape(rest, 'path');
  return { scheme, host };
}

/** Go's URL.Hostname(): the host without port and IPv6 brackets. */
export function goHostname(u: GoUrl): string {
  const { host } = splitHostPort(u.host);
  return host;
}

/** Go's URL.Port(). */
export function goPort(u: GoUrl): string {
  return splitHostPort(u.host).port;
}

function splitHostPort(hostPort: string): { host: string; port: string } {
  let host = hostPort;
  let port = '';
  const colon = hostPort.lastIndexOf(':');
  if (colon >= 0 && validOptionalPort(hostPort.slice(colon))) {
    host = hostPort.slice(0, colon);
    port = hostPort.slice(colon + 1);
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return { host, port };
}

/** Go's net.ParseIP(host).IsLoopback(); undefined when host is not an IP literal for Go. */
function ipLoopback(host: string): boolean | undefined {
  if (isIPv4(host)) return host.startsWith('127.');
  if (!isIPv6(host) || host.includes('%')) return undefined;
  // The WHATWG serializer gives IPv6 its canonical form: ::1, or ::ffff:7fXX:XXXX for a mapped 127/8.
  const canonical = new URL(`http://[${host}]/`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/**
 * GoTrue's isLocalhost for the RFC 8252 §7.3 port allowance: `localhost` or a loopback IP
 * literal. A decimal or hex spelling of 127.0.0.1 is not one for Go.
 */
export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || ipLoopback(hostname) === true;
}

// ---------------------------------------------------------------------------------------------
// gobwas/glob with separators '.' and '/': `*` = any run of non-separators, `**` = any run,
// `?` = one non-separator, `[abc]` `[a-z]` `[!…]` = one character of (or not of) the list,
// `{a,b}` = alternatives, `\` escapes. The whole string must match.

const SEP_CLASS = '[^./]';
const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export class GlobSyntaxError extends Error {}

function compileGlobBody(p: string, start: number, inAlternatives: boolean): { re: string; end: number } {
  let re = '';
  let i = start;
  while (i < p.length) {
    const c = p[i]!;
    if (inAlternatives && (c === ',' || c === '}')) return { re, end: i };
    if (c === '\\') {
      if (i + 1 >= p.length) throw new GlobSyntaxError('pattern ends with an escape');
      re += escapeRe(p[i + 1]!);
      i += 2;
    } else if (c === '*') {
      if (p[i + 1] === '*') {
        re += '.*';
        i += 2;
      } else {
        re += `${SEP_CLASS}*`;
        i += 1;
      }
    } else if (c === '?') {
      re += SEP_CLASS;
      i += 1;
    } else if (c === '[') {
      const close = p.indexOf(']', i + 1);
      if (close < 0) throw new GlobSyntaxError("unclosed '['");
      let body = p.slice(i + 1, close);
      const negate = body.startsWith('!');
      if (negate) body = body.slice(1);
      let cls = '';
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && k + 2 < body.length) {
          cls += `${escapeRe(body[k]!)}-${escapeRe(body[k + 2]!)}`;
          k += 2;
        } else cls += escapeRe(body[k]!);
      }
      re += negate ? `[^${cls}]` : `[${cls}]`;
      i = close + 1;
    } else if (c === '{') {
      const options: string[] = [];
      let j = i + 1;
      for (;;) {
        const part = compileGlobBody(p, j, true);
        options.push(part.re);
        if (part.end >= p.length) throw new GlobSyntaxError("unclosed '{'");
        j = part.end + 1;
        if (p[part.end] === '}') break;
      }
      re += `(?:${options.join('|')})`;
      i = j;
    } else {
      re += escapeRe(c);
      i += 1;
    }
  }
  if (inAlternatives) return { re, end: p.length };
  return { re, end: i };
}

/** Compiles an additional_redirect_urls entry as GoTrue does (gobwas glob, separators '.' and '/'). */
export function compileRedirectGlob(pattern: string): RegExp {
  return new RegExp(`^${compileGlobBody(pattern, 0, false).re}$`, 'su');
}

const globCache = new Map<string, RegExp | null>();

function globFor(pattern: string): RegExp | null {
  let compiled = globCache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = compileRedirectGlob(pattern);
    } catch {
      compiled = null; // GoTrue's tenant overlay skips an invalid entry; it never matches here.
    }
    globCache.set(pattern, compiled);
  }
  return compiled;
}

const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

/** GoTrue's IsRedirectURLValid (internal/utilities/request.go), step by step. */
export function isRedirectAllowed(candidate: string, siteUrl: string, allowList: readonly string[]): boolean {
  if (candidate === '') return false;
  // Any ASCII control character or space: never a valid URL.
  if ([...candidate].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  let base: GoUrl;
  try {
    base = parseGoUrl(siteUrl);
  } catch {
    return false; // site_url is misconfigured
  }
  let target: GoUrl | undefined;
  try {
    target = parseGoUrl(candidate);
  } catch {
    // A custom-scheme deep link Go cannot parse may still match the allow-list; http(s) may not.
    if (/^https?:/i.test(candidate)) return false;
  }
  if (target) {
    const hostname = goHostname(target);
    // Back to the site: scheme, host and port must match (port free for loopback, RFC 8252 §7.3).
    if (goHostname(base) === hostname && base.scheme === target.scheme && (goPort(base) === goPort(target) || isLocalhost(hostname))) {
      return true;
    }
    const isHttp = target.scheme === 'http' || target.scheme === 'https';
    if (DECIMAL_IP.test(hostname)) return false; // IP address in decimal form
    const loopback = ipLoopback(hostname);
    if (loopback !== undefined) return loopback;
    if (isHttp && !REGULAR_HOSTNAME.test(hostname)) return false;
  }
  const matchAgainst = candidate.split('#')[0]!;
  return allowList.some((pattern) => globFor(pattern)?.test(matchAgainst) === true);
}

/** GoTrue's GetReferrer: redirect_to if allowed, else the Referer header if allowed, else the site URL. */
export function resolveRedirect(
  redirectTo: string | null | undefined,
  referer: string | undefined,
  siteUrl: string,
  allowList: readonly string[],
): string {
  if (redirectTo && isRedirectAllowed(redirectTo, siteUrl, allowList)) return redirectTo;
  if (referer && isRedirectAllowed(referer, siteUrl, allowList)) return referer;
  return siteUrl;
}
