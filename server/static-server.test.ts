import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the launcher
import { createStaticServer, matchesEtag } from './static-server.mjs';

describe('matchesEtag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('revalidation of a no-cache file', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-etag-'));
  let server: Server;
  let base = '';
  beforeAll(async () => {
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export const version = 1;');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'chunk-abc123.js'), 'export const chunk = 1;');
    server = await createStaticServer({ root, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 304 without a body for the version the browser holds, and 200 for a new deploy', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await fetch(`${base}/remoteEntry.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');

    // A redeploy replaces the file in place: the held version no longer matches.
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export const version = 2;');
    const redeployed = await fetch(`${base}/remoteEntry.js`, { headers: { 'If-None-Match': etag } });
    expect(redeployed.status).toBe(200);
    expect(await redeployed.text()).toBe('export const version = 2;');
    expect(redeployed.headers.get('etag')).not.toBe(etag);
  });

  it('sends no validator for an immutable asset, which is never revalidated', async () => {
    const asset = await fetch(`${base}/assets/chunk-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('etag')).toBeNull();
  });
});
