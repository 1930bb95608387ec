import { defineOperation } from '../../operation.js';
import { ZCustomerCodeParams, ZPairingCustomerResponse } from '../../integration.js';

/** `GET /dossier/integration-state/customer/{code}`. */
export const getPairingCustomer = defineOperation({
  operationId: 'getPairingCustomer',
  method: 'GET',
  path: '/dossier/integration-state/customer/{code}',
  summary: 'A customer by code, for pairing (manage_dossier)',
  description: "A customer of the caller's tenant by its code.",
  tags: ['manage-dossier'],
  params: ZCustomerCodeParams,
  responses: { 200: ZPairingCustomerResponse },
  errors: { 403: ['api.error.forbidden'], 404: ['validation.error.customer-not-found'] },
});
