import {
  findCosubscriberMismatch,
  findDuplicatedPairing,
  isMandateCounterpartMissing,
  type TPairCustomerRequest,
  type TPairCustomerResponse,
  type TPairingChoice,
  type TPairingScope,
  type TScopePairing,
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
  type ManagedDossier,
} from '../../manage-dossier/index.js';
import { findCustomerByCode, insertNumberedCustomer, type NewCustomer } from '../queries.js';
import { listPairingCustomers, nameBirthCountry, readScopeSubscribers } from './list-pairing-customers.js';
import type { DossierSubscriber } from './read-subscriber.js';
import { scoreCustomer } from './match-customers.js';

/**
 * `PUT /dossier/integration-state/{dossierId}/pairing/customer` (spec 01 §4–§5): pairs a scope
 * with a customer of the tenant found by code, or with a new customer (empty code) when creation
 * is allowed, given the tenant's next customer number in the same transaction. The customer's
 * co-subscriber status must fit the subscriber's (`findCosubscriberMismatch`); a customer paired to
 * one scope cannot be paired to the other. `force_mandate` records that a mandate dossier still
 * lacks its counterpart. The history keeps the customer chosen (number and name), its score and
 * reasons.
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
  const creation =
    request.code === ''
      ? await prepareNewCustomer(db, forms, actor, dossier, request.scope, subscriber)
      : null;
  const chosen = creation ? null : await chooseCustomer(db, actor, dossier, request, subscriber, pairing);

  const written = await db.transaction(async (tx) => {
    const customer = creation ? await insertNumberedCustomer(tx, actor.tenantId, creation) : chosen!.customer;
    const choice: TPairingChoice = {
      scope: request.scope,
      code: customer.username,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      ...(creation ? { created: true } : {}),
      partner: request.partner ?? null,
      ...(chosen?.match ?? { score: null, reasons: [] }),
    };
    const next = { ...pairing, [request.scope]: choice.code };
    const saved = await updateDossierAtVersion(tx, dossier.id, dossier.version, {
      pairingNp: next.np,
      pairingUsu: next.usu,
      forceMandate: isMandateCounterpartMissing(dossier.detentionMode, next),
    });
    if (!saved) throw ApiError.conflict('version', 'api.error.dossier-changed');
    const entry = await insertHistory(tx, {
      tenantId: actor.tenantId,
      dossierId: dossier.id,
      kind: 'pairing',
      state: saved.integrationState,
      reason: null,
      userId: actor.userId,
      pairing: choice,
    });
    return { entry, next };
  });
  return {
    success: true,
    pairing: written.next,
    entry: toHistoryEntry(written.entry, await findUserNames(db, actor.userId)),
  };
}

/**
 * « Nouveau client » (empty code): only where creation is allowed (a scope with a subscriber and no
 * candidate who is that person); the new customer is the subscriber as the dossier gives it.
 */
async function prepareNewCustomer(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossier: ManagedDossier,
  scope: TPairingScope,
  subscriber: DossierSubscriber | null,
): Promise<NewCustomer> {
  const { creationAllowed } = await listPairingCustomers(db, forms, actor, dossier.id);
  if (!creationAllowed[scope] || !subscriber) {
    throw ApiError.unprocessable([
      { property: 'code', message: 'validation.error.customer-creation-not-allowed' },
    ]);
  }
  return {
    civility: subscriber.civility ?? 'M.',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName ?? subscriber.companyName ?? subscriber.fullName,
    birthDate: subscriber.birthDay,
    birthCity: subscriber.birthCity,
    birthCountry: await nameBirthCountry(db, forms, dossier, subscriber.birthCountry, 'fr'),
    email: subscriber.email,
    phone: subscriber.phone,
    iban: subscriber.iban,
    hasCosubscriber: subscriber.cosous,
    advisorId: dossier.advisorId,
  };
}

/** The customer of the code, if the rules let it be paired to the scope, with its score and reasons. */
async function chooseCustomer(
  db: Database,
  actor: Actor,
  dossier: ManagedDossier,
  request: TPairCustomerRequest,
  subscriber: DossierSubscriber | null,
  pairing: TScopePairing,
) {
  const customer = await findCustomerByCode(db, actor.tenantId, request.code);
  if (!customer) throw ApiError.notFound('code', 'validation.error.customer-not-found');
  const mismatch = subscriber ? findCosubscriberMismatch(customer.hasCosubscriber, subscriber.cosous) : null;
  const refusal = mismatch ?? findDuplicatedPairing(pairing, request.scope, customer.username);
  if (refusal) throw ApiError.unprocessable([{ property: 'code', message: refusal }]);
  const match = subscriber
    ? await scoreCustomer(
        db,
        { tenantId: actor.tenantId, subscriber, dossierCustomerId: dossier.clientId },
        customer.id,
      )
    : { score: null, reasons: [] };
  return { customer, match };
}
