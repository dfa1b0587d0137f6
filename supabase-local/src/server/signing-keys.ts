import { createPrivateKey, createPublicKey, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

// Asymmetric JWT signing keys in the Supabase CLI's format (`supabase gen signing-key`, listed by
// [auth] signing_keys_path, GOTRUE_JWT_KEYS for GoTrue): a JSON array of JWKs with their private
// parts, RS256 or ES256. The first key signs; every key verifies; /auth/v1/.well-known/jwks.json
// serves the public halves (GoTrue internal/api/jwks.go WellKnownJwks).

export type SigningAlg = 'RS256' | 'ES256';

export interface SigningKey {
  kid: string;
  alg: SigningAlg;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public JWK as served: no private members, key_ops ["verify"]. */
  publicJwk: Record<string, unknown>;
}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** Parses the key list; `source` names where it came from in error messages. */
export function parseSigningKeys(raw: unknown, source: string): SigningKey[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new Error(`${source} must be a non-empty JSON array of JWKs`);
  // An "oct" entry is GoTrue's HS256 secret in GOTRUE_JWT_KEYS; HS256 stays on JWT_SECRET here.
  const asymmetric = raw.filter((entry) => (entry as { kty?: unknown } | null)?.kty !== 'oct');
  if (asymmetric.length === 0) throw new Error(`${source} has no RS256 or ES256 key`);
  return asymmetric.map((entry, i) => {
    const where = `${source}[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`${where} must be a JWK object`);
    const jwk = entry as Record<string, unknown>;
    const alg = jwk.alg;
    if (alg !== 'RS256' && alg !== 'ES256') throw new Error(`${where}: alg must be RS256 or ES256 (got ${JSON.stringify(alg)})`);
    if (alg === 'RS256' && jwk.kty !== 'RSA') throw new Error(`${where}: an RS256 key must have kty "RSA"`);
    if (alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256'))
      throw new Error(`${where}: an ES256 key must have kty "EC" and crv "P-256"`);
    if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error(`${where}: kid is required`);
    if (typeof jwk.d !== 'string') throw new Error(`${where}: the private part ("d") is missing; the stack signs with it`);
    let privateKey: KeyObject;
    try {
      privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    } catch (err) {
      throw new Error(`${where}: not a usable ${alg} key (${(err as Error).message})`);
    }
    const publicJwk: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(jwk)) if (!PRIVATE_MEMBERS.has(name)) publicJwk[name] = value;
    publicJwk.key_ops = ['verify'];
    return { kid: jwk.kid, alg, privateKey, publicKey: createPublicKey(privateKey), publicJwk };
  });
}

const signOptions = (alg: SigningAlg, key: KeyObject) => (alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' as const } : key);

/** A JWT signed with `key`, its kid in the header. */
export function signJwtWithKey(claims: Record<string, unknown>, key: SigningKey): string {
  const header = Buffer.from(JSON.stringify({ alg: key.alg, kid: key.kid, typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), signOptions(key.alg, key.privateKey));
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/**
 * Checks an RS256/ES256 signature: the header's kid must name a key whose alg is the header's.
 * 'algorithm' when no key fits the header, 'crypto' when the signature is wrong.
 */
export function verifyWithKeys(
  header: Record<string, unknown>,
  signingInput: string,
  signature: string,
  keys: readonly SigningKey[],
): 'ok' | 'algorithm' | 'crypto' {
  const key = keys.find((k) => k.kid === header.kid);
  if (!key || key.alg !== header.alg) return 'algorithm';
  const ok = verify('sha256', Buffer.from(signingInput), signOptions(key.alg, key.publicKey), Buffer.from(signature, 'base64url'));
  return ok ? 'ok' : 'crypto';
}
