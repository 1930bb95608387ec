import type { TCorrectionItem, TIntegrationHistoryResponse, TLocale } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findCorrectionItemsOfHistory } from '../corrections-queries.js';
import { findHistory } from '../queries.js';
import { createCorrectionItemReader } from './corrections/to-correction-item.js';
import { findDossierForManager } from './find-managed-dossier.js';
import { toHistoryEntry } from './to-history-entry.js';

/** `GET /dossier/integration-state/{id}/history`: newest first, each entry with the items it flagged. */
export async function getIntegrationHistory(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: TLocale,
): Promise<TIntegrationHistoryResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  const rows = await findHistory(db, dossier.id);
  const items = await findCorrectionItemsOfHistory(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const byEntry = new Map<number, TCorrectionItem[]>();
  if (items.length > 0) {
    const read = createCorrectionItemReader(await forms.getDefinition(dossier.formId, locale));
    for (const item of items)
      byEntry.set(item.historyId, [...(byEntry.get(item.historyId) ?? []), read(item)]);
  }
  return {
    history: rows.map(({ entry, ...user }) => toHistoryEntry(entry, user, byEntry.get(entry.id) ?? [])),
  };
}
