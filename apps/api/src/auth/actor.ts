import { isCustomerRole } from '@souscription/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { ApiError } from '../shared/api-error.js';
import type { Tenant, TenantDirectory } from '../modules/tenants/index.js';
import { findUserTenantAndCustomer } from '../modules/users/index.js';
import type { Principal } from './token-verifier.js';

/**
 * The caller as the business rules need it: the verified principal, its tenant and, for customer
 * roles, the customer record its account stands for.
 */
export type Actor = Principal & { tenantId: number; tenant: Tenant; customerId: number | null };

/**
 * Loads the caller's tenant (from the token's tenant, known in memory) and, for customer roles
 * only, the customer record its account stands for.
 */
export async function loadActor(
  db: Database,
  principal: Principal,
  tenants: TenantDirectory,
): Promise<Actor> {
  const tenant = await tenants.byCode(principal.tenantCode);
  if (!tenant) throw ApiError.unauthorized('api.error.unknown-tenant');
  if (!isCustomerRole(principal.role)) return { ...principal, tenantId: tenant.id, tenant, customerId: null };
  const account = await findUserTenantAndCustomer(db, principal.userId);
  if (!account || account.tenantId !== tenant.id) throw ApiError.unauthorized('api.error.unknown-user');
  return { ...principal, tenantId: tenant.id, tenant, customerId: account.customerId };
}

/** Resolves the caller of a protected route once, before its handler (`request.actor`). */
export async function resolveRequestActor(request: FastifyRequest): Promise<void> {
  // The authentication hook refused the request already when there is no principal.
  if (!request.principal) throw ApiError.unauthorized('api.error.missing-token');
  request.actor = await loadActor(request.server.db, request.principal, request.server.tenants);
}
