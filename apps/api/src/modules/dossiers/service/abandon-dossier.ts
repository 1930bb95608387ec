import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { updateDossierStatusAtVersion } from '../queries.js';
import { findDossierForAction } from './find-dossier.js';

/** Abandons a folder (status `canceled`) when the action table allows it. */
export async function abandonDossier(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ id: number; status: string[] }> {
  const dossier = await findDossierForAction(db, actor, id, 'abandon', {
    property: 'status',
    message: 'folder.error.cannot-delete-subscription-folder',
  });
  const updated = await updateDossierStatusAtVersion(db, id, dossier.version, ['canceled']);
  if (!updated) throw ApiError.conflict('version', 'api.error.dossier-changed');
  return updated;
}
