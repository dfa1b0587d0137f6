import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than the ${limit} bytes limit`);
  }
}

/** Reads the whole body, refusing more than `limit` bytes (checked on Content-Length first). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', (err) => {
      if (!done) {
        done = true;
        reject(err);
      }
    });
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  send(res, status, text, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function send(res: ServerResponse, status: number, body: string | Buffer | undefined, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (body !== undefined && body !== '') res.setHeader('Content-Length', Buffer.byteLength(body));
  res.statusCode = status;
  res.end(body === '' ? undefined : body);
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is `1.2.3.4`. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed.toLowerCase();
}

/**
 * The client's address as a gateway works it out: the socket peer, unless the peer is a trusted
 * proxy, in which case X-Forwarded-For is read from the right, skipping trusted hops, and the
 * first address no trusted proxy vouches for is the client. A client-sent header from an
 * untrusted peer is ignored, so it cannot pick its own rate-limit bucket.
 */
export function resolveClientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalizeIp(req.socket.remoteAddress ?? 'unknown');
  const trusted = new Set(trustedProxies.map(normalizeIp));
  if (!trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i]!);
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}

const clientAddresses = new WeakMap<IncomingMessage, string>();

/** Records the address the gateway worked out for this request (see resolveClientAddress). */
export function setClientIp(req: IncomingMessage, address: string): void {
  clientAddresses.set(req, address);
}

/** The client address of a request: what the gateway recorded, else the socket peer. */
export function clientIp(req: IncomingMessage): string {
  return clientAddresses.get(req) ?? normalizeIp(req.socket.remoteAddress ?? 'unknown');
}
