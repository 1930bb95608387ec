import {
  findCosubscriberMismatch,
  findDuplicatedPairing,
  isMandateCounterpartMissing,
  type TPairCustomerRequest,
  type TPairCustomerResponse,
  type TPairingChoice,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import type { FormStore } from '../../forms/index.js';
import {
  assertManageable,
  findDossierForManager,
  findUserNames,
  insertHistory,
  toHistoryEntry,
  updateDossierAtVersion,
} from '../../manage-dossier/index.js';
import { findCustomerByCode } from '../queries.js';
import { listPairingCustomers, readScopeSubscribers } from './list-pairing-customers.js';
import { scoreCustomer } from './match-customers.js';

/**
 * `PUT /dossier/integration-state/{dossierId}/pairing/customer` (spec 01 §4–§5): pairs a scope
 * with a customer of the tenant found by code, or with a new customer (empty code) when creation
 * is allowed. The customer's co-subscriber status must be the subscriber's; a customer paired to
 * one scope cannot be paired to the other. `force_mandate` records that a mandate dossier still
 * lacks its counterpart. The history keeps the customer chosen, its score and reasons.
 */
export async function pairCustomer(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  request: TPairCustomerRequest,
): Promise<TPairCustomerResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  assertManageable(dossier);
  const { subscriber } = await readScopeSubscribers(forms, dossier);
  const pairing = { np: dossier.pairingNp, usu: dossier.pairingUsu };
  const code = request.code;
  let choice: TPairingChoice;
  if (code === '') {
    const { creationAllowed } = await listPairingCustomers(db, forms, actor, id);
    if (!creationAllowed[request.scope]) {
      throw ApiError.unprocessable([
        { property: 'code', message: 'validation.error.customer-creation-not-allowed' },
      ]);
    }
    choice = { scope: request.scope, code: '', partner: request.partner ?? null, score: null, reasons: [] };
  } else {
    const customer = await findCustomerByCode(db, actor.tenantId, code);
    if (!customer) throw ApiError.notFound('code', 'validation.error.customer-not-found');
    const mismatch = subscriber
      ? findCosubscriberMismatch(customer.hasCosubscriber, subscriber.cosous)
      : null;
    const refusal = mismatch ?? findDuplicatedPairing(pairing, request.scope, customer.username);
    if (refusal) throw ApiError.unprocessable([{ property: 'code', message: refusal }]);
    const match = subscriber
      ? await scoreCustomer(
          db,
          { tenantId: actor.tenantId, subscriber, dossierCustomerId: dossier.clientId },
          customer.id,
        )
      : { score: null, reasons: [] };
    choice = { scope: request.scope, code: customer.username, partner: request.partner ?? null, ...match };
  }

  const next = { ...pairing, [request.scope]: choice.code };
  const counterpartMissing = isMandateCounterpartMissing(dossier.detentionMode, next);
  const written = await db.transaction(async (tx) => {
    const saved = await updateDossierAtVersion(tx, dossier.id, dossier.version, {
      pairingNp: next.np,
      pairingUsu: next.usu,
      forceMandate: counterpartMissing,
    });
    if (!saved) throw ApiError.conflict('version', 'api.error.dossier-changed');
    return insertHistory(tx, {
      tenantId: actor.tenantId,
      dossierId: dossier.id,
      kind: 'pairing',
      state: saved.integrationState,
      reason: null,
      userId: actor.userId,
      pairing: choice,
    });
  });
  return {
    success: true,
    pairing: next,
    entry: toHistoryEntry(written, await findUserNames(db, actor.userId)),
  };
}
