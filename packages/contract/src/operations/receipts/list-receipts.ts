import { defineOperation } from '../../operation.js';
import { ZListReceiptsResponse, ZReceiptsParams } from '../../receipts.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/receipts`: the receipts of a dossier. */
export const listReceipts = defineOperation({
  operationId: 'listReceipts',
  method: 'GET',
  path: '/dossiers/{folderId}/receipts',
  summary: 'Receipts of a dossier',
  tags: ['receipts'],
  params: ZReceiptsParams,
  responses: { 200: ZListReceiptsResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
