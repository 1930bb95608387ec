import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZReceiptDetailResponse, ZReceiptParams } from '../../receipts.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/receipts/{receiptId}`. */
export const getReceipt = defineOperation({
  operationId: 'getReceipt',
  method: 'GET',
  path: '/dossiers/{folderId}/receipts/{receiptId}',
  summary: 'A receipt with its file (base64)',
  description: 'The receipt with its file (base64) and type.',
  tags: ['receipts'],
  params: ZReceiptParams,
  responses: { 200: ZReceiptDetailResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, { 404: ['ged.download_failed'] }),
});
