import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCreateDossierRequest, ZCreatedDossierResponse } from '../../dossier-list.js';
import { IDEMPOTENCY_ERRORS, ZIdempotencyHeaders } from '../../idempotency.js';
import { FORM_ENGINE_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers`. */
export const createDossier = defineOperation({
  operationId: 'createDossier',
  method: 'POST',
  path: '/dossiers',
  summary: 'Opens a new folder',
  description:
    "Opens a new folder on a form of the caller's tenant, empty or with the `values` of the block `submittingBlockId`, checked by the form engine as `PUT /dossiers/{id}/values` checks them (refused answers leave no folder); a retry with the same `Idempotency-Key` gets the first answer again.",
  tags: ['dossiers'],
  headers: ZIdempotencyHeaders,
  body: ZCreateDossierRequest,
  responses: { 201: ZCreatedDossierResponse },
  errors: mergeErrorKeys(IDEMPOTENCY_ERRORS, FORM_ENGINE_ERRORS, {
    403: ['api.error.forbidden', 'api.error.back-office-form-only', 'api.error.client-forbidden'],
    422: ['api.error.block', 'api.error.form', 'api.error.client', 'api.error.client-prospect'],
  }),
});
