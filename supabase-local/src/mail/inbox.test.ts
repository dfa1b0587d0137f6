import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeConfirmationMail, DEFAULT_CONFIRMATION_TEMPLATE } from './confirmation-mail.ts';
import { createInboxServer } from './inbox-server.ts';
import { InboxStore } from './inbox-store.ts';

describe('inbox', () => {
  const store = new InboxStore();
  const server = createInboxServer(store);
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
      Token: '123456', TokenHash: 'abc', SiteURL: 'http://127.0.0.1:3000', Email: 'a@b.co', RedirectTo: 'x',
    });
    expect(mail.html).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x"');
    expect(mail.text).toContain('http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x');
    store.add({ From: { Address: 'admin@email.com', Name: 'Admin' }, To: [{ Address: 'first@b.co', Name: '' }], Subject: mail.subject, Text: mail.text, HTML: mail.html });
    store.add({ From: { Address: 'admin@email.com', Name: 'Admin' }, To: [{ Address: 'second@b.co', Name: '' }], Subject: '<script>x</script>', Text: 'hi', HTML: '' });
    const list = (await (await fetch(`${base}/api/v1/messages`)).json()) as { total: number; messages: { ID: string; To: { Address: string }[]; Subject: string; Snippet: string }[] };
    expect(list.total).toBe(2);
    expect(list.messages.map((m) => m.To[0]!.Address)).toEqual(['second@b.co', 'first@b.co']);
    const one = (await (await fetch(`${base}/api/v1/message/${list.messages[1]!.ID}`)).json()) as { Subject: string; Text: string; HTML: string };
    expect(one.Subject).toBe('Confirm Your Signup');
    expect(one.HTML).toContain('Confirm your mail');
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>x</script>');
    expect((await fetch(`${base}/api/v1/message/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(((await (await fetch(`${base}/api/v1/messages`)).json()) as { total: number }).total).toBe(0);
  });
});
