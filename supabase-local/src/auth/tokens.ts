import { signJwt } from '../server/jwt.ts';
import { signJwtWithKey, type SigningKey } from '../server/signing-keys.ts';
import type { UserRow } from './auth-store.ts';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: unknown;
}

/** GoTrue's models.AuthenticationMethod values this stack signs in with. */
export type AmrMethod = 'password' | 'otp' | 'anonymous';

/** GoTrue's access token claims (internal/tokens/service.go), HS256 or with the configured signing key. */
export function mintAccessToken(opts: {
  user: UserRow;
  sessionId: string;
  issuer: string;
  secret: string;
  /** The first [auth] signing_keys_path key: RS256/ES256 with its kid instead of HS256. */
  signingKey?: SigningKey;
  expiresIn: number;
  amrMethod: AmrMethod;
  now?: number;
}): { token: string; expiresAt: number } {
  const iat = opts.now ?? Math.floor(Date.now() / 1000);
  const exp = iat + opts.expiresIn;
  const claims = {
    iss: opts.issuer,
    sub: opts.user.id,
    aud: opts.user.aud || 'authenticated',
    exp,
    iat,
    email: opts.user.email ?? '',
    phone: '',
    app_metadata: opts.user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: opts.user.raw_user_meta_data ?? {},
    role: opts.user.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method: opts.amrMethod, timestamp: iat }],
    session_id: opts.sessionId,
    is_anonymous: Boolean(opts.user.is_anonymous),
  };
  return { token: opts.signingKey ? signJwtWithKey(claims, opts.signingKey) : signJwt(claims, opts.secret), expiresAt: exp };
}
