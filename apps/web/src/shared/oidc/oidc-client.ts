import type * as oauth from 'oauth4webapi';
import { loadPublicConfig } from '../config/public-config';
import { getOrigin } from '../browser/location';

type TOidcContext = {
  oauth: typeof oauth;
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  scope: string;
  /** Note: plain http is refused by oauth4webapi unless allowed; it is allowed only for an http issuer (local runs). */
  options: { [oauth.allowInsecureRequests]?: boolean };
};

/**
 * The OAuth library, loaded when a sign-in, a refresh or a sign-out needs it: a page opened with a
 * valid token does not wait for it.
 */
function loadOauth(): Promise<typeof oauth> {
  return import('oauth4webapi');
}

let pending: Promise<TOidcContext> | null = null;

/** Discovers the issuer named by `GET /api/config` once per page load. */
function getOidcContext(): Promise<TOidcContext> {
  pending ??= (async () => {
    const [config, oauth] = await Promise.all([loadPublicConfig(), loadOauth()]);
    const issuer = new URL(config.oidc.issuer);
    const options = { [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };
    const response = await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oidc' });
    const as = await oauth.processDiscoveryResponse(issuer, response);
    return { oauth, as, client: { client_id: config.oidc.clientId }, scope: config.oidc.scope, options };
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Forgets the discovered issuer (tests start each case from a fresh page). */
export function resetOidcContext(): void {
  pending = null;
}

/** The callback address registered for the SPA. */
export function getRedirectUri(): string {
  return `${getOrigin()}/authorization`;
}

export type TAuthorizationRequest = {
  codeVerifier: string;
  state: string;
  /** Sent so the ID token can be tied to this request (issuers such as Glewlwyd require it with `openid`). */
  nonce: string;
  /** Extra parameters of the authorize call (sso, extranet, ui_locales). */
  extraParams?: Record<string, string>;
};

/** Builds the authorization-code request with its S256 PKCE challenge. */
export async function buildAuthorizationUrl({
  codeVerifier,
  state,
  nonce,
  extraParams = {},
}: TAuthorizationRequest): Promise<string> {
  const { oauth, as, client, scope } = await getOidcContext();
  if (!as.authorization_endpoint) throw new Error('The issuer has no authorization endpoint');
  const url = new URL(as.authorization_endpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: getRedirectUri(),
    scope,
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...extraParams,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export type TAuthorizationSecrets = { codeVerifier: string; state: string; nonce: string };

/**
 * Exchanges the code of the callback address for tokens (client_id, redirect_uri, code, code_verifier)
 * and checks the ID token's `nonce` against the one sent with the request.
 */
export async function exchangeAuthorizationCode(
  callbackUrl: URL,
  { state: expectedState, codeVerifier, nonce }: TAuthorizationSecrets,
): Promise<oauth.TokenEndpointResponse> {
  const { oauth, as, client, options } = await getOidcContext();
  const params = oauth.validateAuthResponse(as, client, callbackUrl, expectedState);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    getRedirectUri(),
    codeVerifier,
    options,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: nonce,
    requireIdToken: true,
  });
}

/**
 * Refresh-token grant as a public client.
 * Note: the spec's legacy client also sent the PKCE verifier as client_secret; a public client
 * (token_endpoint_auth_method none) must not authenticate, so it is not sent.
 */
export async function requestTokenRefresh(refreshToken: string): Promise<oauth.TokenEndpointResponse> {
  const { oauth, as, client, options } = await getOidcContext();
  const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, options);
  return oauth.processRefreshTokenResponse(as, client, response);
}

/**
 * Revokes a refresh token at the issuer's `revocation_endpoint` (RFC 7009), where its discovery
 * document names one: a refresh token copied before sign-out no longer gives new access tokens.
 * Best effort: an issuer without the endpoint, or one that fails, does not stop the sign-out.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    const { oauth, as, client, options } = await getOidcContext();
    if (!as.revocation_endpoint) return;
    const response = await oauth.revocationRequest(as, client, oauth.None(), refreshToken, {
      ...options,
      additionalParameters: { token_type_hint: 'refresh_token' },
      signal: AbortSignal.timeout(3000),
    });
    await oauth.processRevocationResponse(response);
  } catch {
    // The session still ends at the issuer's end-session address.
  }
}

/** The SPA's own page for an issuer without an end-session endpoint (or one that cannot be reached). */
export const SIGNED_OUT_PATH = '/signed-out';

/** The same page saying why sign-in cannot be done now: the issuer (or the API's link to it) is down. */
export const ISSUER_UNAVAILABLE_PATH = `${SIGNED_OUT_PATH}?reason=issuer-unavailable`;

/** The same page saying why the API refused a user the issuer signed in (`message`: the API's key). */
export function refusedPath(message: string): string {
  return `${SIGNED_OUT_PATH}?${new URLSearchParams({ reason: 'refused', message })}`;
}

/** The issuer's end-session address: OIDC_LOGOUT_URL when set, else its discovery's `end_session_endpoint`. */
async function findEndSessionEndpoint(configured: string | null): Promise<string | undefined> {
  if (configured) return configured;
  try {
    return (await getOidcContext()).as.end_session_endpoint;
  } catch {
    return undefined;
  }
}

/**
 * The provider's end-session address (OpenID Connect RP-Initiated Logout 1.0) with id_token_hint
 * (when known), client_id, the return address and a fresh `state`; the local signed-out page when the
 * issuer has none.
 */
export async function buildEndSessionUrl(idToken: string | null): Promise<string> {
  const config = await loadPublicConfig();
  const endpoint = await findEndSessionEndpoint(config.oidc.logoutUrl);
  if (!endpoint) return `${getOrigin()}${SIGNED_OUT_PATH}`;
  const url = new URL(endpoint, getOrigin());
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('client_id', config.oidc.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${getOrigin()}/`);
  // Note: some issuers (Glewlwyd) send the user back to post_logout_redirect_uri only when a state
  // comes with it; the product keeps nothing across a sign-out, so the state is not read on return.
  url.searchParams.set('state', (await loadOauth()).generateRandomState());
  return url.href;
}

/** A fresh PKCE verifier, state and nonce for one authorization request. */
export async function generateAuthorizationSecrets(): Promise<TAuthorizationSecrets> {
  const oauth = await loadOauth();
  return {
    codeVerifier: oauth.generateRandomCodeVerifier(),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
  };
}
