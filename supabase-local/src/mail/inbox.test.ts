import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfirmationMail, DEFAULT_CONFIRMATION_TEMPLATE } from './confirmation-mail.ts';
import { createInboxServer, localSiteOrigins } from './inbox-server.ts';
import { InboxStore } from './inbox-store.ts';

describe('inbox', () => {
  const store = new InboxStore();
  const server = createInboxServer(store, { allowedOrigins: localSiteOrigins('http://localhost:3000', ['https://candor.example/**']) });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('serves Mailpit’s list and message API, newest first, and clears', async () => {
    const mail = composeConfirmationMail(DEFAULT_CONFIRMATION_TEMPLATE, {
      ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x',
      Token: '123456',
      TokenHash: 'abc',
      SiteURL: 'http://127.0.0.1:3000',
      Email: 'a@b.co',
      RedirectTo: 'x',
    });
    expect(mail.html).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x"');
    expect(mail.text).toContain('http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x');
    store.add({
      From: { Address: 'admin@email.com', Name: 'Admin' },
      To: [{ Address: 'first@b.co', Name: '' }],
      Subject: mail.subject,
      Text: mail.text,
      HTML: mail.html,
    });
    store.add({
      From: { Address: 'admin@email.com', Name: 'Admin' },
      To: [{ Address: 'second@b.co', Name: '' }],
      Subject: '<script>x</script>',
      Text: 'hi',
      HTML: '',
    });
    const list = (await (await fetch(`${base}/api/v1/messages`)).json()) as {
      total: number;
      messages: { ID: string; To: { Address: string }[]; Subject: string; Snippet: string }[];
    };
    expect(list.total).toBe(2);
    expect(list.messages.map((m) => m.To[0]!.Address)).toEqual(['second@b.co', 'first@b.co']);
    const one = (await (await fetch(`${base}/api/v1/message/${list.messages[1]!.ID}`)).json()) as {
      Subject: string;
      Text: string;
      HTML: string;
    };
    expect(one.Subject).toBe('Confirm Your Signup');
    expect(one.HTML).toContain('Confirm your mail');
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>x</script>');
    expect((await fetch(`${base}/api/v1/message/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(((await (await fetch(`${base}/api/v1/messages`)).json()) as { total: number }).total).toBe(0);
  });

  it("answers reads only to the site's local origins and never a cross-origin DELETE (issue 12, probe 7)", async () => {
    store.add({
      From: { Address: 'admin@email.com', Name: 'Admin' },
      To: [{ Address: 'kept@b.co', Name: '' }],
      Subject: 'kept',
      Text: 'x',
      HTML: '',
    });
    // Before: Access-Control-Allow-Origin: * on every answer, and DELETE allowed by the preflight.
    const evil = await fetch(`${base}/api/v1/messages`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const site = await fetch(`${base}/api/v1/messages`, { headers: { origin: 'http://localhost:3000' } });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(
      (await fetch(`${base}/api/v1/messages`, { headers: { origin: 'http://127.0.0.1:3000' } })).headers.get('access-control-allow-origin'),
    ).toBe('http://127.0.0.1:3000');
    // A production origin of the allow-list is not local: no CORS for it either.
    expect(
      (await fetch(`${base}/api/v1/messages`, { headers: { origin: 'https://candor.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();

    const preflight = await fetch(`${base}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const sitePreflight = await fetch(`${base}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'DELETE' },
    });
    expect(sitePreflight.headers.get('access-control-allow-methods')).toBe('GET');

    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      const del = await fetch(`${base}/api/v1/messages`, { method: 'DELETE', headers: { origin } });
      expect(del.status).toBe(403);
      expect(((await del.json()) as { error: string }).error).toContain('Cross-origin DELETE is not allowed');
    }
    expect(((await (await fetch(`${base}/api/v1/messages`)).json()) as { total: number }).total).toBe(1);
    // The inbox page itself (same origin) and tools without an Origin may still clear it.
    expect((await fetch(`${base}/api/v1/messages`, { method: 'DELETE', headers: { origin: base } })).status).toBe(200);
  });

  it('answers only requests addressed to this machine: a rebound DNS name cannot pass as the same origin', async () => {
    store.add({
      From: { Address: 'admin@email.com', Name: 'Admin' },
      To: [{ Address: 'rebind@b.co', Name: '' }],
      Subject: 'kept',
      Text: 'x',
      HTML: '',
    });
    const port = (server.address() as AddressInfo).port;
    // A raw request, as a browser sends it after evil.example was made to resolve to 127.0.0.1.
    const asRebound = (method: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: '/api/v1/messages',
            headers: { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    for (const method of ['GET', 'DELETE']) {
      const answer = await asRebound(method);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('is not this machine');
    }
    expect(((await (await fetch(`${base}/api/v1/messages`)).json()) as { total: number }).total).toBeGreaterThan(0);
    const local = await fetch(`http://localhost:${port}/api/v1/messages`);
    expect(local.status).toBe(200);
  });

  it('answers 400 to malformed percent-encoding in a path (issue 12, probe 5)', async () => {
    for (const path of ['/api/v1/message/%E0%A4%A', '/view/%ZZ', '/%C0']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain('percent-encoding');
    }
  });
});
