import { defineOperation } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZSignatureDocumentsResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/docusign/documents`. */
export const listSignatureDocuments = defineOperation({
  operationId: 'listSignatureDocuments',
  method: 'GET',
  path: '/dossier/{id}/docusign/documents',
  summary: 'The documents of the signature envelopes of a folder',
  description:
    "The documents of the folder's signature envelopes, mission first (the sealed copy once an envelope is complete); none before the first envelope.",
  tags: ['signature'],
  params: ZDossierIdParams,
  responses: { 200: ZSignatureDocumentsResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
