import { isCustomerRole, type TCreateProspectResponse } from '@souscription/contract';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../shared/api-error.js';
import { toListedCustomer } from '../customers/index.js';
import { findDossierForActor } from '../dossiers/index.js';
import type { FormStore } from '../forms/index.js';
import {
  existsUserWithEmail,
  insertProspect,
  lockDossierWithoutClient,
  lockProspectEmail,
  type ProspectIdentity,
} from './queries.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The identity a prospect is created from, read from the dossier's values. */
function readProspectIdentity(
  values: Record<string, unknown>,
  identity: Record<string, number>,
): ProspectIdentity {
  const valueOf = (key: string) => (identity[key] === undefined ? '' : text(values[String(identity[key])]));
  return {
    civility: valueOf('civility'),
    firstName: valueOf('first_name'),
    lastName: valueOf('last_name'),
    email: valueOf('email').toLowerCase(),
    birthDate: valueOf('birth_date') || null,
    birthCity: valueOf('birth_city') || null,
  };
}

/**
 * Creates the prospect's customer record and account from the dossier's identity values, makes it
 * the dossier's client and authorizes it, in one transaction. Errors as spec 02 §8: 'User already
 * exists for customer email', 'An error occurred when creating the prospect'.
 * Note: "no client yet" and the e-mail are checked inside that transaction, the dossier row locked
 * and the e-mail's lock held, and the dossier is only updated while it still has no client: two
 * creations at once on one folder (or one e-mail) make one prospect, the other is refused.
 */
export async function createProspect(
  db: Database,
  forms: FormStore,
  actor: Actor,
  dossierId: number,
): Promise<TCreateProspectResponse> {
  if (isCustomerRole(actor.role)) throw ApiError.forbidden();
  const dossier = await findDossierForActor(db, actor, dossierId);
  const hasClient = () =>
    ApiError.unprocessable([{ property: 'dossierId', message: 'api.error.dossier-has-client' }]);
  if (dossier.clientId) throw hasClient();
  const { form } = await forms.getStoredForm(dossier.formId);
  const identity = form.identityElements ?? {};

  const customer = await db.transaction(async (tx) => {
    const locked = await lockDossierWithoutClient(tx, dossier.id);
    if (!locked) throw hasClient();
    const person = readProspectIdentity(locked.values, identity);
    const missing = (['firstName', 'lastName', 'email'] as const).filter((key) => !person[key]);
    if (missing.length) {
      throw ApiError.unprocessable(
        missing.map((key) => ({ property: key, message: 'An error occurred when creating the prospect' })),
      );
    }
    await lockProspectEmail(tx, actor.tenantId, person.email);
    if (await existsUserWithEmail(tx, actor.tenantId, person.email)) {
      throw ApiError.unprocessable([
        { property: 'email', message: 'User already exists for customer email' },
      ]);
    }
    const created = await insertProspect(tx, actor.tenantId, locked, person);
    if (!created) throw hasClient();
    return created;
  });
  return { prospect: toListedCustomer(customer) };
}
