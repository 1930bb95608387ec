import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZReceiptsParams, ZReceiptsResponse, ZUploadReceiptsRequest } from '../../receipts.js';
import { DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS } from '../dossier-errors.js';

/** `PUT /dossiers/{folderId}/receipts`. */
export const uploadReceipts = defineOperation({
  operationId: 'uploadReceipts',
  method: 'PUT',
  path: '/dossiers/{folderId}/receipts',
  summary: 'Uploads proofs (base64) on file elements of the dossier',
  description:
    "Stores proofs (base64) on file elements of the dossier; the answer is the dossier's whole receipt list. While a signed dossier has open correction items (issue 35), only on a flagged receipt element (422 `correction.error.outside-items` otherwise).",
  tags: ['receipts'],
  params: ZReceiptsParams,
  body: ZUploadReceiptsRequest,
  responses: { 200: ZReceiptsResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, {
    422: [
      'api.error.element-id',
      'ged.upload-type',
      'ged.upload-not-base64',
      'ged.upload-empty',
      'ged.upload-too-large',
      'ged.upload-file-type',
    ],
  }),
});
