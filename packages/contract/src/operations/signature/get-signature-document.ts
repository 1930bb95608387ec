import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZSignatureDocumentParams, ZSignatureDocumentResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/docusign/documents/{documentId}`. */
export const getSignatureDocument = defineOperation({
  operationId: 'getSignatureDocument',
  method: 'GET',
  path: '/dossier/{id}/docusign/documents/{documentId}',
  summary: 'One document of the signature envelopes (data URI)',
  description: 'One signature document as a data URI.',
  tags: ['signature'],
  params: ZSignatureDocumentParams,
  responses: { 200: ZSignatureDocumentResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 404: ['docusign.error-envelope-not-found'] }),
});
