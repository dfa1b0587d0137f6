import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth, type AuthRouteDeps } from '../auth/auth-routes.ts';
import { handleFunction, type RelayDeps } from '../functions/relay.ts';
import { handleRest, type RestDeps } from '../rest/rest-routes.ts';
import { answerPreflight, applyCors } from './cors.ts';
import { checkApiKey, requiresApiKey, translatedAuthorization, type GatewayKeys } from './gateway.ts';
import { clientIp, resolveClientAddress, sendJson, setClientIp } from './http-io.ts';
import { PenaltyBox, PenaltyBoxRefusal } from './penalty-box.ts';

export interface ApiDeps {
  auth: AuthRouteDeps;
  rest: RestDeps;
  relay: RelayDeps;
  /** The keys the gateway accepts (legacy JWT keys and configured `sb_` keys). */
  keys: GatewayKeys;
  /** Peers whose X-Forwarded-For is believed. */
  trustedProxies: readonly string[];
  /** Callers whose request ran into the statement timeout, refused for a while (penalty-box.ts); one per server when absent. */
  penaltyBox?: PenaltyBox;
  log: (msg: string) => void;
}

/** Where a path's percent-encoding is broken (not %XX, or not UTF-8 once decoded); undefined when it is fine. */
export function malformedEscape(pathname: string): string | undefined {
  for (const segment of pathname.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment.length > 60 ? `${segment.slice(0, 60)}…` : segment;
    }
  }
  return undefined;
}

const PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1'] as const;

function splitPrefix(pathname: string): { prefix: (typeof PREFIXES)[number]; rest: string } | undefined {
  for (const prefix of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { prefix, rest: pathname.slice(prefix.length) || '/' };
  }
  return undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: ApiDeps & { penaltyBox: PenaltyBox }): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://127.0.0.1');
  } catch {
    applyCors(res);
    sendJson(res, 400, { code: 'bad_request', message: 'Malformed request URL' });
    return;
  }
  const bad = malformedEscape(url.pathname);
  if (bad !== undefined) {
    req.resume();
    applyCors(res);
    sendJson(res, 400, {
      code: 'bad_request',
      message: `Malformed percent-encoding in the request path: "${bad}" is not valid UTF-8 percent-encoding (%XX)`,
    });
    return;
  }
  setClientIp(req, resolveClientAddress(req, deps.trustedProxies));
  const route = splitPrefix(url.pathname);
  const method = req.method ?? 'GET';
  // Functions answer their own preflight (as on Supabase); everything else gets Kong's CORS.
  if (method === 'OPTIONS' && route?.prefix !== '/functions/v1') {
    answerPreflight(req, res);
    return;
  }
  if (route?.prefix === '/functions/v1') {
    await handleFunction(req, res, url, route.rest, deps.relay);
    return;
  }
  applyCors(res);
  if (!route) {
    req.resume();
    sendJson(res, 404, { code: 'not_found', message: `No API route matches ${method} ${url.pathname}`, path: url.pathname });
    return;
  }
  if (requiresApiKey(route.prefix, route.rest, method)) {
    const rejection = checkApiKey(req, url, deps.keys);
    if (rejection) {
      req.resume();
      sendJson(res, rejection.status, rejection.body, rejection.headers);
      return;
    }
    const authorization = translatedAuthorization(req, url, deps.keys);
    if (authorization !== undefined) req.headers.authorization = authorization;
    // A key sent as a url param is the gateway's, not a PostgREST filter; it travels on as the header.
    const param = url.searchParams.get('apikey');
    if (param !== null) {
      if (req.headers.apikey === undefined) req.headers.apikey = param.trim();
      if (route.prefix === '/rest/v1') url.searchParams.delete('apikey');
    }
  }
  if (route.prefix === '/auth/v1') {
    await handleAuth(req, res, url, route.rest, deps.auth);
    return;
  }
  const rest = { ...deps.rest, db: deps.penaltyBox.guard(deps.rest.db, clientIp(req), deps.log) };
  try {
    await handleRest(req, res, url, route.rest, rest);
  } catch (err) {
    if (!(err instanceof PenaltyBoxRefusal)) throw err;
    // Retry-After is readable by browser code on this answer only; every other answer keeps Kong's list.
    const exposed = res.getHeader('Access-Control-Expose-Headers');
    const headers = {
      ...err.headers,
      ...(typeof exposed === 'string' ? { 'Access-Control-Expose-Headers': `${exposed}, Retry-After` } : {}),
    };
    sendJson(res, err.status, err.body, headers);
  }
}

export function createApiServer(apiDeps: ApiDeps): Server {
  const deps = { ...apiDeps, penaltyBox: apiDeps.penaltyBox ?? new PenaltyBox() };
  const server = createServer((req, res) => {
    handle(req, res, deps).catch((err: unknown) => {
      // Only the error text is logged: never bodies, tokens or search terms.
      deps.log(`internal error on ${req.method} ${(req.url ?? '').split('?')[0]}: ${(err as Error)?.message ?? String(err)}`);
      if (!res.headersSent) {
        applyCors(res);
        sendJson(res, 500, { code: 'internal_error', message: 'Internal server error' });
      } else {
        res.end();
      }
    });
  });
  // Longer than clients' idle pools, so a reused keep-alive socket is not closed under them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
