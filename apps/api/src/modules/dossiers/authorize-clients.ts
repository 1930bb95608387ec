import { and, eq, inArray } from 'drizzle-orm';
import { isCustomerRole, type TDossier } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { authorizedClients, customers, dossiers } from '../../db/schema.js';
import { ApiError } from '../../shared/api-error.js';
import type { Actor } from './access.js';
import { findDossierForActor } from './find-dossier.js';
import { toDossier } from './to-dossier.js';

/**
 * `PUT /dossiers/{folderId}/authorized-clients`: lets customers of the tenant open the dossier
 * (spec 02 §4, authorize-client). The dossier's advisor side does it, never a customer.
 */
export async function authorizeClients(
  db: Database,
  actor: Actor,
  id: number,
  clientIds: number[],
): Promise<TDossier> {
  if (isCustomerRole(actor.role)) throw ApiError.forbidden();
  const dossier = await findDossierForActor(db, actor, id);
  const found = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, clientIds), eq(customers.tenantId, actor.tenantId)));
  if (found.length !== new Set(clientIds).size) {
    throw ApiError.unprocessable([{ property: 'clientsId', message: 'api.error.client' }]);
  }
  await db
    .insert(authorizedClients)
    .values(found.map((c) => ({ dossierId: dossier.id, customerId: c.id })))
    .onConflictDoNothing();
  const [row] = await db.select().from(dossiers).where(eq(dossiers.id, id));
  return toDossier(db, row!);
}
