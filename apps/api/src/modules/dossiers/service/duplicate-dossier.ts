import type { TCreatedDossierResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { insertDossierCopy } from '../queries.js';
import { findDossierForAction } from './find-dossier.js';
import { toCreatedDossierResponse } from './to-dossier.js';

/**
 * A new ongoing folder of the same form, client and values, owned by the caller; with
 * `documentDuplicate` the receipts are copied too. All in one transaction.
 */
export async function duplicateDossier(
  db: Database,
  actor: Actor,
  id: number,
  documentDuplicate: boolean,
): Promise<TCreatedDossierResponse> {
  const source = await findDossierForAction(db, actor, id, 'duplicate', {
    property: 'id',
    message: 'folder.error.cannot-delete-subscription-folder',
  });
  const created = await insertDossierCopy(db, source, actor.userId, documentDuplicate);
  return toCreatedDossierResponse(created);
}
