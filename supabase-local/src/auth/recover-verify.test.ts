import { describe, expect, it } from 'vitest';
import { confirmationLink, ENGINES, fragmentOf, uniqueEmail } from '../testing/stack-fixture.ts';
import { mailFlowStack, SITE } from './testing/mail-flow-stack.ts';

// POST /recover, /resend, /otp and GET|POST /verify driven by @supabase/supabase-js, on PGlite and
// on PostgreSQL. Each test names the GoTrue handler it follows.

describe.each(ENGINES)('e-mail flows without a session on $name', (engine) => {
  const env = mailFlowStack(engine);

  const withFrequency = async (seconds: number, fn: () => Promise<void>) => {
    env.stack.authSettings.maxFrequencySeconds = seconds;
    try {
      await fn();
    } finally {
      env.stack.authSettings.maxFrequencySeconds = 0;
    }
  };

  // GoTrue internal/api/recover.go Recover + verify.go verifyGet (recoverVerify)
  it('resetPasswordForEmail mails a recovery link that signs in once, and redirects', async () => {
    const member = await env.createMember('recover');
    const client = env.clientFor();
    const { data, error } = await client.auth.resetPasswordForEmail(member.email, { redirectTo: `${SITE}account/reset` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await env.latestMailTo(member.email);
    expect(mail?.Subject).toBe('Reset Your Password');
    const link = confirmationLink(mail!);
    expect(link).toMatch(
      new RegExp(
        `^${env.stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Faccount%2Freset$`,
      ),
    );

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${SITE}account/reset#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    const user = await client.auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.id).toBe(member.id);
    const claims = JSON.parse(Buffer.from(fragment.get('access_token')!.split('.')[1]!, 'base64url').toString()) as {
      amr: { method: string }[];
    };
    expect(claims.amr[0]!.method).toBe('otp');

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(
      `${SITE}account/reset#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  // GoTrue internal/api/recover.go Recover: no enumeration
  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await env.clientFor().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await env.mailsTo(email)).toEqual([]);
  });

  // GoTrue internal/api/recover.go Recover → mail.go sendPasswordRecovery (validateSentWithinFrequencyLimit)
  it("limits recovery mails per address to one per max_frequency with GoTrue's 429", async () => {
    const member = await env.createMember('recover-rl');
    await withFrequency(60, async () => {
      const client = env.clientFor();
      expect((await client.auth.resetPasswordForEmail(member.email)).error).toBeNull();
      const second = await client.auth.resetPasswordForEmail(member.email);
      expect([second.error?.status, second.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
      expect(second.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
      const raw = await env.authFetch('POST', '/recover', { body: { email: member.email } });
      expect(raw.status).toBe(429);
      expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(raw.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    });
    expect(await env.mailsTo(member.email)).toHaveLength(1);
  });

  // GoTrue internal/api/recover.go Recover + utilities.GetReferrer
  it('sends a disallowed redirect_to to the site URL', async () => {
    const member = await env.createMember('recover-redirect');
    await env.clientFor().auth.resetPasswordForEmail(member.email, { redirectTo: 'https://evil.example/' });
    const link = confirmationLink((await env.latestMailTo(member.email))!);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(env.stack.authSettings.siteUrl);
  });

  // GoTrue internal/api/recover.go RecoverParams.Validate, mail.go validateEmail
  it('says what is wrong with a bad recovery request', async () => {
    const cases: [unknown, number, string, unknown][] = [
      [{}, 400, 'validation_failed', 'Password recovery requires an email'],
      [{ email: 'not-an-address' }, 400, 'validation_failed', 'Unable to validate email address: invalid format'],
      [{ email: 42 }, 400, 'bad_json', 'Could not parse request body as JSON: "email" must be a string'],
      ['{"email":', 400, 'bad_json', expect.stringContaining('Could not parse request body as JSON')],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await env.authFetch('POST', '/recover', { body });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code, message });
    }
  });

  // GoTrue internal/api/resend.go Resend (signup) + mail.go sendConfirmation
  it('resend signup mails a fresh confirmation link; the old one stops working', async () => {
    const client = env.clientFor();
    const email = uniqueEmail('resend');
    expect((await client.auth.signUp({ email, password: 'secret-123' })).error).toBeNull();
    const first = confirmationLink((await env.latestMailTo(email))!);
    const { data, error } = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: SITE } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const mails = await env.mailsTo(email);
    expect(mails.map((m) => m.Subject)).toEqual(['Confirm Your Signup', 'Confirm Your Signup']);
    const second = confirmationLink(mails[0]!);
    expect(second).not.toBe(first);
    expect(new URL(second).searchParams.get('redirect_to')).toBe(SITE);
    expect(fragmentOf((await fetch(first, { redirect: 'manual' })).headers.get('location')!).get('error_code')).toBe('otp_expired');
    const ok = fragmentOf((await fetch(second, { redirect: 'manual' })).headers.get('location')!);
    expect(ok.get('type')).toBe('signup');
    // Confirmed now: a further resend sends nothing.
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await env.mailsTo(email)).toHaveLength(2);
  });

  // GoTrue internal/api/resend.go Resend: unknown address, validation, interval
  it("resend: 200 {} for an unknown address, GoTrue's 400s, and the same interval", async () => {
    const client = env.clientFor();
    expect((await client.auth.resend({ type: 'signup', email: uniqueEmail('ghost') })).error).toBeNull();
    const bad = await env.authFetch('POST', '/resend', { body: { type: 'recovery', email: 'a@b.co' } });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    ]);
    const noEmail = await env.authFetch('POST', '/resend', { body: { type: 'signup' } });
    expect([noEmail.status, noEmail.body.message]).toEqual([400, 'Type provided requires an email address']);
    const phone = await env.authFetch('POST', '/resend', { body: { type: 'sms', phone: '+15555550100' } });
    expect([phone.status, phone.body.code]).toEqual([400, 'phone_provider_disabled']);
    await withFrequency(60, async () => {
      const email = uniqueEmail('resend-rl');
      expect((await client.auth.signUp({ email, password: 'secret-123' })).error).toBeNull();
      const again = await client.auth.resend({ type: 'signup', email });
      expect([again.error?.status, again.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
      expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    });
  });

  // GoTrue internal/api/otp.go Otp → magic_link.go MagicLink (existing user) + verify.go (magiclink)
  it('signInWithOtp mails a magic link to a member; verifyOtp with its token_hash signs in', async () => {
    const member = await env.createMember('magic');
    const client = env.clientFor();
    const { data, error } = await client.auth.signInWithOtp({ email: member.email, options: { emailRedirectTo: SITE } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const mail = await env.latestMailTo(member.email);
    expect(mail?.Subject).toBe('Your Magic Link');
    const link = new URL(confirmationLink(mail!));
    expect(link.searchParams.get('type')).toBe('magiclink');
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(member.id);
    expect(verified.data.session?.access_token).toBeTruthy();
    const reused = await env.clientFor().auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'magiclink' });
    expect([reused.error?.status, reused.error?.code, reused.error?.message]).toEqual([
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    ]);
  });

  // GoTrue internal/api/otp.go shouldCreateUser, magic_link.go MagicLink (new user → Signup)
  it('signInWithOtp honours create_user: 422 otp_disabled, or a sign-up with the data', async () => {
    const client = env.clientFor();
    const stranger = uniqueEmail('otp-new');
    const refused = await client.auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: false } });
    expect([refused.error?.status, refused.error?.code, refused.error?.message]).toEqual([
      422,
      'otp_disabled',
      'Signups not allowed for otp',
    ]);
    expect(await env.mailsTo(stranger)).toEqual([]);

    const created = await client.auth.signInWithOtp({ email: stranger, options: { data: { nickname: 'sam' } } });
    expect(created.error).toBeNull();
    const mail = await env.latestMailTo(stranger);
    expect(mail?.Subject).toBe('Confirm Your Signup');
    const res = await fetch(confirmationLink(mail!), { redirect: 'manual' });
    const fragment = fragmentOf(res.headers.get('location')!);
    const user = await client.auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe(stranger);
    expect(user.data.user?.user_metadata.nickname).toBe('sam');
    expect(user.data.user?.email_confirmed_at).toBeTruthy();

    const both = await env.authFetch('POST', '/otp', { body: { email: stranger, phone: '+15555550100' } });
    expect([both.status, both.body.message]).toEqual([400, 'Only an email address or phone number should be provided']);
    const none = await env.authFetch('POST', '/otp', { body: {} });
    expect([none.status, none.body.message]).toEqual([400, 'One of email or phone must be set']);
    const badFlag = await env.authFetch('POST', '/otp', { body: { email: stranger, create_user: 'yes' } });
    expect([badFlag.status, badFlag.body.code]).toEqual([400, 'bad_json']);
  });

  // GoTrue internal/api/verify.go VerifyParams.Validate, verifyTokenHash
  it('POST /verify says what is wrong', async () => {
    const cases: [unknown, number, string, string][] = [
      [{ token_hash: 'abc' }, 400, 'validation_failed', 'Verify requires a verification type'],
      [{ type: 'signup' }, 400, 'validation_failed', 'Verify requires either a token or a token hash'],
      [{ type: 'signup', token: '123456', token_hash: 'abc' }, 400, 'validation_failed', 'Verify requires either a token or a token hash'],
      [{ type: 'signup', token_hash: 'abc', email: 'a@b.co' }, 400, 'validation_failed', 'Only the token_hash and type should be provided'],
      [{ type: 'signup', token: '123456' }, 400, 'validation_failed', 'Only an email address or phone number should be provided on verify'],
      [{ type: 'signup', token: '123456', email: 'nope' }, 422, 'validation_failed', 'Invalid email format'],
      [{ type: 'sms', token_hash: 'abc' }, 400, 'validation_failed', 'Invalid email verification type'],
      [{ type: 'signup', token_hash: 'abc' }, 403, 'otp_expired', 'Email link is invalid or has expired'],
      [{ type: 'signup', token: '123456', email: uniqueEmail('nobody') }, 403, 'otp_expired', 'Token has expired or is invalid'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await env.authFetch('POST', '/verify', { body });
      expect([res.status, res.body.code, res.body.message], JSON.stringify(body)).toEqual([status, code, message]);
    }
    const missing = await fetch(`${env.stack.url}/auth/v1/verify?type=signup`, {
      headers: { apikey: env.stack.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Verify requires a token or a token hash');
  });

  // GoTrue internal/api/verify.go verifyTokenHash (isOtpExpired) + prepErrorRedirectURL
  it('an expired link redirects with otp_expired', async () => {
    const member = await env.createMember('expired');
    await env.clientFor().auth.resetPasswordForEmail(member.email, { redirectTo: SITE });
    const link = confirmationLink((await env.latestMailTo(member.email))!);
    await env.stack.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1::uuid`, [member.id]);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = fragmentOf(res.headers.get('location')!);
    expect([fragment.get('error'), fragment.get('error_code'), fragment.get('error_description')]).toEqual([
      'access_denied',
      'otp_expired',
      'Email link is invalid or has expired',
    ]);
  });
});
