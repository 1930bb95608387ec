import type { TPairingCustomersResponse, TPairingScope } from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import type { FormStore } from '../../forms/index.js';
import { findDossierForManager, type ManagedDossier } from '../../manage-dossier/index.js';
import { loadDatalistLabels } from '../../datalists/index.js';
import { findCustomerByCode } from '../queries.js';
import { SAME_PERSON_SCORE, findPotentialCustomers, toPairingCustomer } from './match-customers.js';
import { readSubscriber, subscriberScopeOf, type DossierSubscriber } from './read-subscriber.js';

/** The subscriber of each scope: the dossier's own on the part it acquires; none on the other. */
export async function readScopeSubscribers(
  forms: FormStore,
  dossier: ManagedDossier,
): Promise<{ subscriber: DossierSubscriber | null; scope: TPairingScope }> {
  const { definition } = await forms.getLoadedForm(dossier.formId);
  return { subscriber: readSubscriber(dossier, definition.elements), scope: subscriberScopeOf(dossier) };
}

/** The subscriber's birth country by its name in the datalist (the answer holds its code, « FR »). */
export async function nameBirthCountry(
  db: Database,
  forms: FormStore,
  dossier: ManagedDossier,
  code: string | null,
  locale: 'fr' | 'en',
): Promise<string | null> {
  if (!code) return code;
  const { definition } = await forms.getLoadedForm(dossier.formId);
  const element = definition.elements.find(
    (candidate) => candidate.attributes.role === 'subscriber_birth_country',
  );
  if (!element?.attributes.datalistId) return code;
  const labels = await loadDatalistLabels(db, [element], () => code, locale);
  return labels.get(`${element.attributes.datalistId}:${code}`) ?? code;
}

/**
 * `GET /dossier/integration-state/{dossierId}/pairing/customer`: the subscriber of each scope and
 * the customers scored against it, and the customer each scope is paired to. A new customer may be created for a scope that has a subscriber
 * and no candidate scoring as the same person ({@link SAME_PERSON_SCORE}); the counterpart of a
 * mandate (the scope without subscriber) is an existing customer, picked by code.
 */
export async function listPairingCustomers(
  db: Database,
  forms: FormStore,
  actor: Actor,
  id: number,
  locale: 'fr' | 'en' = 'fr',
): Promise<TPairingCustomersResponse> {
  const dossier = await findDossierForManager(db, actor, id);
  const { subscriber, scope } = await readScopeSubscribers(forms, dossier);
  const pairing = { np: dossier.pairingNp, usu: dossier.pairingUsu };
  const candidates = subscriber
    ? await findPotentialCustomers(
        db,
        { tenantId: actor.tenantId, subscriber, dossierCustomerId: dossier.clientId },
        pairing[scope],
      )
    : [];
  const recalled = subscriber
    ? await (async ({ iban: _iban, ...shown }: DossierSubscriber) => ({
        ...shown,
        birthCountry: await nameBirthCountry(db, forms, dossier, shown.birthCountry, locale),
      }))(subscriber)
    : null;
  const forScope = <T>(mine: T, other: T) =>
    scope === 'np' ? { np: mine, usu: other } : { np: other, usu: mine };
  return {
    subscribers: forScope(recalled, null),
    customers: forScope(candidates, []),
    creationAllowed: forScope(
      subscriber !== null && !candidates.some((candidate) => candidate.score >= SAME_PERSON_SCORE),
      false,
    ),
    pairing,
    paired: { np: await findPaired(db, actor, pairing.np), usu: await findPaired(db, actor, pairing.usu) },
  };
}

/** The customer a scope is paired to, as pairing shows it (null: not paired, or no such customer). */
async function findPaired(db: Database, actor: Actor, code: string | null) {
  const customer = code ? await findCustomerByCode(db, actor.tenantId, code) : undefined;
  return customer ? toPairingCustomer(customer) : null;
}
