import { defineOperation } from '../../operation.js';
import { ZFileAnswer } from '../../errors.js';
import { ZDossierIdParams } from '../../folders.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/**
 * `GET /dossier/{id}/docusign/download`: the signed documents as a zip (spec 01 §9).
 * Note: planned — the web calls it, the API does not serve it yet (see PLANNED_OPERATIONS).
 */
export const downloadSignedDocuments = defineOperation({
  operationId: 'downloadSignedDocuments',
  method: 'GET',
  path: '/dossier/{id}/docusign/download',
  summary: 'The signed documents of a folder (zip)',
  tags: ['signature'],
  params: ZDossierIdParams,
  answer: 'file',
  responses: { 200: ZFileAnswer },
  errors: DOSSIER_ACCESS_ERRORS,
});
