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
    .map((m) => `<tr><td>${escapeHtml(m.Created)}</td><td>${escapeHtml(m.To.map((t) => t.Address).join(', '))}</td>` +
      `<td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td></tr>`)
    .join('');
  return page('Local inbox', `<h1>Local inbox</h1><table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`);
}

/** One mail: headers and the text part; links in it are made clickable, everything else escaped. */
function mailPage(mail: StoredMail): string {
  const text = escapeHtml(mail.Text).replace(/(https?:\/\/[^\s<>"]+)/g, (url) => `<a href="${url}">${url}</a>`);
  return page(mail.Subject, `<p><a href="/">&larr; All mail</a></p><div class="mail">
<h1>${escapeHtml(mail.Subject)}</h1>
<p>From: ${escapeHtml(`${mail.From.Name} <${mail.From.Address}>`)}<br>To: ${escapeHtml(mail.To.map((t) => t.Address).join(', '))}<br>Date: ${escapeHtml(mail.Created)}</p>
<pre>${text}</pre></div>`);
}

function handle(store: InboxStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://inbox.local');
  const method = req.method ?? 'GET';
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (method === 'OPTIONS') {
    send(res, 204, undefined, { ...cors, 'Access-Control-Allow-Methods': 'GET,DELETE,OPTIONS', 'Access-Control-Allow-Headers': 'content-type' });
    return;
  }
  if (url.pathname === '/api/v1/messages' && method === 'GET') {
    const messages = store.list();
    sendJson(res, 200, { total: messages.length, unread: messages.filter((m) => !m.Read).length, count: messages.length, messages_count: messages.length, start: 0, tags: [], messages }, cors);
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
    sendJson(res, 200, { ...mail, Cc: [], Bcc: [], ReplyTo: [], Attachments: [], Inline: [], Tags: [], Size: Buffer.byteLength(mail.Text) + Buffer.byteLength(mail.HTML) }, cors);
    return;
  }
  const view = /^\/view\/([^/]+)$/.exec(url.pathname);
  if (view && method === 'GET') {
    const mail = store.get(decodeURIComponent(view[1]!));
    if (!mail) {
      send(res, 404, page('Not found', '<p>That mail does not exist (the inbox is emptied on restart).</p>'), { 'Content-Type': 'text/html; charset=utf-8' });
      return;
    }
    send(res, 200, mailPage(mail), { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });
    return;
  }
  if (url.pathname === '/' && method === 'GET') {
    send(res, 200, listPage(store), { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });
    return;
  }
  sendJson(res, 404, { error: `Not found: ${method} ${url.pathname}` }, cors);
}

export function createInboxServer(store: InboxStore): Server {
  return createServer((req, res) => {
    try {
      handle(store, req, res);
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'inbox error' });
      else res.end();
    }
  });
}
