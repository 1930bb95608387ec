import { isCustomerRole, type TCreateProspectResponse } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { toClient } from '../clients/service.js';
import { findDossierForActor } from '../dossiers/service/find-dossier.js';
import type { FormStore } from '../forms/form-store.js';
import { existsUserWithEmail, insertProspect, type ProspectIdentity } from './queries.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Creates the prospect's customer record and account from the dossier's identity values, makes it
 * the dossier's client and authorizes it, in one transaction. Errors as spec 02 §8: 'User already
 * exists for customer email', 'An error occurred when creating the prospect'.
 */
export async function createProspect(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
): Promise<TCreateProspectResponse> {
  if (isCustomerRole(actor.role)) throw ApiError.forbidden();
  const dossier = await findDossierForActor(db, actor, dossierId);
  if (dossier.clientId)
    throw ApiError.unprocessable([{ property: 'dossierId', message: 'api.error.dossier-has-client' }]);
  const { form } = await forms.getStoredForm(dossier.formId);
  const identity = form.identityElements ?? {};
  const valueOf = (key: string) =>
    identity[key] === undefined ? '' : text(dossier.values[String(identity[key])]);
  const person: ProspectIdentity = {
    civility: valueOf('civility'),
    firstName: valueOf('first_name'),
    lastName: valueOf('last_name'),
    email: valueOf('email').toLowerCase(),
    birthDate: valueOf('birth_date') || null,
    birthCity: valueOf('birth_city') || null,
  };
  const missing = (['firstName', 'lastName', 'email'] as const).filter((key) => !person[key]);
  if (missing.length) {
    throw ApiError.unprocessable(
      missing.map((key) => ({ property: key, message: 'An error occurred when creating the prospect' })),
    );
  }
  if (await existsUserWithEmail(db, actor.tenantId, person.email))
    throw ApiError.unprocessable([{ property: 'email', message: 'User already exists for customer email' }]);

  const customer = await insertProspect(db, actor.tenantId, dossier, person);
  return { prospect: toClient(customer) };
}
