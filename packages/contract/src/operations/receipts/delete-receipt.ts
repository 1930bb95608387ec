import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZNoContent } from '../../errors.js';
import { ZReceiptParams } from '../../receipts.js';
import { DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS } from '../dossier-errors.js';

/** `DELETE /dossiers/{folderId}/receipts/{receiptId}`. */
export const deleteReceipt = defineOperation({
  operationId: 'deleteReceipt',
  method: 'DELETE',
  path: '/dossiers/{folderId}/receipts/{receiptId}',
  summary: 'Deletes a receipt',
  description:
    'Deletes a receipt of the dossier, by whoever may change the dossier. While a signed dossier has open correction items (issue 35), only the flagged receipt (being replaced) or one added since the round opened on a flagged element (422 `correction.error.outside-items` otherwise).',
  tags: ['receipts'],
  params: ZReceiptParams,
  responses: { 204: ZNoContent },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, DOSSIER_EDIT_ERRORS, { 404: ['ged.remove_failed'] }),
});
