import type { FastifyInstance } from 'fastify';
import { operations } from '@souscription/contract';
import { registerOperation } from '../../shared/register-operation.js';
import { getRequestTenant } from './current-tenant.js';
import { getPublicConfig } from './service.js';
import { getSignatureAnalytics } from '../signature/index.js';

/** Where the web app signs in: the issuer, the scope it asks, and where it signs out. */
export type TenantRoutesOptions = { issuer: string; scope: string; logoutUrl: string | null };

/** Public, per-tenant calls: the SPA's boot configuration and the logo. */
export async function tenantRoutes(app: FastifyInstance, options: TenantRoutesOptions) {
  registerOperation(app, operations.getPublicConfig, async (_input, request) => {
    const tenant = await getRequestTenant(request);
    return {
      ...getPublicConfig(tenant, {
        issuer: options.issuer,
        scope: options.scope,
        clientId: app.config.oidcClientId,
        logoutUrl: options.logoutUrl,
      }),
      ...(await getSignatureAnalytics(app.db, tenant.id)),
    };
  });

  // The provider's sign-out page submits itself with this script (no inline script under the CSP).
  serveScript(
    app,
    '/theme/sign-out.js',
    "const f=document.getElementById('op.logoutForm');if(f){const i=document.createElement('input');" +
      "i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();}",
  );

  // The sign-in page keeps the language it shows for the web app after sign-in (issue 27): the page
  // and the app share the origin, so the choice goes where the app reads its language at start
  // (local storage `locale`, JSON as the app stores its keys).
  serveScript(
    app,
    '/theme/sign-in.js',
    "const l=document.documentElement.lang;if(l==='fr'||l==='en'){try{localStorage.setItem('locale',JSON.stringify(l));}catch(e){}}",
  );

  app.get(
    '/theme/images/logo.png',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = await getRequestTenant(request);
      if (!tenant.logoPng)
        return reply.code(404).send({ errors: [{ property: 'logo', message: 'api.error.not-found' }] });
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'host')
        .send(Buffer.from(tenant.logoPng));
    },
  );
}

/** A small public script of the provider's pages (none inline under the CSP), cached an hour. */
function serveScript(app: FastifyInstance, url: string, script: string): void {
  app.get(url, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script),
  );
}
