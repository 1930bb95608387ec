import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api-error.js';
import type { Tenant } from './queries.js';
import { resolveRequestTenantCode } from './request-tenant.js';

/** The tenant of the caller: the token's tenant when signed in, else the request's host tenant. */
export async function getRequestTenant(request: FastifyRequest): Promise<Tenant> {
  const { tenants, config } = request.server;
  const code =
    request.principal?.tenantCode ??
    resolveRequestTenantCode(request, await tenants.codes(), config.defaultTenant);
  const tenant = (await tenants.byCode(code)) ?? (await tenants.byCode(config.defaultTenant));
  if (!tenant) throw ApiError.notFound('tenant', 'api.error.tenant-not-found');
  return tenant;
}
