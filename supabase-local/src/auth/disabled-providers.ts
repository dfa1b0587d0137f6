import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../server/http-io.ts';
import { EXTERNAL_PROVIDERS } from '../config/load-config.ts';
import { listIdentities } from './auth-store.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { authenticate, jsonBody, stringField, UUID_RE, type AuthRouteDeps } from './request.ts';

// The sign-in methods this stack has no provider for (SAML, OAuth/OIDC, Web3), answered as GoTrue
// answers them with the provider off; config/load-config.ts refuses to start with one turned on.
//   /sso, /sso/saml/*                 internal/api/middleware.go requireSAMLEnabled
//   /user/identities/*                internal/api/middleware.go requireManualLinkingEnabled,
//                                     internal/api/identity.go LinkIdentity, DeleteIdentity
//   /token?grant_type=web3            internal/api/web3.go Web3Grant
//   /token?grant_type=id_token        internal/api/token_oidc.go IdTokenGrant, getProvider

export const IDENTITY_PATHS = ['/user/identities/authorize'];
const IDENTITY_PATH = /^\/user\/identities\/([^/]+)$/;

export async function routeDisabledProviders(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  deps: AuthRouteDeps,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/sso' || path.startsWith('/sso/')) {
    // chi runs the route group's middleware before matching a method or sub-path.
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  }
  if (path.startsWith('/user/identities/')) {
    const { user } = await authenticate(req, deps);
    if (!deps.settings.manualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    if (path === '/user/identities/authorize' && method === 'GET') {
      // LinkIdentity → Provider(): every OAuth provider is off here (or unknown).
      const provider = url.searchParams.get('provider') ?? '';
      if (EXTERNAL_PROVIDERS.includes(provider.toLowerCase())) {
        throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
      }
      throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
    }
    const match = IDENTITY_PATH.exec(path);
    if (match && method === 'DELETE') {
      await deleteIdentity(res, match[1]!, user.id, deps);
      return true;
    }
    if (match || path === '/user/identities/authorize') {
      throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on /auth/v1${path}`);
    }
    throw new AuthError(404, 'not_found', `Unknown auth endpoint: /auth/v1${path}`);
  }
  return false;
}

/** DELETE /user/identities/{id} (DeleteIdentity): the last identity cannot go. */
async function deleteIdentity(res: ServerResponse, identityId: string, userId: string, deps: AuthRouteDeps): Promise<void> {
  if (!UUID_RE.test(identityId)) throw badRequest('validation_failed', 'identity_id must be an UUID');
  const identities = await listIdentities(deps.db, userId);
  if (identities.length <= 1) throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  const identity = identities.find((i) => i.id === identityId);
  if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
  const remaining = identities.filter((i) => i.id !== identityId).map((i) => i.provider);
  await deps.db.transaction(async (tx) => {
    await tx.query(`delete from auth.identities where id = $1::uuid`, [identityId]);
    await tx.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb),
          updated_at = now() where id = $1::uuid`,
      [userId, JSON.stringify([...new Set(remaining)])],
    );
  });
  sendJson(res, 200, {});
}

/** POST /token?grant_type=web3 with Web3 (Solana and Ethereum) off: the switch is checked before the body. */
export async function web3Grant(req: IncomingMessage): Promise<never> {
  await jsonBody(req).catch(() => undefined);
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

/** The issuers GoTrue's getProvider knows by provider name (internal/api/provider/*.go Issuer*). */
const KNOWN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};
const AZURE_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;

/** The `iss` of a JWT without verifying it (provider.DetectAzureIDTokenIssuer reads it the same way). */
function unverifiedIssuer(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const iss = (payload as { iss?: unknown } | null)?.iss;
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /token?grant_type=id_token with every OIDC provider off. GoTrue's OAuthError answers
 * ({error, error_description}, 400) come first, then getProvider's provider_disabled.
 */
export async function idTokenGrant(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const idToken = stringField(body, 'id_token');
  const provider = stringField(body, 'provider');
  const clientId = stringField(body, 'client_id');
  const issuerParam = stringField(body, 'issuer');
  if (idToken === '') {
    sendJson(res, 400, { error: 'invalid request', error_description: 'id_token required' });
    return;
  }
  if (provider === '' && (clientId === '' || issuerParam === '')) {
    sendJson(res, 400, { error: 'invalid request', error_description: 'provider or client_id and issuer required' });
    return;
  }
  let issuer: string;
  const byIssuer = Object.entries(KNOWN_ISSUERS).find(([, iss]) => iss === issuerParam)?.[0];
  const name = provider !== '' && (provider in KNOWN_ISSUERS || provider === 'azure' || provider === 'keycloak') ? provider : byIssuer;
  if (name && name in KNOWN_ISSUERS) {
    issuer = KNOWN_ISSUERS[name]!;
  } else if (provider === 'azure' || AZURE_ISSUER.test(issuerParam)) {
    const detected = AZURE_ISSUER.test(issuerParam) ? issuerParam : unverifiedIssuer(idToken);
    if (!detected || !AZURE_ISSUER.test(detected)) {
      throw badRequest('validation_failed', 'Unable to detect issuer in ID token for Azure provider');
    }
    issuer = detected;
  } else if (provider === 'keycloak') {
    issuer = ''; // [auth.external.keycloak] url, unset while keycloak is off
  } else {
    // GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS is empty here.
    throw badRequest('validation_failed', `Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
  }
  throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);
}
