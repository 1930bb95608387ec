import { defineOperation, mergeErrorKeys } from '../../operation.js';
import {
  ZDossierIdParams,
  ZUpdateDossierStatusRequest,
  ZUpdateDossierStatusResponse,
} from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `PUT /dossiers/{id}/status`. */
export const updateDossierStatus = defineOperation({
  operationId: 'updateDossierStatus',
  method: 'PUT',
  path: '/dossiers/{id}/status',
  summary: 'Abandons a folder (status canceled)',
  description: 'Abandons a folder (`canceled`, the only status a caller sets).',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  body: ZUpdateDossierStatusRequest,
  responses: { 200: ZUpdateDossierStatusResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['folder.error.cannot-delete-subscription-folder'],
    409: ['api.error.dossier-changed'],
  }),
});
