import type { IncomingMessage } from 'node:http';
import type { OpaqueKeys } from '../config/load-config.ts';
import { headerValue } from './http-io.ts';

/** The keys the gateway knows: the legacy JWT keys and the configured new-style keys. */
export interface GatewayKeys extends OpaqueKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export interface GatewayRejection {
  status: 401;
  body: { message: string; hint: string };
  headers: Record<string, string>;
}

/**
 * Auth routes the hosted gateway serves without key-auth (docker/volumes/api/kong.yml of
 * supabase/supabase: auth-v1-open, -callback, -authorize, -jwks). `/health` is open here too, a
 * deliberate difference: launchers and benches poll it before they know any key.
 */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/health'];

/** Whether a request needs an API key: every /rest/v1 and /auth/v1 route but the open ones; functions never (as in kong.yml). */
export function requiresApiKey(prefix: string, rest: string, method: string): boolean {
  if (method === 'OPTIONS') return false; // the cors plugin answers preflights before key-auth
  if (prefix === '/rest/v1') return true;
  if (prefix === '/auth/v1') return !OPEN_AUTH_PATHS.some((p) => rest === p || rest.startsWith(`${p}/`));
  return false;
}

/** The apikey of a request: the header, else the `apikey` query parameter (Kong key-auth's key_names). */
export function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  const header = headerValue(req, 'apikey');
  if (header !== undefined && header.trim() !== '') return header.trim();
  const param = url.searchParams.get('apikey');
  return param !== null && param.trim() !== '' ? param.trim() : undefined;
}

function knownKey(key: string, keys: GatewayKeys): boolean {
  return (
    key === keys.anonKey ||
    key === keys.serviceRoleKey ||
    (keys.publishableKey !== undefined && key === keys.publishableKey) ||
    (keys.secretKey !== undefined && key === keys.secretKey)
  );
}

const KONG_HEADERS = { 'WWW-Authenticate': 'Key realm="kong"' };

/**
 * Kong's key-auth as hosted Supabase answers it: no key → 401 "No API key found in request",
 * a key that is not one of the project's → 401 "Invalid API key". Undefined when the request passes.
 */
export function checkApiKey(req: IncomingMessage, url: URL, keys: GatewayKeys): GatewayRejection | undefined {
  const key = apiKeyOf(req, url);
  if (key === undefined) {
    return {
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      headers: KONG_HEADERS,
    };
  }
  if (!knownKey(key, keys)) {
    return {
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      headers: KONG_HEADERS,
    };
  }
  return undefined;
}

/**
 * The Authorization the gateway forwards (the CLI's kong.yml request-transformer): the client's own
 * unless it is missing or carries an opaque `sb_` key; then the secret key becomes the service-role
 * JWT and the publishable key the anon JWT. Opaque keys are only recognised when configured: an
 * unconfigured `sb_secret_…` maps to nothing. Undefined = leave the header as it is (PostgREST
 * then falls back to a legacy JWT apikey by itself).
 */
export function translatedAuthorization(req: IncomingMessage, url: URL, keys: GatewayKeys): string | undefined {
  const auth = headerValue(req, 'authorization')?.trim();
  if (auth && !/^Bearer\s+sb_/i.test(auth)) return undefined;
  const key = apiKeyOf(req, url);
  if (key === undefined) return undefined;
  if (keys.secretKey !== undefined && key === keys.secretKey) return `Bearer ${keys.serviceRoleKey}`;
  if (keys.publishableKey !== undefined && key === keys.publishableKey) return `Bearer ${keys.anonKey}`;
  return undefined;
}
