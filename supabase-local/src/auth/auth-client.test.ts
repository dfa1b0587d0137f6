import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../main.ts';
import { signJwt } from '../server/jwt.ts';
import {
  clientFor,
  confirmationLink,
  createMember,
  latestMailTo,
  signedInClient,
  startTestStack,
  uniqueEmail,
} from '../testing/stack-fixture.ts';

// The auth part of the local stack driven by the unmodified @supabase/supabase-js client.

let stack: LocalStack;
beforeAll(async () => {
  // As config.toml lists the site's other local origin: localhost is not 127.0.0.1 for GoTrue.
  stack = await startTestStack({ auth: { additionalRedirectUrls: ['http://localhost:3000/**'] } });
});
afterAll(async () => {
  await stack?.stop();
});

const fragmentOf = (location: string) => new URLSearchParams(location.slice(location.indexOf('#') + 1));

describe('sign-up with e-mail confirmation (docs/product.md#backend-calls, calls 1-5)', () => {
  it('mails a confirmation link; the link confirms, redirects with a session, and sign-in works', async () => {
    const client = clientFor(stack);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const before = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect([before.error?.message, before.error?.code, before.error?.status]).toEqual(['Email not confirmed', 'email_not_confirmed', 400]);

    const mail = await latestMailTo(stack, email);
    expect(mail?.Subject).toBe('Confirm Your Signup');
    const link = confirmationLink(mail!);
    expect(link).toMatch(
      new RegExp(`^${stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A3000%2F$`),
    );

    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    const location = verified.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000/#')).toBe(true);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('type')).toBe('signup');
    const fromLink = await client.auth.getUser(fragment.get('access_token')!);
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy();
    expect(fromLink.data.user?.user_metadata.email_verified).toBe(true);

    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!).get('error_code')).toBe('otp_expired');

    const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.expires_in).toBe(3600);
    expect(signIn.data.user?.email).toBe(email);
    const session = await client.auth.getSession();
    expect(session.data.session?.access_token).toBe(signIn.data.session?.access_token);
    const user = await client.auth.getUser();
    expect(user.data.user?.id).toBe(signIn.data.user?.id);

    const claims = JSON.parse(Buffer.from(signIn.data.session!.access_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: signIn.data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');

    const refreshToken = signIn.data.session!.refresh_token;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const afterLogout = await clientFor(stack).auth.refreshSession({ refresh_token: refreshToken });
    expect(afterLogout.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    const noSession = await client.auth.getUser();
    expect([noSession.error?.message, noSession.error?.status]).toEqual(['Auth session missing!', 400]);
  });

  it('sends a disallowed redirect_to to the site URL, and a bad link to an error fragment', async () => {
    const client = clientFor(stack);
    const email = uniqueEmail('redirect');
    await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = confirmationLink((await latestMailTo(stack, email))!);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000');
    const bad = await fetch(`${stack.url}/auth/v1/verify?token=deadbeef&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A3000%2F`, {
      redirect: 'manual',
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe(
      'http://localhost:3000/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });
});

describe('auth errors as the client exposes them (docs/product.md#errors, answered as GoTrue does)', () => {
  it('answers wrong or unknown credentials with invalid_credentials', async () => {
    const member = await createMember(stack, 'creds');
    const client = clientFor(stack);
    for (const attempt of [
      { email: member.email, password: 'wrong-password' },
      { email: uniqueEmail('ghost'), password: 'whatever1' },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect([error?.message, error?.code, error?.status]).toEqual(['Invalid login credentials', 'invalid_credentials', 400]);
    }
  });

  it('validates sign-up input like GoTrue', async () => {
    const client = clientFor(stack);
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect([weak.error?.message, weak.error?.code, weak.error?.status]).toEqual([
      'Password should be at least 6 characters.',
      'weak_password',
      422,
    ]);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const long = await client.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect([long.error?.message, long.error?.code, long.error?.status]).toEqual([
      'Password cannot be longer than 72 characters',
      'validation_failed',
      400,
    ]);
    const badEmail = await client.auth.signUp({ email: 'not-an-address', password: 'secret-123' });
    expect([badEmail.error?.message, badEmail.error?.code, badEmail.error?.status]).toEqual([
      'Unable to validate email address: invalid format',
      'validation_failed',
      400,
    ]);
    const noPassword = await client.auth.signUp({ email: uniqueEmail('nopw'), password: '' });
    expect([noPassword.error?.message, noPassword.error?.status]).toEqual(['Signup requires a valid password', 400]);
  });

  it('hides an existing confirmed address and rate-limits confirmation re-sends', async () => {
    const client = clientFor(stack);
    const member = await createMember(stack, 'dup');
    const dup = await client.auth.signUp({ email: member.email, password: 'another-pw' });
    expect(dup.error).toBeNull();
    expect(dup.data.user?.identities).toEqual([]);
    expect(dup.data.user?.id).not.toBe(member.id);

    stack.authSettings.maxFrequencySeconds = 60;
    try {
      const email = uniqueEmail('resend');
      expect((await client.auth.signUp({ email, password: 'secret-123' })).error).toBeNull();
      const again = await client.auth.signUp({ email, password: 'secret-123' });
      expect(again.error?.code).toBe('over_email_send_rate_limit');
      expect(again.error?.status).toBe(429);
      expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    } finally {
      stack.authSettings.maxFrequencySeconds = 1;
    }
  });

  it('in autoconfirm mode signs up with a session and refuses a duplicate with 422', async () => {
    stack.authSettings.enableConfirmations = false;
    try {
      const client = clientFor(stack);
      const email = uniqueEmail('auto');
      const first = await client.auth.signUp({ email, password: 'secret-123' });
      expect(first.error).toBeNull();
      expect(first.data.session?.access_token).toBeTruthy();
      const second = await clientFor(stack).auth.signUp({ email, password: 'secret-123' });
      expect([second.error?.message, second.error?.code, second.error?.status]).toEqual([
        'User already registered',
        'user_already_exists',
        422,
      ]);
    } finally {
      stack.authSettings.enableConfirmations = true;
    }
  });

  it('limits sign-ins and sign-ups per IP', async () => {
    stack.authSettings.rateLimits.signInSignUps = 2;
    stack.rateLimiters.signInSignUps.reset();
    try {
      const client = clientFor(stack);
      const attempts = [];
      for (let i = 0; i < 3; i++) attempts.push(await client.auth.signInWithPassword({ email: uniqueEmail('rl'), password: 'whatever1' }));
      expect(attempts.map((a) => a.error?.status)).toEqual([400, 400, 429]);
      expect([attempts[2]!.error?.message, attempts[2]!.error?.code]).toEqual(['Request rate limit reached', 'over_request_rate_limit']);
    } finally {
      stack.authSettings.rateLimits.signInSignUps = 10_000;
      stack.rateLimiters.signInSignUps.reset();
    }
  });

  it('answers GoTrue errors for bad tokens on /user', async () => {
    const client = clientFor(stack);
    const forged = signJwt(
      { sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp: 9_999_999_999 },
      'not-the-secret-at-all',
    );
    const bad = await client.auth.getUser(forged);
    expect([bad.error?.code, bad.error?.status]).toEqual(['bad_jwt', 403]);
    const ghost = signJwt({ sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp: 9_999_999_999 }, stack.jwtSecret);
    const gone = await client.auth.getUser(ghost);
    expect([gone.error?.message, gone.error?.code]).toEqual(['User from sub claim in JWT does not exist', 'user_not_found']);
    const res = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(((await res.json()) as { code: string }).code).toBe('bad_json');
  });
});

describe('refresh tokens', () => {
  it('rotates, hands the active token back within the reuse interval, and revokes the session on reuse after it', async () => {
    const member = await createMember(stack, 'refresh');
    const client = await signedInClient(stack, member);
    const rt1 = (await client.auth.getSession()).data.session!.refresh_token;

    const first = await clientFor(stack).auth.refreshSession({ refresh_token: rt1 });
    expect(first.error).toBeNull();
    const rt2 = first.data.session!.refresh_token;
    expect(rt2).not.toBe(rt1);

    const concurrent = await clientFor(stack).auth.refreshSession({ refresh_token: rt1 });
    expect(concurrent.data.session?.refresh_token).toBe(rt2);

    stack.authSettings.refreshTokenReuseInterval = 0;
    try {
      await new Promise((r) => setTimeout(r, 20));
      const reused = await clientFor(stack).auth.refreshSession({ refresh_token: rt1 });
      expect([reused.error?.message, reused.error?.code, reused.error?.status]).toEqual([
        'Invalid Refresh Token: Already Used',
        'refresh_token_already_used',
        400,
      ]);
      const latest = await clientFor(stack).auth.refreshSession({ refresh_token: rt2 });
      expect(latest.error?.message).toBe('Invalid Refresh Token: Session Expired');
    } finally {
      stack.authSettings.refreshTokenReuseInterval = 10;
    }
    const unknown = await clientFor(stack).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect([unknown.error?.message, unknown.error?.code]).toEqual([
      'Invalid Refresh Token: Refresh Token Not Found',
      'refresh_token_not_found',
    ]);
  });

  it('logout with scope=others keeps only the current session', async () => {
    const member = await createMember(stack, 'scopes');
    const a = await signedInClient(stack, member);
    const b = await signedInClient(stack, member);
    const rtA = (await a.auth.getSession()).data.session!.refresh_token;
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await clientFor(stack).auth.refreshSession({ refresh_token: rtA })).error?.code).toBe('refresh_token_not_found');
    expect((await b.auth.getUser()).data.user?.email).toBe(member.email);
  });
});
