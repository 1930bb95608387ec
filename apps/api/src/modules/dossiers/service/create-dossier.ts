import {
  canCreateDossier,
  canCreateDossiers,
  canRegisterDossierFor,
  type TCreateDossierRequest,
  type TCreatedDossierResponse,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { buildDossierSearchText } from '../../../shared/search-text.js';
import type { FormStore } from '../../forms/index.js';
import {
  findDossierRecord,
  findTenantCustomer,
  findTenantForm,
  findUserRecord,
  insertDossier,
} from '../queries.js';
import { saveDossierValues } from './save-dossier-values.js';
import { toCreatedDossierResponse } from './to-dossier.js';

/** What the customer record knows, by identity key of the form (`identityElements`). */
type KnownCustomer = {
  civility: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  birthDate: string | null;
  birthCity: string | null;
};

/**
 * A new folder for an existing customer starts with what the customer record knows (civility,
 * names, e-mail, birth date and city) in the form's identity elements: the advisor checks them
 * rather than typing them again. They are answers like any other, checked by the engine when their
 * block is submitted.
 */
export function prefillFromCustomer(
  identityElements: Record<string, number> | null,
  customer: KnownCustomer,
): Record<string, string> {
  const known: Record<string, string | null> = {
    civility: customer.civility,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    birth_date: customer.birthDate,
    birth_city: customer.birthCity,
  };
  const values: Record<string, string> = {};
  for (const [key, elementId] of Object.entries(identityElements ?? {})) {
    const value = known[key]?.trim();
    if (value) values[String(elementId)] = value;
  }
  return values;
}

/**
 * `POST /dossiers`: opens a new folder on a form of the caller's tenant, as the contract's
 * `getCreateDossierPermission` allows: advisors open customer folders (for one of their customers)
 * or lead folders (no client yet) on a client form; a direct prospect opens its own; the dossier
 * manager registers a folder for a customer on the back-office form when manual registration is
 * on. Other roles open nothing.
 */
export async function createDossier(
  db: Database,
  forms: FormStore,
  actor: Actor,
  request: TCreateDossierRequest,
): Promise<TCreatedDossierResponse> {
  const { submittingBlockId } = request;
  if (request.values.length > 0 && submittingBlockId === null) {
    // Answers are checked by the engine as the block they belong to is submitted: which one it is.
    throw ApiError.unprocessable([{ property: 'submittingBlockId', message: 'api.error.block' }]);
  }
  const form = await findTenantForm(db, actor.tenantId, request.formId);
  if (!form) throw ApiError.unprocessable([{ property: 'formId', message: 'api.error.form' }]);

  const context = { role: actor.role, features: actor.tenant.features, backOfficeForm: form.isBackOffice };
  if (!canCreateDossiers(context)) throw ApiError.forbidden();
  // A role that creates folders, but not on this kind of form (client or back-office).
  if (!canCreateDossier({ ...context, forCustomer: true }))
    throw ApiError.forbidden('formId', 'api.error.back-office-form-only');
  if (!canCreateDossier({ ...context, forCustomer: request.clientId !== null }))
    throw ApiError.unprocessable([{ property: 'clientId', message: 'api.error.client' }]);

  let clientId = request.clientId;
  let direct = false;
  if (actor.role === 'prospect_direct') {
    if (!actor.customerId) throw ApiError.forbidden();
    clientId = actor.customerId;
    direct = true;
  }

  const customer = clientId ? await findTenantCustomer(db, actor.tenantId, clientId) : undefined;
  if (clientId && !customer)
    throw ApiError.unprocessable([{ property: 'clientId', message: 'api.error.client' }]);
  if (customer && form.isBackOffice && !canRegisterDossierFor({ prospect: customer.isProspect }))
    throw ApiError.unprocessable([{ property: 'clientId', message: 'api.error.client-prospect' }]);
  if (
    customer &&
    (actor.role === 'advisor' || actor.role === 'partner') &&
    customer.advisorId !== actor.userId
  ) {
    throw ApiError.forbidden('clientId', 'api.error.client-forbidden');
  }
  const creator = await findUserRecord(db, actor.userId);
  // Note: the form is read (and kept) before the transaction: the embedded database runs one
  // transaction at a time, and the form store reads outside it.
  if (submittingBlockId !== null) await forms.getLoadedForm(form.id);

  const created = await insertDossier(
    db,
    {
      tenantId: actor.tenantId,
      formId: form.id,
      clientId: customer?.id ?? null,
      advisorId: actor.userId,
      direct,
      status: ['ongoing'],
      values: customer ? prefillFromCustomer(form.identityElements, customer) : {},
      searchText: buildDossierSearchText({ customer: customer ?? null, advisor: creator ?? null }),
    },
    customer && direct ? customer.id : null,
    async (tx, row) => {
      if (submittingBlockId === null) return row;
      // As a save of that block on the new folder (same engine, same rules), in the creation's
      // transaction: answers the engine refuses leave no folder behind.
      const save = { submittingBlockId, values: request.values };
      await saveDossierValues(tx, forms, actor, row.id, save, row.version);
      return (await findDossierRecord(tx, row.id)) ?? row;
    },
  );
  return toCreatedDossierResponse(created);
}
