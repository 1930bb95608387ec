import { defineOperation } from '../../operation.js';
import { ZDossierIdParams } from '../../folders.js';
import { ZSignatureHistoryResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/**
 * `GET /dossier/{id}/docusign/history`: the signature envelope's history (spec 01 §8).
 * Note: planned — the web calls it, the API does not serve it yet (see PLANNED_OPERATIONS).
 */
export const getSignatureHistory = defineOperation({
  operationId: 'getSignatureHistory',
  method: 'GET',
  path: '/dossier/{id}/docusign/history',
  summary: 'The signature history of a folder (PDF, base64)',
  tags: ['signature'],
  params: ZDossierIdParams,
  responses: { 200: ZSignatureHistoryResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
