import { defineOperation } from '../../operation.js';
import { ZCreateDossierRequest, ZCreatedDossierResponse } from '../../folders.js';

/** `POST /dossiers`: opens a new, empty folder on a form of the caller's tenant. */
export const createDossier = defineOperation({
  operationId: 'createDossier',
  method: 'POST',
  path: '/dossiers',
  summary: 'Opens a new folder',
  tags: ['dossiers'],
  body: ZCreateDossierRequest,
  responses: { 201: ZCreatedDossierResponse },
  errors: {
    403: ['api.error.forbidden', 'api.error.back-office-form-only', 'api.error.client-forbidden'],
    422: ['api.error.values-on-creation', 'api.error.form', 'api.error.client'],
  },
});
