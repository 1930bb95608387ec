import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierViewQuery, ZManagedDossierParams, ZPairingCustomersResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/integration-state/{dossierId}/pairing/customer`. */
export const listPairingCustomers = defineOperation({
  operationId: 'listPairingCustomers',
  method: 'GET',
  path: '/dossier/integration-state/{dossierId}/pairing/customer',
  summary: 'Subscribers and potential customers per scope, with scores and reasons (manage_dossier)',
  description:
    "Each scope's subscriber and the tenant's customers scored against it (names without case, accents, hyphens or particles, birth date and city, e-mail, phone, IBAN), each with its score and reasons, filtered by co-subscriber status (spec 01 §5). The subscriber's birth country is its name in `locale`.",
  tags: ['manage-dossier'],
  params: ZManagedDossierParams,
  /** The language of the subscriber's datalist answers (birth country by its name). */
  query: ZDossierViewQuery,
  responses: { 200: ZPairingCustomersResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 403: ['api.error.forbidden'] }),
});
