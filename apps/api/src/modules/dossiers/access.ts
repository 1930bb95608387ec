import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isAdvisorRole, isBackOfficeRole, isCustomerRole } from '@souscription/contract';
import type { Principal } from '../../auth/token-verifier.js';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers, users } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';

/** The caller as the dossier rules need it: principal, tenant id and, for customers, their record. */
export type Actor = Principal & { tenantId: number; customerId: number | null };

/** Loads the caller's tenant id and customer record. */
export async function loadActor(db: Database, principal: Principal): Promise<Actor> {
  const [row] = await db
    .select({ tenantId: users.tenantId, customerId: users.customerId })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!row) throw ApiError.unauthorized('api.error.unknown-user');
  return { ...principal, tenantId: row.tenantId, customerId: row.customerId };
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
