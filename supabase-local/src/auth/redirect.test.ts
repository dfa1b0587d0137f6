import { describe, expect, it } from 'vitest';
import { compileRedirectGlob, isLocalhost, isRedirectAllowed, parseGoUrl, resolveRedirect } from './redirect.ts';

// GoTrue: internal/utilities/request.go IsRedirectURLValid and GetReferrer; the allow-list globs
// as internal/conf/configuration.go compiles them (glob.MustCompile(uri, '.', '/'), gobwas/glob).

const PRODUCTION = 'https://candor.example';

describe('IsRedirectURLValid with a production site_url (issue 12, probe 6)', () => {
  // Before: each of these was honoured (any loopback host, port and scheme; decimal and hex IPs).
  it.each([
    ['http://localhost:9999/steal', 'localhost is not the site and not an IP literal; only the allow-list could admit it'],
    ['http://2130706433/', 'an IP address in decimal form is refused outright'],
    ['http://0x7f.1/', 'a hex spelling is a hostname for Go, not in the allow-list'],
    ['http://0177.0.0.1/', 'an octal spelling is not an IP literal for Go'],
    ['https://2130706433/%zz', 'an http(s) URL Go cannot parse is refused'],
    ['http:/\\2130706433/', 'slash and backslash obfuscation of the authority'],
    ['\thttps://2130706433/', 'a control character anywhere'],
    ['https://evil.example/', 'another host'],
    ['https://candor.example.evil.example/', 'the site host as a prefix'],
    ['http://candor.example/', 'the site host with another scheme'],
    ['https://candor.example:8443/', 'the site host with another port'],
    ['https://ex%C3%A4mple.com/', 'a host with characters hostnames do not use'],
    ['javascript:alert(1)', 'not a web URL'],
  ])('refuses %s (%s)', (url) => {
    expect(isRedirectAllowed(url, PRODUCTION, ['https://*.candor.example/**'])).toBe(false);
    expect(resolveRedirect(url, undefined, PRODUCTION, [])).toBe(PRODUCTION);
  });

  it('admits the site itself, loopback IP literals (any port, as GoTrue does) and allow-list matches', () => {
    expect(isRedirectAllowed('https://candor.example/welcome#x', PRODUCTION, [])).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:9999/', PRODUCTION, [])).toBe(true);
    expect(isRedirectAllowed('http://[::1]:4000/cb', PRODUCTION, [])).toBe(true);
    expect(isRedirectAllowed('http://10.0.0.1/', PRODUCTION, [])).toBe(false);
    expect(isRedirectAllowed('https://app.candor.example/a/b', PRODUCTION, ['https://*.candor.example/**'])).toBe(true);
    expect(isRedirectAllowed('com.candor.app://callback', PRODUCTION, ['com.candor.app://**'])).toBe(true);
  });
});

describe('IsRedirectURLValid with a local site_url', () => {
  const site = 'http://localhost:3000';
  it('lets a loopback site change port (RFC 8252 §7.3) but not scheme', () => {
    expect(isRedirectAllowed('http://localhost:9999/steal', site, [])).toBe(true);
    expect(isRedirectAllowed('https://localhost:3000/', site, [])).toBe(false);
    expect(isRedirectAllowed('http://2130706433/', site, [])).toBe(false);
    expect(isRedirectAllowed('http://0x7f.1/', site, [])).toBe(false);
  });

  it('GoTrue TestGetReferrer: "*" stops at a separator', () => {
    const config = { site: 'https://example.com', list: ['http://localhost:8000/*'] };
    const ref = (u: string) => resolveRedirect(u, undefined, config.site, config.list);
    expect(ref('http://localhost:8000/path')).toBe('http://localhost:8000/path');
    expect(ref('http://localhost:3000')).toBe(config.site);
    expect(ref('http://localhost:8000')).toBe(config.site);
    expect(ref('http://localhost:8000/path/to/page')).toBe(config.site);
  });
});

describe("Go's url.Parse as the check sees it", () => {
  it('keeps decimal and hex hosts as written and rejects bad escapes', () => {
    expect(parseGoUrl('http://2130706433/').host).toBe('2130706433');
    expect(parseGoUrl('http://0x7f.1/').host).toBe('0x7f.1');
    expect(parseGoUrl('HTTP://[::1]:80/x').scheme).toBe('http');
    expect(() => parseGoUrl('http://a/%zz')).toThrow();
    expect(() => parseGoUrl('http://a:port/')).toThrow();
    expect(() => parseGoUrl('http://%41/')).toThrow();
    expect(() => parseGoUrl('com.my_app://cb')).toThrow(/first path segment/);
  });

  it('treats localhost and loopback IP literals only as local', () => {
    expect(['localhost', '127.0.0.1', '127.9.9.9', '::1'].map(isLocalhost)).toEqual([true, true, true, true]);
    expect(['2130706433', '0x7f.1', 'localhost.evil.example', '10.0.0.1'].map(isLocalhost)).toEqual([false, false, false, false]);
  });
});

describe('allow-list globs (gobwas/glob, separators . and /)', () => {
  it('compiles *, **, ?, classes and alternatives', () => {
    const m = (pattern: string, url: string) => compileRedirectGlob(pattern).test(url);
    expect(m('https://*.example.com/**', 'https://app.example.com/a/b')).toBe(true);
    expect(m('https://*.example.com/**', 'https://a.b.example.com/')).toBe(false);
    expect(m('https://*.example.com/**', 'https://.example.com/')).toBe(true);
    expect(m('http://localhost:300?/', 'http://localhost:3001/')).toBe(true);
    expect(m('http://localhost:300?/', 'http://localhost:300//')).toBe(false);
    expect(m('http://localhost:30[0-2]0/', 'http://localhost:3010/')).toBe(true);
    expect(m('http://localhost:30[!0-2]0/', 'http://localhost:3010/')).toBe(false);
    expect(m('https://{app,admin}.example.com/', 'https://admin.example.com/')).toBe(true);
    expect(m('https://{app,admin}.example.com/', 'https://evil.example.com/')).toBe(false);
    expect(m('https://example.com/\\*', 'https://example.com/*')).toBe(true);
    expect(m('https://example.com/\\*', 'https://example.com/x')).toBe(false);
    expect(() => compileRedirectGlob('https://[a-')).toThrow();
    expect(isRedirectAllowed('https://x.example/', PRODUCTION, ['https://{x'])).toBe(false);
  });
});
