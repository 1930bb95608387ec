import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { DOCUMENT_ERROR_KEYS, ZPrintDossierParams, ZPrintDossierResponse } from '../../documents.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/printPdf/{printId}`. */
export const printDossier = defineOperation({
  operationId: 'printDossier',
  method: 'GET',
  path: '/dossiers/{folderId}/printPdf/{printId}',
  summary: 'The printable dossier (base64 PDF)',
  description:
    "The printable dossier (every visible answer by page and block) as a base64 PDF; `printId` is the clicked print button's element id.",
  tags: ['documents'],
  params: ZPrintDossierParams,
  responses: { 200: ZPrintDossierResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 404: [DOCUMENT_ERROR_KEYS.printNotFound] }),
});
