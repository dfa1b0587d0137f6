/**
 * CORS for browser callers of Edge Functions. The function answers preflight itself
 * (the Supabase relay does not), and every response carries the same headers so a
 * browser can read error bodies too.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** 204 answer to an OPTIONS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: { ...corsHeaders } });
}

/** JSON response with CORS headers; `extra` wins over defaults. */
export function jsonResponse(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}

/** The `{ error }` shape every 4xx/5xx of our functions uses. */
export function errorResponse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return jsonResponse(status, { error: message }, extra);
}
