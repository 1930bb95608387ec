import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCreateDossierRequest, ZCreatedDossierResponse } from '../../dossier-list.js';
import { IDEMPOTENCY_ERRORS, ZIdempotencyHeaders } from '../../idempotency.js';

/** `POST /dossiers`. */
export const createDossier = defineOperation({
  operationId: 'createDossier',
  method: 'POST',
  path: '/dossiers',
  summary: 'Opens a new folder',
  description:
    "Opens a new, empty folder on a form of the caller's tenant; a retry with the same `Idempotency-Key` gets the first answer again.",
  tags: ['dossiers'],
  headers: ZIdempotencyHeaders,
  body: ZCreateDossierRequest,
  responses: { 201: ZCreatedDossierResponse },
  errors: mergeErrorKeys(IDEMPOTENCY_ERRORS, {
    403: ['api.error.forbidden', 'api.error.back-office-form-only', 'api.error.client-forbidden'],
    422: ['api.error.values-on-creation', 'api.error.form', 'api.error.client'],
  }),
});
