import Provider, {
  errors,
  type ClientMetadata,
  type Configuration,
  type ErrorOut,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { JWK } from 'jose';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { findUserById } from '../modules/users/index.js';
import { escapeHtml } from '../shared/escape-html.js';
import { createOidcAdapterClass } from './oidc-adapter.js';

/** Scope of the API resource; the access token for it is a JWT. */
export const API_SCOPE = 'api';
/** The scopes the SPA asks for. */
export const WEB_SCOPE = `openid profile ${API_SCOPE}`;

export const apiResourceOf = (config: AppConfig): string => config.oidcAudience ?? `${config.publicUrl}/api`;
export const embeddedIssuerOf = (config: AppConfig): string => `${config.publicUrl}/oidc`;

/** The origins of our own web app: the public address and any configured development server. */
export const allowedWebOriginsOf = (config: AppConfig): string[] => [
  new URL(config.publicUrl).origin,
  ...config.devWebOrigins,
];

const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const DAY = 24 * 60 * 60;

type CreateOidcProviderOptions = {
  config: AppConfig;
  db: Database;
  signingJwk: JWK;
  cookieKeys: string[];
};

/** The claims of a local user, for the ID token and userinfo. */
async function findAccount(db: Database, sub: string) {
  const user = await findUserById(db, sub);
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: async () => ({
      sub: user.id,
      preferred_username: user.username,
      given_name: user.firstname,
      family_name: user.lastname,
      email: user.email,
      role: user.role,
      tenant: user.tenantCode,
    }),
  };
}

/**
 * The sign-out page. Note: the SPA already asked; sign out at once instead of a second confirmation
 * page. The page's script is a file (CSP allows no inline script).
 */
async function renderSignOutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Déconnexion</title>
<script src="/theme/sign-out.js" defer></script></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">${form}
<p>Déconnexion en cours…</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button></body></html>`;
}

/** The provider's error page. */
async function renderSignInError(ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> {
  ctx.type = 'html';
  const detail = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong> : ${escapeHtml(String(value))}</p>`)
    .join('');
  ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur de connexion</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>La connexion a échoué</h1>${detail}<p><a href="/">Revenir à l’accueil</a></p></body></html>`;
}

/** Builds the embedded OpenID provider: authorization code + PKCE only, refresh tokens, JWT access tokens. */
/** The web app (public, PKCE) and each back office's machine client (client credentials only). */
function clientsOf(config: AppConfig, webOrigins: readonly string[]): ClientMetadata[] {
  return [
    {
      client_id: config.oidcClientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: webOrigins.map((origin) => `${origin}/authorization`),
      post_logout_redirect_uris: webOrigins.map((origin) => `${origin}/`),
    },
    // Each back office's machine client: client credentials only, its secret in HTTP Basic.
    ...config.backOfficeClients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.secret,
      token_endpoint_auth_method: 'client_secret_basic' as const,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    })),
  ];
}

export function createOidcProvider({
  config,
  db,
  signingJwk,
  cookieKeys,
}: CreateOidcProviderOptions): Provider {
  const apiResource = apiResourceOf(config);
  // A development web server (DEV_WEB_ORIGINS, e.g. Vite's) signs in through the same provider,
  // only when configured.
  const webOrigins = allowedWebOriginsOf(config);

  const configuration: Configuration = {
    adapter: createOidcAdapterClass(db),
    clients: clientsOf(config, webOrigins),
    jwks: { keys: [signingJwk as never] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    // Only our own web app may call the provider from a browser (token, userinfo…).
    clientBasedCORS: (_ctx, origin) => webOrigins.includes(origin),
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'role', 'tenant'],
      email: ['email'],
    },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    async extraTokenClaims(_ctx, token) {
      if (token.kind === 'ClientCredentials') {
        // Note: a back office's token names its client as the caller (`sub`), in its one tenant.
        const client = config.backOfficeClients.find((c) => c.clientId === token.clientId);
        if (!client) return undefined;
        return {
          sub: client.clientId,
          role: 'integration',
          tenant: client.tenant,
          preferred_username: client.clientId,
        };
      }
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      return { role: user.role, tenant: user.tenantCode, preferred_username: user.username };
    },
    // Note: our own SPA is first-party; consent is implied, so the grant is made without asking.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile');
      grant.addResourceScope(apiResource, API_SCOPE);
      await grant.save();
      return grant;
    },
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: config.backOfficeClients.length > 0 },
      // The web app revokes its refresh token at sign-out (RFC 7009): the grant ends with it.
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderSignOutPage,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiResource,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    renderError: renderSignInError,
  };

  const provider = new Provider(embeddedIssuerOf(config), configuration);
  // Note: every request reaches the provider with `X-Forwarded-*` rewritten to what Fastify read
  // under TRUST_PROXY (mountOidcProvider), so trusting them here follows that one setting.
  provider.proxy = true;
  return provider;
}
