import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFooterResponse, ZPublicConfigResponse } from '@souscription/contract';
import { WEB_SCOPE } from '../../auth/oidc-provider.js';
import { getRequestTenant } from './current-tenant.js';
import { sanitizeFooterHtml } from './sanitize-footer.js';

export type TenantRoutesOptions = { issuer: string; logoutUrl: string };

/** Public, per-tenant calls: the SPA's boot configuration, the footer and the logo. */
export async function tenantRoutes(app: FastifyInstance, options: TenantRoutesOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/config',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: 'What the web app needs before sign-in',
        response: { 200: ZPublicConfigResponse },
      },
    },
    async (request) => {
      const tenant = await getRequestTenant(request);
      return {
        oidc: {
          issuer: options.issuer,
          clientId: app.config.oidcClientId,
          scope: WEB_SCOPE,
          logoutUrl: options.logoutUrl,
        },
        tenant: { code: tenant.code, name: tenant.name, theme: tenant.theme },
        defaultLocale: 'fr' as const,
        defaultRedirect: '/tableau-de-bord',
      };
    },
  );

  typed.get(
    '/api/footer',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: "The tenant's footer blocks (sanitised HTML)",
        response: { 200: ZFooterResponse },
      },
    },
    async (request) => {
      const tenant = await getRequestTenant(request);
      return { blocks: tenant.footerBlocks.map((html) => ({ extraInfo: sanitizeFooterHtml(html) })) };
    },
  );

  // The provider's sign-out page submits itself with this script (no inline script under the CSP).
  app.get(
    '/theme/sign-out.js',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          "const f=document.getElementById('op.logoutForm');if(f){const i=document.createElement('input');" +
            "i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();}",
        ),
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
