import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { deriveApiKeys } from '../server/jwt.ts';
import { parseSigningKeys, type SigningKey } from '../server/signing-keys.ts';
import { parseDurationSeconds } from './duration.ts';
import { configTomlPath, defaultDataDir } from './paths.ts';

export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * The opaque keys the Supabase CLI prints for a local stack on the demo secret. They are public
 * (the same on every machine), so they are only accepted while the demo secret is in use.
 */
export const CLI_DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const CLI_DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The new-style keys the gateway accepts; each is undefined when not configured. */
export interface OpaqueKeys {
  publishableKey?: string;
  secretKey?: string;
}

const OPAQUE_KEY_BODY = /^[A-Za-z0-9_-]{24,}$/;

/**
 * SUPABASE_PUBLISHABLE_KEY / SUPABASE_SECRET_KEY (the names self-hosted Supabase uses). Without
 * them, the CLI's local defaults apply only with the demo JWT secret; with a custom secret no
 * opaque key is accepted. A configured key must have its prefix and at least 24 characters
 * after it, and the CLI's public demo keys are refused next to a custom secret.
 */
export function opaqueKeysFrom(env: NodeJS.ProcessEnv, jwtSecret: string): OpaqueKeys {
  const demo = jwtSecret === DEMO_JWT_SECRET;
  const pick = (name: string, prefix: string, demoKey: string): string | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return demo ? demoKey : undefined;
    if (!raw.startsWith(prefix) || !OPAQUE_KEY_BODY.test(raw.slice(prefix.length))) {
      throw new Error(`${name} must start with ${prefix} followed by at least 24 letters, digits, '-' or '_'`);
    }
    if (raw === demoKey && !demo) {
      throw new Error(`${name} is the Supabase CLI's public demo key; with a custom JWT_SECRET set a key of your own`);
    }
    return raw;
  };
  return {
    publishableKey: pick('SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_', CLI_DEMO_PUBLISHABLE_KEY),
    secretKey: pick('SUPABASE_SECRET_KEY', 'sb_secret_', CLI_DEMO_SECRET_KEY),
  };
}

/** Trusted proxy addresses (exact IPs, IPv4-mapped forms folded), from SUPABASE_LOCAL_TRUSTED_PROXIES. */
export function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = env.SUPABASE_LOCAL_TRUSTED_PROXIES;
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  /** true = a confirmation mail is required before sign-in (GOTRUE_MAILER_AUTOCONFIRM=false). */
  enableConfirmations: boolean;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** GoTrue's character sets, each must contribute one character. */
  requiredCharacters: string[];
  maxFrequencySeconds: number;
  otpExpirySeconds: number;
  /** [auth.email] otp_length: digits of the e-mailed code. */
  otpLength: number;
  /** [auth.email] double_confirm_changes (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED): both addresses confirm. */
  secureEmailChange: boolean;
  /** [auth.email] secure_password_change (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  rateLimits: {
    signInSignUps: number;
    tokenRefresh: number;
    tokenVerifications: number;
    /** [auth.rate_limit] anonymous_users: anonymous sign-ins per hour per IP (GOTRUE_RATE_LIMIT_ANONYMOUS_USERS). */
    anonymousUsers?: number;
  };
  /** [auth] enable_anonymous_sign_ins (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED). */
  anonymousSignIns: boolean;
  /** [auth] enable_manual_linking (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). */
  manualLinking: boolean;
  /** The feature switches this stack answers only in their "off" state; see featureSwitchesFrom. */
  features: FeatureSwitches;
}

/**
 * Switches of GoTrue features the local stack does not carry out (no SMS gateway, SAML, Web3,
 * OAuth/OIDC or MFA here). Off, each endpoint answers as GoTrue does with the feature off; the
 * stack refuses to start with one on, rather than pretend (see unsupportedFeatures).
 */
export interface FeatureSwitches {
  /** [auth.sms] enable_signup (GOTRUE_EXTERNAL_PHONE_ENABLED). */
  phone: boolean;
  /** GOTRUE_SAML_ENABLED ([auth.saml] enabled). */
  saml: boolean;
  /** [auth.web3.solana] / [auth.web3.ethereum] enabled (GOTRUE_EXTERNAL_WEB3_SOLANA_ENABLED, ..._ETHEREUM_ENABLED). */
  web3: { solana: boolean; ethereum: boolean };
  /** [auth.external.<provider>] enabled (GOTRUE_EXTERNAL_<PROVIDER>_ENABLED), per provider name. */
  externalProviders: Record<string, boolean>;
  /** [auth.mfa.totp|phone|web_authn] enroll_enabled / verify_enabled (GOTRUE_MFA_<KIND>_ENROLL_ENABLED, ..._VERIFY_ENABLED). */
  mfa: Record<MfaKind, { enroll: boolean; verify: boolean }>;
}

export type MfaKind = 'totp' | 'phone' | 'web_authn';

export interface FunctionSettings {
  verifyJwt: boolean;
  enabled: boolean;
}

export interface StackConfig {
  host: string;
  port: number;
  inboxPort: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** [auth] signing_keys_path / GOTRUE_JWT_KEYS: the first key signs access tokens; empty = HS256 with jwtSecret. */
  signingKeys: SigningKey[];
  anonKey: string;
  serviceRoleKey: string;
  /** New-style keys (`sb_publishable_…`, `sb_secret_…`), only those configured. */
  opaqueKeys: OpaqueKeys;
  /** Peers whose X-Forwarded-For is believed (a reverse proxy in front of the stack). */
  trustedProxies: string[];
  /** Public URL of the API; the issuer and links are built from it. Defaults to the bound address. */
  apiExternalUrl?: string;
  auth: AuthSettings;
  functions: Record<string, FunctionSettings>;
  maxRows: number;
  /** [auth.email.template.confirmation] of config.toml; content_path resolved against supabase/. */
  confirmationTemplate: { subject?: string; contentPath?: string };
  /** [auth.email.template.<kind>] for every GoTrue mail kind (invite, recovery, magic_link, ...). */
  mailTemplates: Record<string, { subject?: string; contentPath?: string }>;
  llm: { baseUrl?: string; apiKey?: string; model?: string };
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** Maps config.toml's password_requirements to GoTrue's character sets. */
export function requiredCharacterSets(requirement: string): string[] {
  switch (requirement) {
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS];
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS];
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS];
    default:
      return [];
  }
}

type Table = Record<string, unknown>;
const table = (v: unknown): Table => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Table) : {});
const str = (v: unknown, d: string): string => (typeof v === 'string' ? v : d);
const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);

function envBool(v: string | undefined): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  return /^(1|true|yes|on)$/i.test(v.trim());
}
function envNum(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The OAuth/OIDC providers GoTrue knows ([auth.external.<name>] in the CLI's config.toml). */
export const EXTERNAL_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];

/** The switches read from config.toml, each overridden by the env name GoTrue (and the CLI) uses. */
export function featureSwitchesFrom(auth: Record<string, unknown>, env: NodeJS.ProcessEnv): FeatureSwitches {
  const sms = table(auth.sms);
  const web3 = table(auth.web3);
  const external = table(auth.external);
  const mfa = table(auth.mfa);
  const pick = (envName: string, tomlValue: unknown): boolean => envBool(env[envName]) ?? bool(tomlValue, false);
  const mfaKind = (kind: MfaKind) => {
    const t = table(mfa[kind]);
    const envKind = kind.toUpperCase();
    return {
      enroll: pick(`GOTRUE_MFA_${envKind}_ENROLL_ENABLED`, t.enroll_enabled),
      verify: pick(`GOTRUE_MFA_${envKind}_VERIFY_ENABLED`, t.verify_enabled),
    };
  };
  return {
    phone: pick('GOTRUE_EXTERNAL_PHONE_ENABLED', sms.enable_signup),
    saml: pick('GOTRUE_SAML_ENABLED', table(auth.saml).enabled),
    web3: {
      solana: pick('GOTRUE_EXTERNAL_WEB3_SOLANA_ENABLED', table(web3.solana).enabled),
      ethereum: pick('GOTRUE_EXTERNAL_WEB3_ETHEREUM_ENABLED', table(web3.ethereum).enabled),
    },
    externalProviders: Object.fromEntries(
      [...new Set([...EXTERNAL_PROVIDERS, ...Object.keys(external)])].map((name) => [
        name,
        pick(`GOTRUE_EXTERNAL_${name.toUpperCase()}_ENABLED`, table(external[name]).enabled),
      ]),
    ),
    mfa: { totp: mfaKind('totp'), phone: mfaKind('phone'), web_authn: mfaKind('web_authn') },
  };
}

/** The switches turned on that this stack cannot honour, named as in config.toml. Empty = fine. */
export function unsupportedFeatures(features: FeatureSwitches): string[] {
  const on: string[] = [];
  if (features.phone) on.push('[auth.sms] enable_signup (no SMS gateway)');
  if (features.saml) on.push('SAML (GOTRUE_SAML_ENABLED)');
  if (features.web3.solana) on.push('[auth.web3.solana] enabled');
  if (features.web3.ethereum) on.push('[auth.web3.ethereum] enabled');
  for (const [name, enabled] of Object.entries(features.externalProviders)) if (enabled) on.push(`[auth.external.${name}] enabled`);
  for (const [kind, { enroll, verify }] of Object.entries(features.mfa)) {
    if (enroll) on.push(`[auth.mfa.${kind}] enroll_enabled`);
    if (verify) on.push(`[auth.mfa.${kind}] verify_enabled`);
  }
  return on;
}

/** GOTRUE_JWT_KEYS (a JSON array), else the file [auth] signing_keys_path names (relative to supabase/). */
function signingKeysFrom(auth: Record<string, unknown>, env: NodeJS.ProcessEnv, configPath: string): SigningKey[] {
  const parse = (text: string, source: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new Error(`${source} is not valid JSON: ${(err as Error).message}`);
    }
  };
  if (env.GOTRUE_JWT_KEYS) return parseSigningKeys(parse(env.GOTRUE_JWT_KEYS, 'GOTRUE_JWT_KEYS'), 'GOTRUE_JWT_KEYS');
  const file = typeof auth.signing_keys_path === 'string' && auth.signing_keys_path !== '' ? auth.signing_keys_path : undefined;
  if (!file) return [];
  const full = resolve(dirname(configPath), file);
  if (!existsSync(full)) throw new Error(`[auth] signing_keys_path: ${full} does not exist (create it with \`supabase gen signing-key\`)`);
  return parseSigningKeys(parse(readFileSync(full, 'utf8'), full), full);
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  configPath?: string;
}

/**
 * Reads supabase/config.toml (the same file `supabase start` reads) and lets the
 * environment override it, GoTrue-style. Missing file → our product defaults
 * (confirmations ON, unlike the CLI template).
 */
export function loadStackConfig(opts: LoadConfigOptions = {}): StackConfig {
  const env = opts.env ?? process.env;
  const path = opts.configPath ?? configTomlPath;
  let toml: Table = {};
  if (existsSync(path)) {
    try {
      toml = parseToml(readFileSync(path, 'utf8')) as Table;
    } catch (err) {
      throw new Error(`Could not parse ${path}: ${(err as Error).message}`);
    }
  }
  const api = table(toml.api);
  const auth = table(toml.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const fnTable = table(toml.functions);
  const confirmation = table(table(table(email).template).confirmation);

  const jwtSecret = env.JWT_SECRET || str(auth.jwt_secret, DEMO_JWT_SECRET);
  if (jwtSecret.length < 16) throw new Error('JWT_SECRET must be at least 16 characters long');
  const keys = deriveApiKeys(jwtSecret);

  const autoconfirm = envBool(env.GOTRUE_MAILER_AUTOCONFIRM);
  const allowList = env.GOTRUE_URI_ALLOW_LIST;

  const functions: Record<string, FunctionSettings> = {};
  for (const [name, value] of Object.entries(fnTable)) {
    const t = table(value);
    functions[name] = { verifyJwt: bool(t.verify_jwt, true), enabled: bool(t.enabled, true) };
  }

  const settings: AuthSettings = {
    siteUrl: env.SITE_URL || env.GOTRUE_SITE_URL || str(auth.site_url, 'http://127.0.0.1:3000'),
    additionalRedirectUrls:
      allowList !== undefined
        ? allowList
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : Array.isArray(auth.additional_redirect_urls)
          ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
          : [],
    jwtExpiry: envNum(env.GOTRUE_JWT_EXP) ?? num(auth.jwt_expiry, 3600),
    enableSignup: envBool(env.GOTRUE_DISABLE_SIGNUP) === true ? false : bool(auth.enable_signup, true),
    enableConfirmations: autoconfirm !== undefined ? !autoconfirm : bool(email.enable_confirmations, true),
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
    refreshTokenReuseInterval: envNum(env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL) ?? num(auth.refresh_token_reuse_interval, 10),
    minimumPasswordLength: envNum(env.GOTRUE_PASSWORD_MIN_LENGTH) ?? num(auth.minimum_password_length, 6),
    requiredCharacters: requiredCharacterSets(env.GOTRUE_PASSWORD_REQUIRED_CHARACTERS ?? str(auth.password_requirements, '')),
    maxFrequencySeconds: envNum(env.GOTRUE_MAILER_MAX_FREQUENCY_SECONDS) ?? parseDurationSeconds(email.max_frequency) ?? 1,
    otpExpirySeconds: num(email.otp_expiry, 3600),
    otpLength: Math.min(10, Math.max(6, Math.trunc(num(email.otp_length, 6)))),
    secureEmailChange: envBool(env.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED) ?? bool(email.double_confirm_changes, true),
    securePasswordChange:
      envBool(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION) ?? bool(email.secure_password_change, false),
    rateLimits: {
      signInSignUps: envNum(env.GOTRUE_RATE_LIMIT_SIGN_IN_SIGN_UPS) ?? num(rate.sign_in_sign_ups, 30),
      tokenRefresh: envNum(env.GOTRUE_RATE_LIMIT_TOKEN_REFRESH) ?? num(rate.token_refresh, 150),
      tokenVerifications: envNum(env.GOTRUE_RATE_LIMIT_VERIFY) ?? num(rate.token_verifications, 30),
      anonymousUsers: envNum(env.GOTRUE_RATE_LIMIT_ANONYMOUS_USERS) ?? num(rate.anonymous_users, 30),
    },
    anonymousSignIns: envBool(env.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED) ?? bool(auth.enable_anonymous_sign_ins, false),
    manualLinking: envBool(env.GOTRUE_SECURITY_MANUAL_LINKING_ENABLED) ?? bool(auth.enable_manual_linking, false),
    features: featureSwitchesFrom(auth, env),
  };

  return {
    host: env.SUPABASE_LOCAL_HOST || '127.0.0.1',
    port: envNum(env.SUPABASE_LOCAL_PORT) ?? num(api.port, 54321),
    inboxPort: envNum(env.SUPABASE_LOCAL_INBOX_PORT) ?? num(table(toml.inbucket).port, 54324),
    dataDir: env.SUPABASE_LOCAL_DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    signingKeys: signingKeysFrom(auth, env, path),
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    opaqueKeys: opaqueKeysFrom(env, jwtSecret),
    trustedProxies: trustedProxiesFrom(env),
    apiExternalUrl: env.API_EXTERNAL_URL || undefined,
    auth: settings,
    functions,
    maxRows: num(api.max_rows, 1000),
    confirmationTemplate: {
      subject: typeof confirmation.subject === 'string' ? confirmation.subject : undefined,
      contentPath: typeof confirmation.content_path === 'string' ? resolve(dirname(path), confirmation.content_path) : undefined,
    },
    mailTemplates: Object.fromEntries(
      Object.entries(table(email.template)).map(([kind, value]) => {
        const t = table(value);
        return [
          kind,
          {
            subject: typeof t.subject === 'string' ? t.subject : undefined,
            contentPath: typeof t.content_path === 'string' ? resolve(dirname(path), t.content_path) : undefined,
          },
        ];
      }),
    ),
    llm: { baseUrl: env.CHAT_LLM_BASE_URL, apiKey: env.CHAT_LLM_API_KEY, model: env.CHAT_LLM_MODEL },
  };
}
