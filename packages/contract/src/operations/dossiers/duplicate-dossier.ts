import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZCreatedDossierResponse, ZDossierIdParams, ZDuplicateDossierRequest } from '../../dossier-list.js';
import { IDEMPOTENCY_ERRORS, ZIdempotencyHeaders } from '../../idempotency.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{id}/duplicate`. */
export const duplicateDossier = defineOperation({
  operationId: 'duplicateDossier',
  method: 'POST',
  path: '/dossiers/{id}/duplicate',
  summary: 'Duplicates a folder, with or without its documents',
  description:
    'A new folder with the same values (and, if asked, documents); a retry with the same `Idempotency-Key` gets the first answer again.',
  tags: ['dossiers'],
  params: ZDossierIdParams,
  headers: ZIdempotencyHeaders,
  body: ZDuplicateDossierRequest,
  responses: { 201: ZCreatedDossierResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, IDEMPOTENCY_ERRORS, {
    403: ['folder.error.cannot-delete-subscription-folder'],
  }),
});
