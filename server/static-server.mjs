// A small production static server for one built app: the cache rules and
// headers a CDN would apply, so local runs behave like a deployment.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);
const gzipCache = new Map();

/** Gzip once per file version, as a CDN would. */
async function gzipped(file, mtimeMs) {
  const key = `${file}:${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(await readFile(file), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

/** A composed page changes when one of its parts does: gzip each version once. */
const pageCache = new Map();
function gzippedPage(page) {
  let body = pageCache.get(page);
  if (!body) {
    body = gzipSync(page, { level: 9 });
    if (pageCache.size > 16) pageCache.clear();
    pageCache.set(page, body);
  }
  return body;
}

const etagCache = new Map();

/**
 * A validator made from the file's bytes, once per file version, as a CDN sends: a `no-cache`
 * file the browser already holds (remotes.json, a remote's remoteEntry.js and mf-manifest.json,
 * index.html) is then answered 304 on revalidation instead of sent again. Weak, because the same
 * bytes go out gzipped or not.
 */
export async function etagOf(file, mtimeMs, size) {
  const key = `${file}:${mtimeMs}:${size}`;
  let tag = etagCache.get(key);
  if (!tag) {
    tag = `W/"${createHash('sha256')
      .update(await readFile(file))
      .digest('base64url')
      .slice(0, 32)}"`;
    if (etagCache.size > 4096) etagCache.clear();
    etagCache.set(key, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names this validator (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Entry points change in place on redeploy; hashed assets never do. */
export function cacheControlFor(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function fileAt(root, urlPath) {
  const resolved = path.resolve(root, `.${urlPath}`);
  if (!resolved.startsWith(root + path.sep) && resolved !== root) return null; // path traversal
  try {
    const info = await stat(resolved);
    if (info.isFile()) return { file: resolved, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) return fileAt(root, path.posix.join(urlPath, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

/** A file served in place of one in the build, e.g. remotes.json for this environment. */
async function overrideAt(files, urlPath) {
  const file = files[urlPath];
  if (!file) return null;
  try {
    const info = await stat(file);
    return { file, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    console.error(`${file} (served as ${urlPath}) is missing; serving the build's own file instead.`);
    return null;
  }
}

/**
 * @param {{
 *   root: string, port: number, host?: string, spa?: boolean,
 *   headers?: (urlPath: string) => Record<string,string>,
 *   securityHeaders?: Record<string,string>,
 *   files?: Record<string,string>,
 *   pageFor?: (urlPath: string) => Promise<string | null>,
 * }} options
 * `securityHeaders` go on every response (errors included); `headers` add per-file
 * headers; `files` maps URL paths to files served instead of the build's own; `pageFor`
 * answers an HTML page composed for a path (null: serve the files as usual).
 */
export function createStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  headers = () => ({}),
  securityHeaders = {},
  files = {},
  pageFor = async () => null,
}) {
  const absRoot = path.resolve(root);
  const handle = async (req, res) => {
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...securityHeaders,
      // Public static files fetched without credentials: any origin may read them.
      'Access-Control-Allow-Origin': '*',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' });
      res.end('Only GET and HEAD are served here.');
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { ...common, 'Content-Type': 'text/plain' });
      res.end('Malformed URL.');
      return;
    }
    const page = await pageFor(urlPath);
    if (page !== null) {
      const headersOut = {
        ...common,
        'Content-Type': types['.html'],
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...headers('/index.html'),
      };
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzippedPage(page) : Buffer.from(page);
      res.writeHead(200, { ...headersOut, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let found = (await overrideAt(files, urlPath)) ?? (await fileAt(absRoot, urlPath));
    let status = 200;
    if (!found && spa && !path.posix.extname(urlPath)) {
      found = await fileAt(absRoot, '/index.html'); // client-side routes, 404 page included
      urlPath = '/index.html';
    }
    if (!found) {
      status = 404;
      res.writeHead(status, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(`Not found: ${urlPath}`);
      return;
    }
    const cacheControl = cacheControlFor(urlPath);
    // Only a no-cache file is ever revalidated; an immutable asset is not read twice for a validator.
    const etag = cacheControl === 'no-cache' ? await etagOf(found.file, found.mtimeMs, found.size) : undefined;
    const headersOut = {
      ...common,
      'Content-Type': types[path.extname(found.file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...(etag ? { ETag: etag } : {}),
      ...headers(urlPath),
    };
    if (etag && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headersOut);
      res.end();
      return;
    }
    if (compressible.has(path.extname(found.file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = await gzipped(found.file, found.mtimeMs);
      res.writeHead(status, { ...headersOut, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headersOut, 'Content-Length': found.size });
    if (req.method === 'HEAD') res.end();
    // A file replaced by a redeploy mid-response: end this response, keep serving.
    else
      createReadStream(found.file)
        .on('error', () => res.destroy())
        .pipe(res);
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} failed:`, error instanceof Error ? error.message : error);
      if (!res.headersSent) res.writeHead(500, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The file could not be read.');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
