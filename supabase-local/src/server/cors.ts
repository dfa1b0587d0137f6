import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORS_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
  'x-region',
];
export const CORS_EXPOSED_HEADERS = [
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
];
export const CORS_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';

const TOKEN_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/** Headers for every API response: any origin, no credentials (Kong's cors plugin as the CLI configures it). */
export function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS.join(', '),
  };
}

export function applyCors(res: ServerResponse): void {
  for (const [k, v] of Object.entries(corsHeaders())) res.setHeader(k, v);
}

/** Answers a CORS preflight: echoes the requested headers when they are well-formed, else our list. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(res);
  const requested = req.headers['access-control-request-headers'];
  const allow =
    typeof requested === 'string' && TOKEN_LIST.test(requested.trim())
      ? Array.from(new Set([...CORS_ALLOWED_HEADERS, ...requested.split(',').map((h) => h.trim().toLowerCase())])).join(', ')
      : CORS_ALLOWED_HEADERS.join(', ');
  res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
  res.setHeader('Access-Control-Allow-Headers', allow);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.statusCode = 204;
  res.end();
}
