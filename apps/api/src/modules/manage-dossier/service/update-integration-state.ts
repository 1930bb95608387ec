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
import { insertHistory, updateDossierAtVersion } from '../queries.js';
import { assertManageable, findDossierForManager } from './find-managed-dossier.js';

/**
 * `PUT /dossiers/integration-state/{id}` (spec 01 §4–§5): from ongoing or error only; refusing
 * and flagging an error need a non-blank reason; validating needs a signed dossier and the mandate
 * pairing, and queues its delivery to the back office in the same transaction as the change and
 * its history entry.
 */
export async function updateIntegrationState(
  db: Database,
  actor: Actor,
  id: number,
  request: TUpdateIntegrationStateRequest,
): Promise<TUpdateIntegrationStateResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  if (request.version !== undefined && request.version !== dossier.version) {
    throw ApiError.conflict('version', 'api.error.dossier-changed');
  }
  assertManageable(dossier);
  const state = request.integration_state;
  const reason = request.reason?.trim() || null;
  if (state !== 'validated' && reason === null) {
    throw ApiError.unprocessable([{ property: 'reason', message: 'validation.error.reason-required' }]);
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
  const saved = await db.transaction(async (tx) => {
    const changed = await updateDossierAtVersion(tx, dossier.id, dossier.version, {
      integrationState: state,
      ...(state === 'validated' ? { validationDate: new Date() } : {}),
    });
    if (!changed) throw ApiError.conflict('version', 'api.error.dossier-changed');
    await insertHistory(tx, {
      tenantId: actor.tenantId,
      dossierId: dossier.id,
      kind: 'state',
      state,
      reason,
      userId: actor.userId,
    });
    if (state === 'validated') {
      await insertOutboxMessage(tx, {
        tenantId: actor.tenantId,
        dossierId: dossier.id,
        dossierVersion: changed.version,
      });
    }
    return changed;
  });
  return {
    id: saved.id,
    integration_state: saved.integrationState as TIntegrationState,
    version: saved.version,
    validation_date: saved.validationDate?.toISOString() ?? null,
  };
}
