import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../config/load-config.ts';
import type { LocalStack } from '../main.ts';
import { authFetch, clientFor, createMember, ENGINES, signedInClient, startEngineStack, startTestStack } from '../testing/stack-fixture.ts';

// The auth switches of supabase/config.toml (and GoTrue's env names), each feature answered as
// GoTrue answers it when off, driven by @supabase/supabase-js where it has a method.

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const errorOf = (e: { status?: number; code?: string; message?: string } | null) => [e?.status, e?.code, e?.message];

function tomlFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'authcfg-'));
  const path = join(dir, 'config.toml');
  writeFileSync(path, text);
  return path;
}

describe('the switches as config.toml and the environment give them', () => {
  it('reads [auth] enable_anonymous_sign_ins / enable_manual_linking, [auth.sms], [auth.mfa.*], web3, external and SAML', () => {
    const path = tomlFile(`
[auth]
enable_anonymous_sign_ins = true
enable_manual_linking = true
[auth.sms]
enable_signup = true
[auth.mfa.totp]
enroll_enabled = true
verify_enabled = false
[auth.mfa.web_authn]
enroll_enabled = true
[auth.web3.solana]
enabled = true
[auth.external.github]
enabled = true
`);
    const fromToml = loadStackConfig({ env: {}, configPath: path }).auth;
    expect([fromToml.anonymousSignIns, fromToml.manualLinking, fromToml.features.phone]).toEqual([true, true, true]);
    expect(fromToml.features.mfa).toEqual({
      totp: { enroll: true, verify: false },
      phone: { enroll: false, verify: false },
      web_authn: { enroll: true, verify: false },
    });
    expect([fromToml.features.web3, fromToml.features.externalProviders.github, fromToml.features.saml]).toEqual([
      { solana: true, ethereum: false },
      true,
      false,
    ]);
    // The GOTRUE_* names the CLI hands to its auth container win over the file.
    const fromEnv = loadStackConfig({
      env: {
        GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'false',
        GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: 'false',
        GOTRUE_EXTERNAL_PHONE_ENABLED: 'false',
        GOTRUE_MFA_TOTP_ENROLL_ENABLED: 'false',
        GOTRUE_MFA_WEB_AUTHN_ENROLL_ENABLED: 'false',
        GOTRUE_EXTERNAL_WEB3_SOLANA_ENABLED: 'false',
        GOTRUE_EXTERNAL_GITHUB_ENABLED: 'false',
        GOTRUE_SAML_ENABLED: 'true',
      },
      configPath: path,
    }).auth;
    expect([fromEnv.anonymousSignIns, fromEnv.manualLinking, fromEnv.features.phone, fromEnv.features.saml]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([fromEnv.features.mfa.totp.enroll, fromEnv.features.web3.solana, fromEnv.features.externalProviders.github]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps every switch off with the project config.toml', () => {
    const auth = loadStackConfig({ env: {} }).auth;
    expect([auth.anonymousSignIns, auth.manualLinking, auth.features.phone, auth.features.saml]).toEqual([false, false, false, false]);
    expect(Object.values(auth.features.mfa).every((m) => !m.enroll && !m.verify)).toBe(true);
  });

  it('refuses to start with a feature on that it cannot carry out, naming it', async () => {
    const off = loadStackConfig({ env: {}, configPath: '/nonexistent/config.toml' }).auth.features;
    await expect(
      startTestStack({ auth: { features: { ...off, mfa: { ...off.mfa, totp: { enroll: true, verify: true } } } } }),
    ).rejects.toThrow(
      'supabase-local does not implement [auth.mfa.totp] enroll_enabled, [auth.mfa.totp] verify_enabled: turn them off in supabase/config.toml or the environment',
    );
    await expect(startTestStack({ env: { GOTRUE_SAML_ENABLED: 'true' } })).rejects.toThrow('supabase-local does not implement SAML');
    await expect(startTestStack({ env: { GOTRUE_EXTERNAL_PHONE_ENABLED: 'true' } })).rejects.toThrow('[auth.sms] enable_signup');
  });
});

describe.each(ENGINES)('anonymous sign-ins on $name', (engine) => {
  let off: LocalStack;
  let on: LocalStack;
  beforeAll(async () => {
    off = await startEngineStack(engine);
    on = await startEngineStack(engine, { auth: { anonymousSignIns: true } });
  }, 60_000);
  afterAll(async () => {
    await off?.stop();
    await on?.stop();
  });

  // GoTrue: internal/api/api.go (POST /signup without email and phone) → anonymous_provider_disabled
  it('off: signInAnonymously answers 422 anonymous_provider_disabled, in the versioned error shape', async () => {
    const { data, error } = await clientFor(off).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(errorOf(error)).toEqual([422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled']);
    const raw = await authFetch(off, 'POST', '/signup', { body: {} });
    expect(raw.status).toBe(422);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(raw.body).toMatchObject({ code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect((await authFetch(off, 'GET', '/settings')).body.external).toMatchObject({ anonymous_users: false });
  });

  // GoTrue: internal/api/anonymous.go SignupAnonymously, internal/tokens/service.go (is_anonymous claim)
  it('on: a working session whose JWT has is_anonymous true and role authenticated', async () => {
    const client = clientFor(on);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { nickname: 'quiet-fox' } } });
    expect(error).toBeNull();
    const session = data.session!;
    expect(claimsOf(session.access_token)).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      is_anonymous: true,
      email: '',
      sub: data.user!.id,
      app_metadata: { provider: 'anonymous', providers: ['anonymous'] },
      user_metadata: { nickname: 'quiet-fox' },
    });
    expect((claimsOf(session.access_token).amr as { method: string }[])[0]!.method).toBe('anonymous');
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', identities: [], role: 'authenticated' });

    const me = await client.auth.getUser();
    expect([me.error, me.data.user?.id, me.data.user?.is_anonymous]).toEqual([null, data.user!.id, true]);
    const rows = await client.from('chat_messages').select('id');
    expect([rows.error, rows.data]).toEqual([null, []]);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).is_anonymous).toBe(true);
    expect((await authFetch(on, 'GET', '/settings')).body.external).toMatchObject({ anonymous_users: true });
  });

  // GoTrue: internal/api/anonymous.go SignupAnonymously (config.DisableSignup)
  it('on, with sign-ups disabled: 422 signup_disabled', async () => {
    on.authSettings.enableSignup = false;
    try {
      const { error } = await clientFor(on).auth.signInAnonymously();
      expect(errorOf(error)).toEqual([422, 'signup_disabled', 'Signups not allowed for this instance']);
    } finally {
      on.authSettings.enableSignup = true;
    }
  });

  // GoTrue: internal/api/middleware.go requireNotAnonymous on /factors
  it('an anonymous session may not touch MFA factors (403 no_authorization)', async () => {
    const client = clientFor(on);
    await client.auth.signInAnonymously();
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(errorOf(error)).toEqual([403, 'no_authorization', 'Anonymous user not allowed to perform these actions']);
  });
});

describe.each(ENGINES)('manual identity linking on $name', (engine) => {
  let off: LocalStack;
  let on: LocalStack;
  beforeAll(async () => {
    off = await startEngineStack(engine);
    on = await startEngineStack(engine, { auth: { manualLinking: true } });
  }, 60_000);
  afterAll(async () => {
    await off?.stop();
    await on?.stop();
  });

  // GoTrue: internal/api/api.go (/user requireAuthentication), internal/api/middleware.go requireManualLinkingEnabled
  it('off: linkIdentity answers 404 manual_linking_disabled; without a session 401 first', async () => {
    const client = await signedInClient(off, await createMember(off, 'link-off'));
    const { data, error } = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(data.url).toBeNull();
    expect(errorOf(error)).toEqual([404, 'manual_linking_disabled', 'Manual linking is disabled']);
    const anonymous = await fetch(`${off.url}/auth/v1/user/identities/authorize?provider=github`, { headers: { apikey: off.anonKey } });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error_code: string }).error_code).toBe('no_authorization');
  });

  // GoTrue: internal/api/identity.go LinkIdentity → external.go Provider (no OAuth provider is enabled here), DeleteIdentity
  it('on: no OAuth provider is enabled, so GoTrue refuses the provider; the last identity cannot be unlinked', async () => {
    const client = await signedInClient(on, await createMember(on, 'link-on'));
    const github = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(errorOf(github.error)).toEqual([400, 'validation_failed', 'Unsupported provider: provider is not enabled']);
    const unknown = await authFetch(on, 'GET', '/user/identities/authorize?provider=nope&skip_http_redirect=true', {
      token: (await client.auth.getSession()).data.session!.access_token,
    });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Unsupported provider: Provider nope could not be found']);
    const identity = (await client.auth.getUserIdentities()).data!.identities[0]!;
    const unlink = await client.auth.unlinkIdentity(identity);
    expect(errorOf(unlink.error)).toEqual([422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking']);
  });
});

describe('providers this stack has none of, and MFA with enrolment off', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // GoTrue: internal/api/middleware.go requireSAMLEnabled (the whole /sso group)
  it('SAML: signInWithSSO and /sso/saml/* answer 404 saml_provider_disabled', async () => {
    const { error } = await clientFor(stack).auth.signInWithSSO({ domain: 'example.test' });
    expect(errorOf(error)).toEqual([404, 'saml_provider_disabled', 'SAML 2.0 is disabled']);
    for (const [method, path] of [
      ['GET', '/sso/saml/metadata'],
      ['POST', '/sso/saml/acs'],
      ['POST', '/sso'],
    ] as const) {
      const res = await authFetch(stack, method, path, method === 'POST' ? { body: {} } : {});
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'saml_provider_disabled']);
    }
  });

  // GoTrue: internal/api/web3.go Web3Grant
  it('web3: POST /token?grant_type=web3 answers 422 web3_provider_disabled', async () => {
    const res = await authFetch(stack, 'POST', '/token?grant_type=web3', { body: { chain: 'solana', message: 'm', signature: 's' } });
    expect([res.status, res.body.code, res.body.message]).toEqual([422, 'web3_provider_disabled', 'Web3 provider is disabled']);
  });

  // GoTrue: internal/api/token_oidc.go IdTokenGrant, getProvider
  it('id_token: an unconfigured provider answers 400 provider_disabled', async () => {
    const client = clientFor(stack);
    const google = await client.auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(errorOf(google.error)).toEqual([400, 'provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled']);
    const apple = await client.auth.signInWithIdToken({ provider: 'apple', token: 'x.y.z' });
    expect(apple.error?.message).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');
    const custom = await authFetch(stack, 'POST', '/token?grant_type=id_token', { body: { provider: 'nope', id_token: 'x.y.z' } });
    expect([custom.status, custom.body.code, custom.body.message]).toEqual([
      400,
      'validation_failed',
      'Custom OIDC provider "nope" not allowed',
    ]);
    const azure = await authFetch(stack, 'POST', '/token?grant_type=id_token', { body: { provider: 'azure', id_token: 'not-a-jwt' } });
    expect([azure.status, azure.body.message]).toEqual([400, 'Unable to detect issuer in ID token for Azure provider']);
    const missing = await authFetch(stack, 'POST', '/token?grant_type=id_token', { body: { provider: 'google' } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'invalid request', error_description: 'id_token required' }]);
  });

  // GoTrue: internal/api/otp.go Otp/SmsOtp, internal/api/signup.go Signup, internal/api/verify.go (validatePhone, then no such user)
  it('phone: SMS off answers as GoTrue with the phone provider off; a wrong token 403, a malformed number 400', async () => {
    const client = clientFor(stack);
    const otp = await client.auth.signInWithOtp({ phone: '+15555550100' });
    expect(errorOf(otp.error)).toEqual([400, 'phone_provider_disabled', 'Unsupported phone provider']);
    const signup = await client.auth.signUp({ phone: '+15555550100', password: 'secret-123' });
    expect(errorOf(signup.error)).toEqual([400, 'phone_provider_disabled', 'Phone signups are disabled']);
    const wrong = await client.auth.verifyOtp({ phone: '+15555550100', token: '123456', type: 'sms' });
    expect(errorOf(wrong.error)).toEqual([403, 'otp_expired', 'Token has expired or is invalid']);
    const malformed = await client.auth.verifyOtp({ phone: '555-CALL-NOW', token: '123456', type: 'sms' });
    expect(errorOf(malformed.error)).toEqual([400, 'validation_failed', 'Invalid phone number format (E.164 required)']);
    const noCreate = await client.auth.signInWithOtp({ phone: '0123', options: { shouldCreateUser: false } });
    expect(errorOf(noCreate.error)).toEqual([400, 'validation_failed', 'Invalid phone number format (E.164 required)']);
    expect((await authFetch(stack, 'GET', '/settings')).body).toMatchObject({ external: { phone: false }, saml_enabled: false });
  });

  // GoTrue: internal/api/api.go (/factors requireAuthentication), internal/api/mfa.go EnrollFactor, internal/api/admin.go loadFactor
  it('MFA: 401 without a session; enrolment off per kind (422); a factor id is never found', async () => {
    for (const path of ['/factors', `/factors/${randomUUID()}/challenge`, `/factors/${randomUUID()}/verify`]) {
      const res = await fetch(`${stack.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' },
        body: '{}',
      });
      expect([path, res.status, ((await res.json()) as { code: string }).code]).toEqual([path, 401, 'no_authorization']);
    }
    const unauthDelete = await fetch(`${stack.url}/auth/v1/factors/${randomUUID()}`, {
      method: 'DELETE',
      headers: { apikey: stack.anonKey },
    });
    expect(unauthDelete.status).toBe(401);

    const client = await signedInClient(stack, await createMember(stack, 'mfa'));
    const totp = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(errorOf(totp.error)).toEqual([422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP']);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(errorOf(phone.error)).toEqual([422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone']);
    const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(errorOf(webauthn.error)).toEqual([422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn']);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const badType = await authFetch(stack, 'POST', '/factors', { token, body: { factor_type: 'constructor' } });
    expect([badType.status, badType.body.message]).toEqual([400, 'factor_type needs to be totp, phone, or webauthn']);

    const factorId = randomUUID();
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(errorOf(challenge.error)).toEqual([404, 'mfa_factor_not_found', 'Factor not found']);
    const verify = await client.auth.mfa.verify({ factorId, challengeId: randomUUID(), code: '123456' });
    expect(errorOf(verify.error)).toEqual([404, 'mfa_factor_not_found', 'Factor not found']);
    const unenroll = await client.auth.mfa.unenroll({ factorId });
    expect(errorOf(unenroll.error)).toEqual([404, 'mfa_factor_not_found', 'Factor not found']);
    const notUuid = await authFetch(stack, 'POST', '/factors/abc/challenge', { token, body: {} });
    expect([notUuid.status, notUuid.body.code, notUuid.body.message]).toEqual([404, 'validation_failed', 'factor_id must be an UUID']);
    const listFactors = await authFetch(stack, 'GET', '/factors', { token });
    expect(listFactors.status).toBe(405);
  });

  // GoTrue: internal/api/mfa.go EnrollFactor (past the EnrollEnabled check it enrols; this stack
  // cannot, and refuses to start with the switch on, so only a switch flipped at run time gets here;
  // the refusal keeps EnrollFactor's 422 and code, as a 5xx reaches supabase-js without its code)
  it('MFA: an enrolment switch turned on while the stack runs answers 422 naming the switch, never a 500', async () => {
    const client = await signedInClient(stack, await createMember(stack, 'mfa-on'));
    const totp = stack.authSettings.features.mfa.totp;
    totp.enroll = true;
    try {
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(data).toBeNull();
      expect(errorOf(error)).toEqual([
        422,
        'mfa_totp_enroll_not_enabled',
        'MFA enroll for TOTP is switched on ([auth.mfa.totp] enroll_enabled), but supabase-local does not implement it: turn it off in supabase/config.toml or the environment',
      ]);
      // The other kinds keep their own switch.
      const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' });
      expect(errorOf(webauthn.error)).toEqual([422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn']);
    } finally {
      totp.enroll = false;
    }
  });

  it('unknown paths stay 404', async () => {
    for (const path of ['/nope', '/factorsx', '/ssox', '/user/identitiesx']) {
      const res = await authFetch(stack, 'GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
