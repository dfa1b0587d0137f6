import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionSettings } from '../config/load-config.ts';
import { corsHeaders } from '../server/cors.ts';
import { BodyTooLargeError, clientIp, headerValue, readBody, send, sendJson } from '../server/http-io.ts';
import { verifyJwt } from '../server/jwt.ts';
import type { SigningKey } from '../server/signing-keys.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

export type FunctionHandler = (req: Request) => Promise<Response>;

/** Loads a function's handler; undefined when its module cannot be loaded (yet). */
export type HandlerLoader = () => Promise<FunctionHandler | undefined>;

export interface RelayDeps {
  jwtSecret: string;
  signingKeys?: readonly SigningKey[];
  loaders: Map<string, HandlerLoader>;
  settings: Record<string, FunctionSettings>;
  log: (msg: string) => void;
}

/**
 * /functions/v1/<name> like the Supabase CLI's relay (functions serve main.ts): verify_jwt,
 * the same error bodies, OPTIONS handed to the function so it answers its own preflight.
 */
export async function handleFunction(req: IncomingMessage, res: ServerResponse, url: URL, path: string, deps: RelayDeps): Promise<void> {
  const cors = corsHeaders();
  const name = decodeURIComponent(path.split('/').filter(Boolean)[0] ?? '');
  const loader = deps.loaders.get(name);
  const settings = deps.settings[name] ?? { verifyJwt: true, enabled: true };
  if (!loader || !settings.enabled) {
    send(res, 404, 'Function not found', { 'Content-Type': 'text/plain; charset=utf-8', ...cors });
    return;
  }
  const method = req.method ?? 'GET';
  if (settings.verifyJwt && method !== 'OPTIONS') {
    const auth = headerValue(req, 'authorization');
    if (!auth) {
      req.resume();
      sendJson(res, 401, { msg: 'Error: Missing authorization header' }, cors);
      return;
    }
    const m = /^Bearer (.+)$/.exec(auth);
    if (!m) {
      req.resume();
      sendJson(res, 401, { msg: "Error: Auth header is not 'Bearer {token}'" }, cors);
      return;
    }
    if (!verifyJwt(m[1]!.trim(), deps.jwtSecret, { keys: deps.signingKeys }).ok) {
      req.resume();
      sendJson(res, 401, { msg: 'Invalid JWT' }, cors);
      return;
    }
  }
  let body: Buffer | undefined;
  try {
    body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: `Request body exceeds ${err.limit} bytes` }, cors);
      return;
    }
    throw err;
  }
  let handler: FunctionHandler | undefined;
  try {
    handler = await loader();
  } catch (err) {
    deps.log(`function ${name} failed to boot: ${(err as Error).message}`);
  }
  if (!handler) {
    sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, cors);
    return;
  }
  let response: Response;
  try {
    // The gateway's X-Forwarded-For: the client address it worked out (the socket peer, or what a
    // trusted proxy vouched for), never what the client wrote itself.
    response = await handler(toWebRequest(req, url, body, { 'x-forwarded-for': clientIp(req) }));
  } catch (err) {
    deps.log(`function ${name} threw: ${(err as Error).message}`);
    sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, cors);
    return;
  }
  // The function sets its own CORS headers; ours are only a fallback so errors stay readable.
  const fallback = response.headers.has('access-control-allow-origin') ? {} : cors;
  await sendWebResponse(res, response, fallback);
}
