import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isAdvisorRole, isBackOfficeRole, isCustomerRole } from '@souscription/contract';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers, users } from '../../db/schema.js';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.js';
import { ApiError } from '../../shared/api-error.js';
import type { TenantDirectory } from '../tenants/tenant-directory.js';

/** The caller as the dossier rules need it: principal, tenant id and, for customers, their record. */
export type Actor = Principal & { tenantId: number; customerId: number | null };

/**
 * Loads the caller's tenant id (from the token's tenant, known in memory) and, for customer roles
 * only, the customer record its account stands for.
 */
export async function loadActor(
  db: Database,
  principal: Principal,
  tenants: TenantDirectory,
): Promise<Actor> {
  const tenant = await tenants.byCode(principal.tenantCode);
  if (!tenant) throw ApiError.unauthorized('api.error.unknown-tenant');
  if (!isCustomerRole(principal.role)) return { ...principal, tenantId: tenant.id, customerId: null };
  const [row] = await db
    .select({ tenantId: users.tenantId, customerId: users.customerId })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!row || row.tenantId !== tenant.id) throw ApiError.unauthorized('api.error.unknown-user');
  return { ...principal, tenantId: tenant.id, customerId: row.customerId };
}

/**
 * The dossiers the actor may see (spec 01 §6 and issue 5): back office and managers see their
 * tenant; advisors and partners what they created or of their customers; customers what they are
 * the client of or authorized on. Nobody crosses tenants.
 */
export function visibleDossiersCondition(actor: Actor): SQL {
  const sameTenant = eq(dossiers.tenantId, actor.tenantId);
  if (isBackOfficeRole(actor.role) || actor.role === 'manager') return sameTenant;
  if (isAdvisorRole(actor.role)) {
    const ofMyCustomers = inArray(
      dossiers.clientId,
      sql`(SELECT ${customers.id} FROM ${customers} WHERE ${customers.advisorId} = ${actor.userId})`,
    );
    return and(sameTenant, or(eq(dossiers.advisorId, actor.userId), ofMyCustomers)) as SQL;
  }
  if (isCustomerRole(actor.role) && actor.customerId !== null) {
    const authorized = inArray(
      dossiers.id,
      sql`(SELECT ${authorizedClients.dossierId} FROM ${authorizedClients} WHERE ${authorizedClients.customerId} = ${actor.customerId})`,
    );
    return and(sameTenant, or(eq(dossiers.clientId, actor.customerId), authorized)) as SQL;
  }
  return sql`false`;
}

/** How a list query sees the actor: its visibility, and whether that is a small personal set. */
export type ListVisibility = { condition: SQL; personal: boolean };

/** The key under which the actor's list pages may be shared: one per tenant for tenant-wide roles. */
export function listScopeKey(actor: Actor): string {
  return isBackOfficeRole(actor.role) || actor.role === 'manager' ? 'tenant' : `user:${actor.userId}`;
}

/**
 * The same sets as visibleDossiersCondition, for lists and counts: an advisor's customers are
 * resolved first, so the database combines two index scans instead of probing a subquery per row.
 */
export async function loadListVisibility(db: Database, actor: Actor): Promise<ListVisibility> {
  if (isAdvisorRole(actor.role) && actor.role !== 'manager') {
    const mine = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.advisorId, actor.userId));
    const ownOrOfMyCustomers = mine.length
      ? or(
          eq(dossiers.advisorId, actor.userId),
          inArray(
            dossiers.clientId,
            mine.map((c) => c.id),
          ),
        )
      : eq(dossiers.advisorId, actor.userId);
    return {
      condition: and(eq(dossiers.tenantId, actor.tenantId), ownOrOfMyCustomers) as SQL,
      personal: true,
    };
  }
  return { condition: visibleDossiersCondition(actor), personal: listScopeKey(actor) !== 'tenant' };
}

/** The actor of a request to a protected route. */
export function getRequestActor(request: FastifyRequest): Promise<Actor> {
  return loadActor(request.server.db, requirePrincipal(request), request.server.tenants);
}
