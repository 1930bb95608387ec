import type {
  TLocale,
  TRequestCorrectionsRequest,
  TRequestCorrectionsResponse,
} from '@souscription/contract';
import type { Actor } from '../../../../auth/actor.js';
import type { Database } from '../../../../db/client.js';
import { ApiError } from '../../../../shared/api-error.js';
import type { FormStore } from '../../../forms/index.js';
import {
  bumpManageableDossier,
  insertCorrectionItems,
  type CorrectionItemRow,
} from '../../corrections-queries.js';
import { findUserNames, insertHistory, type ManagedDossier } from '../../queries.js';
import { assertManageable, findDossierForManager } from '../find-managed-dossier.js';
import { toHistoryEntry } from '../to-history-entry.js';
import { checkCorrectionItems } from './check-correction-items.js';
import { createCorrectionItemReader } from './to-correction-item.js';

/** Corrections are asked of a signed dossier only: before, its answers are still open to its advisor. */
export function assertSigned(dossier: Pick<ManagedDossier, 'status'>): void {
  if (!dossier.status.includes('signed')) {
    throw ApiError.unprocessable([{ property: 'status', message: 'validation.error.dossier-not-signed' }]);
  }
}

/**
 * `POST /dossier/integration-state/{dossierId}/corrections` (issue 35): the manager asks for
 * corrections before any decision. The items are checked against the dossier, then written with a
 * `correction` history entry (the integration state unchanged) in one transaction.
 */
export async function requestCorrections(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  request: TRequestCorrectionsRequest,
  locale: TLocale,
): Promise<TRequestCorrectionsResponse & { flagged: CorrectionItemRow[]; formId: number }> {
  const dossier = await findDossierForManager(db, actor, id);
  if (request.version !== undefined && request.version !== dossier.version) {
    throw ApiError.conflict('version', 'api.error.dossier-changed');
  }
  assertManageable(dossier);
  assertSigned(dossier);
  const items = await checkCorrectionItems(
    db,
    forms,
    { ...dossier, tenantCode: actor.tenantCode },
    request.items,
  );
  const written = await db.transaction(async (tx) => {
    const version = await bumpManageableDossier(tx, dossier.id, request.version);
    if (version === undefined) throw ApiError.conflict('version', 'api.error.dossier-changed');
    const entry = await insertHistory(tx, {
      tenantId: actor.tenantId,
      dossierId: dossier.id,
      kind: 'correction',
      state: dossier.integrationState,
      reason: null,
      userId: actor.userId,
    });
    const rows = await insertCorrectionItems(
      tx,
      { tenantId: actor.tenantId, dossierId: dossier.id, historyId: entry.id },
      items,
    );
    return { entry, rows, version };
  });
  const read = createCorrectionItemReader(await forms.getDefinition(dossier.formId, locale));
  const user = await findUserNames(db, actor.userId);
  return {
    entry: toHistoryEntry(written.entry, user, written.rows.map(read)),
    version: written.version,
    flagged: written.rows,
    formId: dossier.formId,
  };
}
