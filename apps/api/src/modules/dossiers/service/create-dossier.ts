import {
  canCreateFolder,
  canCreateFolders,
  type TCreateDossierRequest,
  type TCreatedDossierResponse,
} from '@souscription/contract';
import type { Actor } from '../../../auth/actor.js';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../shared/api-error.js';
import { buildDossierSearchText } from '../../../shared/search-text.js';
import { findTenantCustomer, findTenantForm, findUserRecord, insertDossier } from '../queries.js';
import { toCreatedDossierResponse } from './to-dossier.js';

/**
 * `POST /dossiers`: opens a new folder on a form of the caller's tenant, as the contract's
 * `getCreateFolderPermission` allows: advisors open customer folders (for one of their customers)
 * or lead folders (no client yet) on a client form; a direct prospect opens its own; the dossier
 * manager registers a folder for a customer on the back-office form when manual registration is
 * on. Other roles open nothing.
 */
export async function createDossier(
  db: Database,
  actor: Actor,
  request: TCreateDossierRequest,
): Promise<TCreatedDossierResponse> {
  if (request.values.length > 0) {
    // Note: values of a new folder are submitted block by block once it exists (PUT …/values),
    // where the form engine validates them; a creation carries none.
    throw ApiError.unprocessable([{ property: 'values', message: 'api.error.values-on-creation' }]);
  }
  const form = await findTenantForm(db, actor.tenantId, request.formId);
  if (!form) throw ApiError.unprocessable([{ property: 'formId', message: 'api.error.form' }]);

  const context = { role: actor.role, features: actor.tenant.features, backOfficeForm: form.isBackOffice };
  if (!canCreateFolders(context)) throw ApiError.forbidden();
  // A role that creates folders, but not on this kind of form (client or back-office).
  if (!canCreateFolder({ ...context, forCustomer: true }))
    throw ApiError.forbidden('formId', 'api.error.back-office-form-only');
  if (!canCreateFolder({ ...context, forCustomer: request.clientId !== null }))
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
  if (
    customer &&
    (actor.role === 'advisor' || actor.role === 'partner') &&
    customer.advisorId !== actor.userId
  ) {
    throw ApiError.forbidden('clientId', 'api.error.client-forbidden');
  }
  const creator = await findUserRecord(db, actor.userId);

  const created = await insertDossier(
    db,
    {
      tenantId: actor.tenantId,
      formId: form.id,
      clientId: customer?.id ?? null,
      advisorId: actor.userId,
      direct,
      status: ['ongoing'],
      values: {},
      searchText: buildDossierSearchText({ customer: customer ?? null, advisor: creator ?? null }),
    },
    customer && direct ? customer.id : null,
  );
  return toCreatedDossierResponse(created);
}
