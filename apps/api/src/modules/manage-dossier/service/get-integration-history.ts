import type { TIntegrationHistoryResponse } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { findHistory } from '../queries.js';
import { findDossierForManager } from './find-managed-dossier.js';
import { toHistoryEntry } from './to-history-entry.js';

/** `GET /dossier/integration-state/{id}/history`: newest first. */
export async function getIntegrationHistory(
  db: Database,
  actor: Actor,
  id: number,
): Promise<TIntegrationHistoryResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  const rows = await findHistory(db, dossier.id);
  return { history: rows.map(({ entry, ...user }) => toHistoryEntry(entry, user)) };
}
