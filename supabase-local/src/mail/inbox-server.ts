import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { send, sendJson } from '../server/http-io.ts';
import { escapeHtml } from './confirmation-mail.ts';
import type { InboxStore, StoredMail } from './inbox-store.ts';

const PAGE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{background:#0f766e;color:#fff;padding:12px 20px}header a{color:#fff}
main{max-width:960px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e5e7eb}a{color:#0f766e}
.mail{background:#fff;padding:16px;border:1px solid #e5e7eb}pre{white-space:pre-wrap;word-break:break-word}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${PAGE_CSS}</style></head>
<body><header><a href="/">Local inbox</a></header><main>${content}</main></body></html>`;
}

function listPage(store: InboxStore): string {
  const mails = store.list();
  if (mails.length === 0) return page('Local inbox', '<h1>Local inbox</h1><p>No mail yet.</p>');
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.Created)}</td><td>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</td>` +
        `<td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local inbox',
    `<h1>Local inbox</h1><table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** One mail: headers and the text part; links in it are made clickable, everything else escaped. */
function mailPage(mail: StoredMail): string {
  const text = escapeHtml(mail.Text).replace(/(https?:\/\/[^\s<>"]+)/g, (url) => `<a href="${url}">${url}</a>`);
  return page(
    mail.Subject,
    `<p><a href="/">&larr; All mail</a></p><div class="mail">
<h1>${escapeHtml(mail.Subject)}</h1>
<p>From: ${escapeHtml(`${mail.From.Name} <${mail.From.Address}>`)}<br>To: ${escapeHtml(mail.To.map((t) => t.Address).join(', '))}<br>Date: ${escapeHtml(mail.Created)}</p>
<pre>${text}</pre></div>`,
  );
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The origins the inbox answers cross-origin reads for: the site's own origins (site_url and the
 * redirect allow-list) when they are on this machine, with localhost and 127.0.0.1 as twins.
 * Anything else gets no CORS headers, so another page open in the browser cannot read the mails.
 */
export function localSiteOrigins(siteUrl: string, redirectUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const candidate of [siteUrl, ...redirectUrls]) {
    let u: URL;
    try {
      u = new URL(candidate.replace(/\*+/g, 'x'));
    } catch {
      continue;
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !LOOPBACK_HOST.test(u.hostname)) continue;
    const port = u.port ? `:${u.port}` : '';
    origins.add(u.origin);
    origins.add(`${u.protocol}//localhost${port}`);
    origins.add(`${u.protocol}//127.0.0.1${port}`);
  }
  return [...origins];
}

export interface InboxOptions {
  /** Origins allowed to read the inbox cross-origin (never to delete). */
  allowedOrigins: readonly string[];
}

/** Whether the Origin header names the inbox itself (the page at `/` calling its own API). */
function sameOrigin(req: IncomingMessage, origin: string): boolean {
  const host = req.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * The Host header must name this machine: a page on another name that resolves to 127.0.0.1
 * (DNS rebinding) would otherwise count as "same origin" and could read or empty the inbox.
 */
function loopbackHost(req: IncomingMessage): boolean {
  const host = req.headers.host;
  if (host === undefined) return true; // HTTP/1.0 tools
  try {
    return LOOPBACK_HOST.test(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function handle(store: InboxStore, req: IncomingMessage, res: ServerResponse, options: InboxOptions): void {
  if (!loopbackHost(req)) {
    sendJson(res, 403, {
      error: `Host ${JSON.stringify(req.headers.host)} is not this machine; the inbox answers only localhost, 127.0.0.1 and [::1]`,
    });
    return;
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://inbox.local');
    decodeURIComponent(url.pathname);
  } catch {
    sendJson(res, 400, { error: 'Malformed request path: percent-encoding must be valid UTF-8 (%XX)' });
    return;
  }
  const method = req.method ?? 'GET';
  const origin = req.headers.origin;
  const crossOrigin = origin !== undefined && !sameOrigin(req, origin);
  const allowed = crossOrigin && options.allowedOrigins.includes(origin);
  const cors: Record<string, string> = allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
  if (method === 'OPTIONS') {
    // Reads only: a preflight never allows DELETE, so no other page can empty the inbox.
    send(
      res,
      204,
      undefined,
      allowed ? { ...cors, 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'content-type' } : cors,
    );
    return;
  }
  if (crossOrigin && method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 403, { error: `Cross-origin ${method} is not allowed on the inbox (Origin ${origin})` }, cors);
    return;
  }
  if (url.pathname === '/api/v1/messages' && method === 'GET') {
    const messages = store.list();
    sendJson(
      res,
      200,
      {
        total: messages.length,
        unread: messages.filter((m) => !m.Read).length,
        count: messages.length,
        messages_count: messages.length,
        start: 0,
        tags: [],
        messages,
      },
      cors,
    );
    return;
  }
  if (url.pathname === '/api/v1/messages' && method === 'DELETE') {
    store.clear();
    send(res, 200, 'ok', { 'Content-Type': 'text/plain; charset=utf-8', ...cors });
    return;
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(url.pathname);
  if (one && method === 'GET') {
    const mail = store.get(decodeURIComponent(one[1]!));
    if (!mail) {
      sendJson(res, 404, { error: 'message not found' }, cors);
      return;
    }
    sendJson(
      res,
      200,
      {
        ...mail,
        Cc: [],
        Bcc: [],
        ReplyTo: [],
        Attachments: [],
        Inline: [],
        Tags: [],
        Size: Buffer.byteLength(mail.Text) + Buffer.byteLength(mail.HTML),
      },
      cors,
    );
    return;
  }
  const view = /^\/view\/([^/]+)$/.exec(url.pathname);
  if (view && method === 'GET') {
    const mail = store.get(decodeURIComponent(view[1]!));
    if (!mail) {
      send(res, 404, page('Not found', '<p>That mail does not exist (the inbox is emptied on restart).</p>'), {
        'Content-Type': 'text/html; charset=utf-8',
      });
      return;
    }
    send(res, 200, mailPage(mail), {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    return;
  }
  if (url.pathname === '/' && method === 'GET') {
    send(res, 200, listPage(store), {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    return;
  }
  sendJson(res, 404, { error: `Not found: ${method} ${url.pathname}` }, cors);
}

export function createInboxServer(store: InboxStore, options: InboxOptions = { allowedOrigins: [] }): Server {
  return createServer((req, res) => {
    try {
      handle(store, req, res, options);
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'inbox error' });
      else res.end();
    }
  });
}
