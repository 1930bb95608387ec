import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZFileAnswer } from '../../errors.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/docusign/download`. */
export const downloadSignedDocuments = defineOperation({
  operationId: 'downloadSignedDocuments',
  method: 'GET',
  path: '/dossier/{id}/docusign/download',
  summary: 'The signed documents of a folder (zip)',
  description:
    "The sealed documents of the folder's completed envelopes as `dossier-{id}.zip` (spec 01 §6 and §9): only with the tenant's document download switch on and the folder in signature or signed, or once a party signed (a later refusal leaves the earlier signatures downloadable).",
  tags: ['signature'],
  params: ZDossierIdParams,
  answer: 'file',
  fileType: 'application/zip',
  responses: { 200: ZFileAnswer },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-download-not-allowed'],
    404: ['docusign.documents_not_available'],
    409: ['docusign.error-sealing'],
  }),
});
