import type { TPublicConfigResponse } from '@souscription/contract';
import type { Tenant } from './queries.js';

/** Where the web app signs in and out. */
export type SignInSettings = { issuer: string; clientId: string; scope: string; logoutUrl: string | null };

/** What the web app needs before sign-in: the provider and the tenant's look. */
export function getPublicConfig(tenant: Tenant, signIn: SignInSettings): TPublicConfigResponse {
  return {
    oidc: {
      issuer: signIn.issuer,
      clientId: signIn.clientId,
      scope: signIn.scope,
      logoutUrl: signIn.logoutUrl,
    },
    tenant: { code: tenant.code, name: tenant.name, theme: tenant.theme },
    defaultLocale: 'fr',
    defaultRedirect: '/tableau-de-bord',
  };
}
