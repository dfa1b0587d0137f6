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

export function callerKey(req: Request): string {
  const sub = jwtSubject(req.headers.get('authorization'));
  if (sub) return `user:${sub}`;
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return `ip:${forwarded.slice(0, 100)}`;
  return 'anonymous';
}
