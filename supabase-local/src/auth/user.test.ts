import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../server/jwt.ts';
import { confirmationLink, ENGINES, fragmentOf, uniqueEmail } from '../testing/stack-fixture.ts';
import { mailFlowStack, SITE } from './testing/mail-flow-stack.ts';

// PUT /user and GET /reauthenticate driven by @supabase/supabase-js, on PGlite and PostgreSQL.

describe.each(ENGINES)("the signed-in member's account on $name", (engine) => {
  const env = mailFlowStack(engine);

  // GoTrue internal/api/user.go UserUpdate (password; User.UpdatePassword ends the other sessions)
  it('updateUser changes the password and ends the other sessions', async () => {
    const member = await env.createMember('pw');
    const client = await env.signedInClient(member);
    const other = await env.signedInClient(member);
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
    const { data, error } = await client.auth.updateUser({ password: 'new-password-2' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(member.id);
    expect((await env.clientFor().auth.signInWithPassword({ email: member.email, password: member.password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await env.clientFor().auth.signInWithPassword({ email: member.email, password: 'new-password-2' })).error).toBeNull();
    expect((await env.clientFor().auth.refreshSession({ refresh_token: otherRefresh })).error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).data.user?.id).toBe(member.id);
  });

  // GoTrue internal/api/user.go UserUpdate: same_password, checkPasswordStrength
  it('refuses the same password (same_password) and a weak one (weak_password)', async () => {
    const member = await env.createMember('pw-rules');
    const client = await env.signedInClient(member);
    const same = await client.auth.updateUser({ password: member.password });
    expect([same.error?.status, same.error?.code, same.error?.message]).toEqual([
      422,
      'same_password',
      'New password should be different from the old password.',
    ]);
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect([weak.error?.status, weak.error?.code, weak.error?.message]).toEqual([
      422,
      'weak_password',
      'Password should be at least 6 characters.',
    ]);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const long = await client.auth.updateUser({ password: 'x'.repeat(73) });
    expect([long.error?.status, long.error?.code]).toEqual([400, 'validation_failed']);
  });

  // GoTrue internal/api/user.go UserUpdate (data: UpdateUserMetaData merges, null removes)
  it('updateUser merges data into user_metadata; null removes a key', async () => {
    const member = await env.createMember('data');
    const client = await env.signedInClient(member);
    expect((await client.auth.updateUser({ data: { nickname: 'sam', plan: 'kit' } })).error).toBeNull();
    const { data, error } = await client.auth.updateUser({ data: { plan: null, lang: 'en' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nickname: 'sam', lang: 'en' });
    expect(data.user?.user_metadata).not.toHaveProperty('plan');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const appMeta = await env.authFetch('PUT', '/user', { token, body: { app_metadata: { role: 'admin' } } });
    expect([appMeta.status, appMeta.body.code, appMeta.body.message]).toEqual([
      403,
      'not_admin',
      'Updating app_metadata requires admin privileges',
    ]);
    const badData = await env.authFetch('PUT', '/user', { token, body: { data: 'x' } });
    expect([badData.status, badData.body.code]).toEqual([400, 'bad_json']);
    const noToken = await env.authFetch('PUT', '/user', { body: { data: {} } });
    expect([noToken.status, noToken.body.code]).toEqual([403, 'bad_jwt']);
  });

  // GoTrue internal/api/user.go UserUpdate (email) → mail.go sendEmailChange; verify.go emailChangeVerify (secure change)
  it('an e-mail change mails both addresses; both links are needed, then the address changes', async () => {
    const member = await env.createMember('change');
    const client = await env.signedInClient(member);
    const newEmail = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: SITE });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(member.email);
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email_change_sent_at).toBeTruthy();
    const toNew = await env.latestMailTo(newEmail);
    const toCurrent = await env.latestMailTo(member.email);
    expect([toNew?.Subject, toCurrent?.Subject]).toEqual(['Confirm Email Change', 'Confirm Email Change']);
    expect(toNew?.Text).toContain(`from ${member.email} to ${newEmail}`);

    const first = await fetch(confirmationLink(toCurrent!), { redirect: 'manual' });
    expect(first.headers.get('location')).toBe(
      `${SITE}#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email`,
    );
    const second = await fetch(confirmationLink(toNew!), { redirect: 'manual' });
    const fragment = fragmentOf(second.headers.get('location')!);
    expect(fragment.get('type')).toBe('email_change');
    const user = await client.auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe(newEmail);
    expect(user.data.user?.new_email).toBeUndefined();
    expect(user.data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
    expect((await env.clientFor().auth.signInWithPassword({ email: newEmail, password: member.password })).error).toBeNull();
  });

  // GoTrue internal/api/user.go UserUpdate: email_exists, validateEmail, interval; resend.go (email_change)
  it('e-mail change: duplicate, bad address, resend and its interval', async () => {
    const member = await env.createMember('change-rules');
    const taken = await env.createMember('taken');
    const client = await env.signedInClient(member);
    const dup = await client.auth.updateUser({ email: taken.email });
    expect([dup.error?.status, dup.error?.code, dup.error?.message]).toEqual([
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ]);
    const bad = await client.auth.updateUser({ email: 'nope' });
    expect([bad.error?.status, bad.error?.message]).toEqual([400, 'Unable to validate email address: invalid format']);
    const newEmail = uniqueEmail('change-to');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect((await client.auth.resend({ type: 'email_change', email: member.email })).error).toBeNull();
    expect(await env.mailsTo(newEmail)).toHaveLength(2);
    env.stack.authSettings.maxFrequencySeconds = 60;
    try {
      const again = await client.auth.updateUser({ email: uniqueEmail('change-again') });
      expect([again.error?.status, again.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    } finally {
      env.stack.authSettings.maxFrequencySeconds = 0;
    }
  });

  // GoTrue internal/api/reauthenticate.go Reauthenticate + verifyReauthentication; user.go (secure_password_change)
  it('with secure_password_change an old session needs the nonce from reauthenticate()', async () => {
    const member = await env.createMember('secure');
    const client = await env.signedInClient(member);
    env.stack.authSettings.securePasswordChange = true;
    try {
      // A session from the last 24 hours is enough, as GoTrue.
      expect((await client.auth.updateUser({ password: 'fresh-session-1' })).error).toBeNull();
      const session = (await client.auth.getSession()).data.session!;
      const sid = (JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as { session_id: string })
        .session_id;
      await env.stack.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1::uuid`, [sid]);

      const needed = await client.auth.updateUser({ password: 'another-pass-2' });
      expect([needed.error?.status, needed.error?.code, needed.error?.message]).toEqual([
        400,
        'reauthentication_needed',
        'Password update requires reauthentication',
      ]);
      const wrong = await client.auth.updateUser({ password: 'another-pass-2', nonce: '000000' });
      expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
        422,
        'reauthentication_not_valid',
        'Nonce has expired or is invalid',
      ]);

      const reauth = await client.auth.reauthenticate();
      expect(reauth.error).toBeNull();
      const mail = await env.latestMailTo(member.email);
      expect(mail?.Subject).toBe('Confirm reauthentication');
      const nonce = /Enter the code: (\d{6})/.exec(mail!.Text)![1]!;
      const ok = await client.auth.updateUser({ password: 'another-pass-2', nonce });
      expect(ok.error).toBeNull();
      const reused = await client.auth.updateUser({ password: 'third-pass-33', nonce });
      expect(reused.error?.code).toBe('reauthentication_not_valid');
      expect((await env.clientFor().auth.signInWithPassword({ email: member.email, password: 'another-pass-2' })).error).toBeNull();
    } finally {
      env.stack.authSettings.securePasswordChange = false;
    }
  });

  // GoTrue internal/api/reauthenticate.go Reauthenticate (unconfirmed, interval)
  it('reauthenticate: unconfirmed address 422, and the mail interval', async () => {
    const admin = env.clientFor(env.stack.serviceRoleKey);
    const email = uniqueEmail('unconfirmed');
    const created = await admin.auth.admin.createUser({ email, password: 'secret-123' });
    // Unconfirmed users cannot sign in; a token for one is minted directly.
    const token = signJwt(
      { sub: created.data.user!.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      env.stack.jwtSecret,
    );
    const unconfirmed = await env.authFetch('GET', '/reauthenticate', { token });
    expect([unconfirmed.status, unconfirmed.body.code, unconfirmed.body.message]).toEqual([
      422,
      'email_not_confirmed',
      'Please verify your email first.',
    ]);

    const member = await env.createMember('reauth-rl');
    const client = await env.signedInClient(member);
    env.stack.authSettings.maxFrequencySeconds = 60;
    try {
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const again = await client.auth.reauthenticate();
      expect([again.error?.status, again.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    } finally {
      env.stack.authSettings.maxFrequencySeconds = 0;
    }
    const noToken = await env.authFetch('GET', '/reauthenticate');
    expect([noToken.status, noToken.body.code]).toEqual([403, 'bad_jwt']);
  });
});
