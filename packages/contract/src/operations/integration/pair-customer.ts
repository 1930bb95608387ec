import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZManagedDossierParams, ZPairCustomerRequest, ZPairCustomerResponse } from '../../integration.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `PUT /dossier/integration-state/{dossierId}/pairing/customer`. */
export const pairCustomer = defineOperation({
  operationId: 'pairCustomer',
  method: 'PUT',
  path: '/dossier/integration-state/{dossierId}/pairing/customer',
  summary: 'Pairs a scope of a dossier with a customer (manage_dossier)',
  description:
    "Pairs a scope with a customer by code (empty code: a new customer, when creation is allowed); a new customer gets the tenant's next customer number, named in the history entry; the co-subscriber status must fit (a subscription with a co-subscriber may go to an account without one yet, not the reverse) and a customer is paired to one scope only (spec 01 §5). Written to the history with the customer's score and reasons.",
  tags: ['manage-dossier'],
  params: ZManagedDossierParams,
  body: ZPairCustomerRequest,
  responses: { 200: ZPairCustomerResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['api.error.forbidden'],
    404: ['validation.error.customer-not-found'],
    409: ['validation.error.integration-state-not-manageable', 'api.error.dossier-changed'],
    422: [
      'validation.error.duplicated-pairing',
      'validation.error.customer-without-cosubscriber',
      'validation.error.customer-creation-not-allowed',
      'validation.error.no-subscriber',
    ],
  }),
});
