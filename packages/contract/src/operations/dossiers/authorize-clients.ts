import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZAuthorizeClientsRequest, ZDossierResponse } from '../../dossier-values.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `PUT /dossiers/{id}/authorized-clients`. */
export const authorizeClients = defineOperation({
  operationId: 'authorizeClients',
  method: 'PUT',
  path: '/dossiers/{id}/authorized-clients',
  summary: 'Authorizes customers on a dossier',
  description:
    'Lets customers of the tenant open the dossier — not on a client-form folder for the back office (read-only there), only while it is ongoing for others.',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  body: ZAuthorizeClientsRequest,
  responses: { 200: ZDossierResponse },
  etag: true,
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['api.error.forbidden', 'api.error.dossier-read-only', 'api.error.dossier-not-modifiable'],
    422: ['api.error.client'],
  }),
});
