import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth, type AuthRouteDeps } from '../auth/auth-routes.ts';
import { handleFunction, type RelayDeps } from '../functions/relay.ts';
import { handleRest, type RestDeps } from '../rest/rest-routes.ts';
import { answerPreflight, applyCors } from './cors.ts';
import { sendJson } from './http-io.ts';

export interface ApiDeps {
  auth: AuthRouteDeps;
  rest: RestDeps;
  relay: RelayDeps;
  log: (msg: string) => void;
}

const PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1'] as const;

function splitPrefix(pathname: string): { prefix: (typeof PREFIXES)[number]; rest: string } | undefined {
  for (const prefix of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { prefix, rest: pathname.slice(prefix.length) || '/' };
  }
  return undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: ApiDeps): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://127.0.0.1');
  } catch {
    applyCors(res);
    sendJson(res, 400, { code: 'bad_request', message: 'Malformed request URL' });
    return;
  }
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
  if (route.prefix === '/auth/v1') await handleAuth(req, res, url, route.rest, deps.auth);
  else await handleRest(req, res, url, route.rest, deps.rest);
}

export function createApiServer(deps: ApiDeps): Server {
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
