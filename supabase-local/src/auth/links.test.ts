import { describe, expect, it } from 'vitest';
import { confirmationLink, ENGINES, fragmentOf, uniqueEmail } from '../testing/stack-fixture.ts';
import { mailFlowStack, SITE } from './testing/mail-flow-stack.ts';

// POST /admin/generate_link and POST /invite driven by supabase.auth.admin, on PGlite and PostgreSQL.

describe.each(ENGINES)('admin links and invites on $name', (engine) => {
  const env = mailFlowStack(engine);
  const admin = () => env.clientFor(env.stack.serviceRoleKey);
  const follow = async (link: string) => fragmentOf((await fetch(link, { redirect: 'manual' })).headers.get('location')!);

  // GoTrue internal/api/invite.go Invite + mail.go sendInvite; verify.go signupVerify (invite)
  it('inviteUserByEmail creates the user, mails the invite, and the link confirms and signs in', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await admin().auth.admin.inviteUserByEmail(email, { data: { team: 'care' }, redirectTo: `${SITE}welcome` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata.team).toBe('care');
    const mail = await env.latestMailTo(email);
    expect(mail?.Subject).toBe('You have been invited');
    const link = confirmationLink(mail!);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    const fragment = await follow(link);
    expect(fragment.get('type')).toBe('invite');
    const user = await env.clientFor().auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email_confirmed_at).toBeTruthy();

    const again = await admin().auth.admin.inviteUserByEmail(email);
    expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ]);
    const bad = await admin().auth.admin.inviteUserByEmail('nope');
    expect([bad.error?.status, bad.error?.code]).toEqual([400, 'validation_failed']);
    const anon = await env.authFetch('POST', '/invite', { body: { email: uniqueEmail('x') } });
    expect([anon.status, anon.body.code]).toEqual([403, 'not_admin']);
  });

  // GoTrue internal/api/mail.go adminGenerateLink (magiclink, recovery): no mail, a working link
  it('generateLink magiclink and recovery: the link signs in, nothing is mailed', async () => {
    const member = await env.createMember('gen');
    for (const type of ['magiclink', 'recovery'] as const) {
      const { data, error } = await admin().auth.admin.generateLink({ type, email: member.email, options: { redirectTo: SITE } });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(member.id);
      expect(data.properties).toMatchObject({ verification_type: type, redirect_to: SITE });
      expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
      expect(data.properties!.hashed_token).toMatch(/^[0-9a-f]{56}$/);
      expect(data.properties!.action_link).toBe(
        `${env.stack.url}/auth/v1/verify?token=${data.properties!.hashed_token}&type=${type}&redirect_to=${encodeURIComponent(SITE)}`,
      );
      const fragment = await follow(data.properties!.action_link);
      expect(fragment.get('type')).toBe(type);
      expect(fragment.get('access_token')).toBeTruthy();
    }
    expect(await env.mailsTo(member.email)).toEqual([]);
  });

  // GoTrue internal/api/mail.go adminGenerateLink (signup, magiclink for a new address)
  it('generateLink signup creates an unconfirmed user; magiclink for a new address becomes signup', async () => {
    const email = uniqueEmail('gen-signup');
    const noPassword = await admin().auth.admin.generateLink({ type: 'signup', email, password: '' });
    expect([noPassword.error?.status, noPassword.error?.message]).toEqual([400, 'Signup requires a valid password']);
    const { data, error } = await admin().auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'secret-123',
      options: { data: { n: 1 } },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata.n).toBe(1);
    const fragment = await follow(data.properties!.action_link);
    expect(fragment.get('type')).toBe('signup');
    expect((await env.clientFor().auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
    const dup = await admin().auth.admin.generateLink({ type: 'signup', email, password: 'secret-123' });
    expect([dup.error?.status, dup.error?.code]).toEqual([422, 'email_exists']);

    const fresh = uniqueEmail('gen-magic');
    const magic = await admin().auth.admin.generateLink({ type: 'magiclink', email: fresh });
    expect(magic.error).toBeNull();
    expect(magic.data.properties?.verification_type).toBe('signup');
    expect((await follow(magic.data.properties!.action_link)).get('type')).toBe('signup');
  });

  // GoTrue internal/api/mail.go adminGenerateLink (invite)
  it('generateLink invite: an invited user without a mail', async () => {
    const email = uniqueEmail('gen-invite');
    const { data, error } = await admin().auth.admin.generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(await env.mailsTo(email)).toEqual([]);
    expect((await follow(data.properties!.action_link)).get('type')).toBe('invite');
  });

  // GoTrue internal/api/mail.go adminGenerateLink (email_change_current, email_change_new) + verify.go emailChangeVerify
  it('generateLink email_change_current and email_change_new: both links change the address', async () => {
    const member = await env.createMember('gen-change');
    const newEmail = uniqueEmail('gen-changed');
    const current = await admin().auth.admin.generateLink({ type: 'email_change_current', email: member.email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user?.new_email).toBe(newEmail);
    const next = await admin().auth.admin.generateLink({ type: 'email_change_new', email: member.email, newEmail });
    expect(next.error).toBeNull();
    expect(next.data.properties?.verification_type).toBe('email_change_new');
    expect(new URL(next.data.properties!.action_link).searchParams.get('type')).toBe('email_change');
    expect((await follow(current.data.properties!.action_link)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const done = await follow(next.data.properties!.action_link);
    expect(done.get('type')).toBe('email_change');
    expect((await admin().auth.admin.getUserById(member.id)).data.user?.email).toBe(newEmail);
  });

  // GoTrue internal/api/verify.go verifyPost (verifyUserAndToken: email + token)
  it('verifyOtp with the e-mail and the code of the mail', async () => {
    const member = await env.createMember('otp-code');
    const link = await admin().auth.admin.generateLink({ type: 'recovery', email: member.email });
    expect(link.error).toBeNull();
    const code = link.data.properties!.email_otp;
    expect(code).toMatch(/^\d{6}$/);
    const client = env.clientFor();
    const wrong = await client.auth.verifyOtp({ email: member.email, token: code === '000000' ? '111111' : '000000', type: 'recovery' });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([403, 'otp_expired', 'Token has expired or is invalid']);
    const ok = await client.auth.verifyOtp({ email: member.email, token: code, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.id).toBe(member.id);
    expect((await client.auth.getSession()).data.session?.access_token).toBe(ok.data.session?.access_token);
  });

  // GoTrue internal/api/mail.go adminGenerateLink: validation and not-found answers
  it('generateLink says what is wrong', async () => {
    const member = await env.createMember('gen-bad');
    const cases: [unknown, number, string, string][] = [
      [{ type: 'magiclink' }, 400, 'validation_failed', 'An email address is required'],
      [{ type: 'teleport', email: member.email }, 400, 'validation_failed', 'Invalid email action link type requested: teleport'],
      [{ type: 'recovery', email: uniqueEmail('ghost') }, 404, 'user_not_found', 'User with this email not found'],
      [
        { type: 'email_change_new', email: member.email, new_email: 'nope' },
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await env.authFetch('POST', '/admin/generate_link', { key: env.stack.serviceRoleKey, body });
      expect([res.status, res.body.code, res.body.message], JSON.stringify(body)).toEqual([status, code, message]);
    }
    const taken = await env.createMember('gen-taken');
    const dup = await admin().auth.admin.generateLink({ type: 'email_change_new', email: member.email, newEmail: taken.email });
    expect([dup.error?.status, dup.error?.code]).toEqual([422, 'email_exists']);
    env.stack.authSettings.secureEmailChange = false;
    try {
      const off = await admin().auth.admin.generateLink({ type: 'email_change_current', email: member.email, newEmail: uniqueEmail('z') });
      expect([off.error?.status, off.error?.message]).toEqual([400, 'Enable secure email change to generate link for current email']);
    } finally {
      env.stack.authSettings.secureEmailChange = true;
    }
    const anon = await env.authFetch('POST', '/admin/generate_link', { body: { type: 'magiclink', email: member.email } });
    expect([anon.status, anon.body.code]).toEqual([403, 'not_admin']);
  });
});
