import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the launcher
import { createLandingInclude, fragmentProblem, fragmentUrlFor, landingPageFor, withFragment } from './landing-include.mjs';
// @ts-expect-error plain ESM module of the launcher
import { createStaticServer } from './static-server.mjs';

const FRAGMENT = '<div data-app="marketing"><main><h1 id="hero-title">Hello</h1></main></div>';
const INDEX = '<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

describe('fragmentUrlFor', () => {
  it('finds prerender/landing.html beside the marketing remoteEntry.js, relative entries included', () => {
    expect(fragmentUrlFor({ marketing: 'http://localhost:3001/remoteEntry.js' }, 'http://localhost:3000')).toBe(
      'http://localhost:3001/prerender/landing.html',
    );
    expect(fragmentUrlFor({ marketing: 'https://cdn.example/marketing/v2/remoteEntry.js' }, 'https://candor.example')).toBe(
      'https://cdn.example/marketing/v2/prerender/landing.html',
    );
    expect(fragmentUrlFor({ marketing: '/marketing/remoteEntry.js' }, 'https://candor.example')).toBe(
      'https://candor.example/marketing/prerender/landing.html',
    );
    expect(() => fragmentUrlFor({ library: 'x' }, 'http://localhost:3000')).toThrow('names no marketing remote');
  });
});

describe('fragmentProblem', () => {
  it('accepts the marketing tree and says what is wrong with anything else', () => {
    expect(fragmentProblem(FRAGMENT)).toBeNull();
    expect(fragmentProblem('<p>hi</p>')).toMatch(/marketing root/);
    expect(fragmentProblem('<div data-app="marketing"><script>alert(1)</script></div>')).toMatch(/script/);
    expect(fragmentProblem('<div data-app="marketing"><iframe src="x"></iframe></div>')).toMatch(/frame/);
    expect(fragmentProblem('<div data-app="marketing"><style>body{display:none}</style></div>')).toMatch(/style/);
    expect(fragmentProblem('<div data-app="marketing"><link rel="stylesheet" href="//evil.example/x.css"></div>')).toMatch(/head element/);
    expect(fragmentProblem('<div data-app="marketing"><img src=x onerror="alert(1)"></div>')).toMatch(/inline event handler/);
    expect(fragmentProblem('<div data-app="marketing"><a href="javascript:alert(1)">x</a></div>')).toMatch(/javascript: URL/);
    expect(fragmentProblem(`<div data-app="marketing">${'x'.repeat(600 * 1024)}</div>`)).toMatch(/larger than 512 KB/);
  });
});

describe('withFragment', () => {
  it('puts the fragment inside the empty #root and leaves the rest of the page as it was', () => {
    expect(withFragment(INDEX, FRAGMENT)).toBe(INDEX.replace('<div id="root"></div>', `<div id="root">${FRAGMENT}</div>`));
    expect(withFragment('<body><div id="app"></div></body>', FRAGMENT)).toBeNull();
  });
});

describe('the include against a marketing server', () => {
  let marketing: Server;
  let answer: { status: number; body: string; delayMs?: number };
  let requests = 0;
  let dir: string;
  let remotesFile: string;

  beforeAll(async () => {
    marketing = createServer((req, res) => {
      requests += 1;
      setTimeout(() => {
        res.writeHead(req.url === '/prerender/landing.html' ? answer.status : 404, { 'Content-Type': 'text/html' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => marketing.listen(0, '127.0.0.1', resolve));
    dir = mkdtempSync(path.join(os.tmpdir(), 'candor-include-'));
    remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({ marketing: `http://127.0.0.1:${(marketing.address() as AddressInfo).port}/remoteEntry.js` }),
    );
    writeFileSync(path.join(dir, 'index.html'), INDEX);
  });

  afterAll(async () => {
    marketing.closeAllConnections();
    await new Promise((resolve) => marketing.close(resolve));
  });

  it('serves the fetched fragment, keeps it for the time to live, then refreshes it without waiting', async () => {
    answer = { status: 200, body: FRAGMENT };
    requests = 0;
    const include = createLandingInclude({ remotesFile, shellOrigin: 'http://localhost:3000', ttlMs: 60, log: () => {} });
    expect(await include.fragment()).toBe(FRAGMENT);
    expect(await include.fragment()).toBe(FRAGMENT);
    expect(requests).toBe(1);

    answer = { status: 200, body: FRAGMENT.replace('Hello', 'Hello again') };
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await include.fragment()).toBe(FRAGMENT); // stale one now, refresh in the background
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await include.fragment()).toContain('Hello again');
    expect(requests).toBe(2);
  });

  it('leaves the page plain when the fragment is missing, unsafe or too slow, and says why once', async () => {
    const logged: string[] = [];
    const cases: [typeof answer, RegExp][] = [
      [{ status: 404, body: 'Not found' }, /answered 404/],
      [{ status: 200, body: '<div data-app="marketing"><script>x</script></div>' }, /contains a script/],
      [{ status: 200, body: FRAGMENT, delayMs: 300 }, /no answer within 100 ms/],
    ];
    for (const [next, reason] of cases) {
      answer = next;
      const include = createLandingInclude({
        remotesFile,
        shellOrigin: 'http://localhost:3000',
        timeoutMs: 100,
        log: (m: string) => logged.push(m),
      });
      expect(await include.fragment()).toBeNull();
      expect(await include.fragment()).toBeNull();
      expect(logged.at(-1)).toMatch(reason);
    }
    expect(logged).toHaveLength(3);
  });

  it('composes / only, through the static server, gzipped like every other page', async () => {
    answer = { status: 200, body: FRAGMENT };
    const pageFor = landingPageFor({
      indexFile: path.join(dir, 'index.html'),
      remotesFile,
      shellOrigin: 'http://localhost:3000',
      log: () => {},
    });
    const shell: Server = await createStaticServer({ root: dir, port: 0, spa: true, pageFor });
    try {
      const base = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(home.headers.get('content-encoding')).toBe('gzip');
      expect(await home.text()).toContain(`<div id="root">${FRAGMENT}</div>`);
      // Any other route gets the plain shell: the landing page is not theirs.
      expect(await (await fetch(`${base}/auth`)).text()).toContain('<div id="root"></div>');
      expect(await (await fetch(`${base}/index.html`)).text()).toContain('<div id="root"></div>');
      const head = await fetch(`${base}/`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    } finally {
      shell.close();
    }
  });
});
