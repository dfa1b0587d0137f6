/**
 * Who is calling, for rate limiting only. The relay in front of the function has already
 * verified the JWT, so the payload is decoded without checking the signature again.
 */

function base64UrlDecode(segment: string): string | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** The `sub` claim of a bearer JWT, or null for anon keys, malformed or missing tokens. */
export function jwtSubject(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const parts = match?.[1]?.split('.');
  if (!parts || parts.length !== 3) return null;
  const json = base64UrlDecode(parts[1]!);
  if (json === null) return null;
  try {
    const payload = JSON.parse(json) as { sub?: unknown };
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub.slice(0, 200) : null;
  } catch {
    return null;
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

/** An IP literal as a bucket name (IPv4-mapped IPv6 folded to IPv4), or null when it is not one. */
function ipLiteral(text: string): string | null {
  const value = text.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped && IPV4.test(mapped[1]!)) return mapped[1]!;
  if (IPV4.test(value)) return value;
  if (value.includes(':') && value.length <= 45 && IPV6.test(value)) return value.toLowerCase();
  return null;
}

/**
 * The rate-limit bucket of a request. Members: their user id, whatever address they use.
 * Visitors: the client address from X-Forwarded-For, which the gateway in front of the function
 * sets from the connection (supabase-local's relay replaces any value the client sent, unless the
 * peer is a trusted proxy); like GoTrue's GetIPAddress, the first entry that is an IP literal.
 * Only a direct call with no address at all falls into the shared `anonymous` bucket.
 */
export function callerKey(req: Request): string {
  const sub = jwtSubject(req.headers.get('authorization'));
  if (sub) return `user:${sub}`;
  for (const entry of (req.headers.get('x-forwarded-for') ?? '').split(',')) {
    const ip = ipLiteral(entry);
    if (ip) return `ip:${ip}`;
  }
  return 'anonymous';
}
