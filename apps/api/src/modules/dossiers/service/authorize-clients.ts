import { isCustomerRole, type TDossier } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { ApiError } from '../../../shared/api-error.js';
import { findDossierRecord, findTenantCustomerIds, insertAuthorizedClients } from '../queries.js';
import { findDossierForActor } from './find-dossier.js';
import { toDossier } from './to-dossier.js';

/**
 * Lets customers of the tenant open the dossier (spec 02 §4, authorize-client). The dossier's
 * advisor side does it, never a customer.
 */
export async function authorizeClients(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  clientIds: number[],
): Promise<TDossier> {
  if (isCustomerRole(actor.role)) throw ApiError.forbidden();
  const dossier = await findDossierForActor(db, actor, id);
  const found = await findTenantCustomerIds(db, actor.tenantId, clientIds);
  if (found.length !== new Set(clientIds).size) {
    throw ApiError.unprocessable([{ property: 'clientsId', message: 'api.error.client' }]);
  }
  await insertAuthorizedClients(db, dossier.id, found);
  const row = await findDossierRecord(db, id);
  return toDossier(db, forms, row!, actor.tenantCode);
}
