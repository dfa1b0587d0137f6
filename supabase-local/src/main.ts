import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AuthService } from './auth/auth-service.ts';
import { loadStackConfig, unsupportedFeatures, type AuthSettings, type StackConfig } from './config/load-config.ts';
import { migrationsDir, packageDir, seedFile } from './config/paths.ts';
import { openDb, type Db } from './db/index.ts';
import { chatGuideLoader } from './functions/chat-guide-loader.ts';
import type { HandlerLoader } from './functions/relay.ts';
import { AUTH_MAIL_KINDS, DEFAULT_AUTH_TEMPLATES, type AuthMailKind } from './mail/auth-mails.ts';
import { DEFAULT_CONFIRMATION_TEMPLATE, type MailTemplate } from './mail/confirmation-mail.ts';
import { createInboxServer, localSiteOrigins } from './mail/inbox-server.ts';
import { InboxStore } from './mail/inbox-store.ts';
import { SchemaCache } from './rest/schema-cache.ts';
import { createApiServer } from './server/api-server.ts';
import { RateLimiter } from './server/rate-limit.ts';

export interface LocalStackOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  inboxPort?: number;
  /** PGlite folder, or 'memory://'. Relative paths are resolved against supabase-local/. */
  dataDir?: string;
  databaseUrl?: string;
  /** Environment to read settings from (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  configPath?: string;
  migrationsDir?: string;
  seedFile?: string;
  /** Overrides on top of config.toml + env (tests use it for rate limits, confirmations...). */
  auth?: Partial<AuthSettings>;
  /** Extra or replacement function handlers by name. */
  functions?: Record<string, HandlerLoader>;
  log?: (msg: string) => void;
}

export interface LocalStack {
  url: string;
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  config: StackConfig;
  /** The live auth settings: tests may change them (e.g. confirmations) while the stack runs. */
  authSettings: AuthSettings;
  rateLimiters: { signInSignUps: RateLimiter; tokenRefresh: RateLimiter; verify: RateLimiter };
  inbox: InboxStore;
  db: Db;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

function loadTemplate(config: StackConfig): MailTemplate {
  const { subject, contentPath } = config.confirmationTemplate;
  const html = contentPath && existsSync(contentPath) ? readFileSync(contentPath, 'utf8') : DEFAULT_CONFIRMATION_TEMPLATE.html;
  return { subject: subject ?? DEFAULT_CONFIRMATION_TEMPLATE.subject, html };
}

/** Every mail kind's template: config.toml's [auth.email.template.<kind>] over GoTrue's default. */
function loadMailTemplates(config: StackConfig): Record<AuthMailKind, MailTemplate> {
  const out = { ...DEFAULT_AUTH_TEMPLATES, confirmation: loadTemplate(config) };
  for (const kind of AUTH_MAIL_KINDS) {
    if (kind === 'confirmation') continue;
    const { subject, contentPath } = config.mailTemplates[kind] ?? {};
    const html = contentPath && existsSync(contentPath) ? readFileSync(contentPath, 'utf8') : DEFAULT_AUTH_TEMPLATES[kind].html;
    out[kind] = { subject: subject ?? DEFAULT_AUTH_TEMPLATES[kind].subject, html };
  }
  return out;
}

const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host);

/** Opens (and migrates) the database, then serves the API and the mail inbox. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const config = loadStackConfig({ env: options.env, configPath: options.configPath });
  const log = options.log ?? ((msg: string) => console.error(`[supabase-local] ${msg}`));
  const host = options.host ?? config.host;
  const settings: AuthSettings = {
    ...config.auth,
    ...options.auth,
    rateLimits: { ...config.auth.rateLimits, ...options.auth?.rateLimits },
  };
  const unsupported = unsupportedFeatures(settings.features);
  if (unsupported.length > 0) {
    throw new Error(
      `supabase-local does not implement ${unsupported.join(', ')}: turn ${unsupported.length > 1 ? 'them' : 'it'} off in supabase/config.toml or the environment`,
    );
  }
  const rawDir = options.dataDir ?? config.dataDir;
  const dataDir = rawDir === 'memory://' || isAbsolute(rawDir) ? rawDir : resolve(packageDir, rawDir);
  const databaseUrl = options.databaseUrl ?? config.databaseUrl;

  const db = await openDb({
    dataDir,
    databaseUrl,
    migrationsDir: options.migrationsDir ?? migrationsDir,
    seedFile: options.seedFile ?? seedFile,
    log,
    lockOwner: { command: 'supabase-local' },
  });

  const inbox = new InboxStore();
  let apiUrl = '';
  const service = new AuthService({
    db,
    settings,
    jwtSecret: config.jwtSecret,
    signingKeys: config.signingKeys,
    inbox,
    apiUrl: () => config.apiExternalUrl ?? apiUrl,
    mailTemplates: loadMailTemplates(config),
    mailFrom: { Address: 'admin@email.com', Name: 'Admin' },
  });
  const cache = new SchemaCache(db);
  const loaders = new Map<string, HandlerLoader>();
  loaders.set(
    'chat-guide',
    chatGuideLoader(() => ({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      CHAT_LLM_BASE_URL: config.llm.baseUrl,
      CHAT_LLM_API_KEY: config.llm.apiKey,
      CHAT_LLM_MODEL: config.llm.model,
    })),
  );
  for (const [name, loader] of Object.entries(options.functions ?? {})) loaders.set(name, loader);

  // GoTrue's per-IP limits, each counted over 5 minutes.
  const limiters = {
    signInSignUps: new RateLimiter(() => settings.rateLimits.signInSignUps, 300),
    tokenRefresh: new RateLimiter(() => settings.rateLimits.tokenRefresh, 300),
    verify: new RateLimiter(() => settings.rateLimits.tokenVerifications, 300),
  };
  const api = createApiServer({
    auth: {
      service,
      db,
      settings,
      jwtSecret: config.jwtSecret,
      signingKeys: config.signingKeys,
      limiters,
    },
    rest: { db, cache, jwtSecret: config.jwtSecret, signingKeys: config.signingKeys, maxRows: config.maxRows },
    relay: { jwtSecret: config.jwtSecret, signingKeys: config.signingKeys, loaders, settings: config.functions, log },
    keys: { anonKey: config.anonKey, serviceRoleKey: config.serviceRoleKey, ...config.opaqueKeys },
    trustedProxies: config.trustedProxies,
    log,
  });
  const inboxServer = createInboxServer(inbox, { allowedOrigins: localSiteOrigins(settings.siteUrl, settings.additionalRedirectUrls) });

  let apiPort: number;
  let inboxPort: number;
  try {
    await cache.get();
    apiPort = await listen(api, options.port ?? config.port, host);
    inboxPort = await listen(inboxServer, options.inboxPort ?? config.inboxPort, host);
  } catch (err) {
    api.close();
    inboxServer.close();
    await db.close();
    throw err;
  }
  apiUrl = `http://${hostForUrl(host)}:${apiPort}`;
  // A second stack or admin:grant on this folder is told where this one answers.
  db.dataDirLock?.update({ url: apiUrl, port: apiPort });
  const inboxUrl = `http://${hostForUrl(host)}:${inboxPort}`;

  let stopped: Promise<void> | undefined;
  return {
    url: apiUrl,
    inboxUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    jwtSecret: config.jwtSecret,
    config,
    authSettings: settings,
    rateLimiters: limiters,
    inbox,
    db,
    stop() {
      stopped ??= (async () => {
        await Promise.all([closeServer(api), closeServer(inboxServer)]);
        await db.close();
      })();
      return stopped;
    },
  };
}

async function runFromCommandLine(): Promise<void> {
  const stack = await startLocalStack();
  const mode = stack.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`supabase-local ready: API ${stack.url} | inbox ${stack.inboxUrl} | ${mode} | anon key ${stack.anonKey}`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[supabase-local] ${signal}: closing the database`);
    stack.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`[supabase-local] error while stopping: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  runFromCommandLine().catch((err: unknown) => {
    console.error(`[supabase-local] failed to start: ${(err as Error).message}`);
    process.exit(1);
  });
}
