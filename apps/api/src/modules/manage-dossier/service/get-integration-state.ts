import type { TIntegrationState, TIntegrationStateResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { findDossierForManager, isManageable } from './find-managed-dossier.js';

/** `GET /dossier/integration-state/{id}/state`. */
export async function getIntegrationState(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TIntegrationStateResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  return {
    state: dossier.integrationState as TIntegrationState,
    manageable: isManageable(dossier.integrationState),
    version: dossier.version,
  };
}
