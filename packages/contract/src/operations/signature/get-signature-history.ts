import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZDossierIdParams } from '../../dossier-list.js';
import { ZSignatureHistoryResponse } from '../../signature.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossier/{id}/docusign/history`. */
export const getSignatureHistory = defineOperation({
  operationId: 'getSignatureHistory',
  method: 'GET',
  path: '/dossier/{id}/docusign/history',
  summary: 'The signature history of a folder (PDF, base64)',
  description:
    "The audit certificate of the folder's envelopes (every event: who, when, from where, which documents) as a base64 PDF sealed by the platform (spec 01 §6 and §8), in the dossier's language (that of its documents): not for client and prospect roles, only for a folder in signature or signed. A signed folder's is the one its evidence file holds (attached when the file was built): the same bytes at every download; a folder still in signature gets its history so far.",
  tags: ['signature'],
  params: ZDossierIdParams,
  responses: { 200: ZSignatureHistoryResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    403: ['docusign.error-history-not-allowed'],
    404: ['docusign.error-folder-not-found'],
    409: ['docusign.error-sealing'],
  }),
});
