import {
  findMandatePairingError,
  type TIntegrationState,
  type TUpdateIntegrationStateRequest,
  type TUpdateIntegrationStateResponse,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { insertOutboxMessage } from '../../delivery/index.js';
import type { FormStore } from '../../forms/index.js';
import {
  insertCorrectionItems,
  type CorrectionItemInsert,
  type CorrectionItemRow,
} from '../corrections-queries.js';
import { hasUnsignedAmendment } from '../correction-round-queries.js';
import { insertHistory, updateDossierAtVersion, type ManagedDossier } from '../queries.js';
import { checkCorrectionItems } from './corrections/check-correction-items.js';
import { assertManageable, findDossierForManager } from './find-managed-dossier.js';

/** What a decision needs besides a manageable dossier: a reason to refuse or flag, the pairing to validate. */
function assertDecisionAllowed(
  dossier: ManagedDossier,
  request: TUpdateIntegrationStateRequest,
  reason: string | null,
): void {
  const state = request.integration_state;
  if (state !== 'validated' && reason === null) {
    throw ApiError.unprocessable([{ property: 'reason', message: 'validation.error.reason-required' }]);
  }
  if (request.items && state !== 'error') {
    throw ApiError.unprocessable([{ property: 'items', message: 'correction.error.items-with-error-only' }]);
  }
  if (state === 'validated') {
    if (!dossier.status.includes('signed')) {
      throw ApiError.unprocessable([
        { property: 'integration_state', message: 'validation.error.dossier-not-signed' },
      ]);
    }
    const mandateError = findMandatePairingError(dossier);
    if (mandateError) throw ApiError.unprocessable([{ property: 'pairing', message: mandateError }]);
  }
}

/**
 * `PUT /dossiers/integration-state/{id}` (spec 01 §4–§5): from ongoing or error only; refusing
 * and flagging an error need a non-blank reason; validating needs a signed dossier and the mandate
 * pairing (and, after a correction, its changed documents signed again), and queues its delivery to the back office in the same transaction as the change and
 * its history entry. An error may carry the items to correct (issue 35), checked against the dossier
 * and kept with the entry.
 */
export async function updateIntegrationState(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  request: TUpdateIntegrationStateRequest,
): Promise<TUpdateIntegrationStateResponse & { flagged: CorrectionItemRow[]; formId: number }> {
  const dossier = await findDossierForManager(db, actor, id);
  if (request.version !== undefined && request.version !== dossier.version) {
    throw ApiError.conflict('version', 'api.error.dossier-changed');
  }
  assertManageable(dossier);
  const state = request.integration_state;
  const reason = request.reason?.trim() || null;
  assertDecisionAllowed(dossier, request, reason);
  if (state === 'validated' && (await hasUnsignedAmendment(db, dossier.id))) {
    throw ApiError.conflict('integration_state', 'correction.error.amendment-unsigned');
  }
  const items: CorrectionItemInsert[] = request.items
    ? await checkCorrectionItems(db, forms, { ...dossier, tenantCode: actor.tenantCode }, request.items)
    : [];
  const saved = await db.transaction(async (tx) => {
    const changed = await updateDossierAtVersion(tx, dossier.id, dossier.version, {
      integrationState: state,
      ...(state === 'validated' ? { validationDate: new Date() } : {}),
    });
    if (!changed) throw ApiError.conflict('version', 'api.error.dossier-changed');
    const entry = { tenantId: actor.tenantId, dossierId: dossier.id };
    const history = await insertHistory(tx, { ...entry, kind: 'state', state, reason, userId: actor.userId });
    const flagged = await insertCorrectionItems(tx, { ...entry, historyId: history.id }, items);
    if (state === 'validated') {
      await insertOutboxMessage(tx, { ...entry, dossierVersion: changed.version });
    }
    return { ...changed, flagged };
  });
  return {
    id: saved.id,
    integration_state: saved.integrationState as TIntegrationState,
    version: saved.version,
    validation_date: saved.validationDate?.toISOString() ?? null,
    flagged: saved.flagged,
    formId: dossier.formId,
  };
}
