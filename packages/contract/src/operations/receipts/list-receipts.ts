import { defineOperation } from '../../operation.js';
import { ZListReceiptsQuery, ZListReceiptsResponse, ZReceiptsParams } from '../../receipts.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `GET /dossiers/{folderId}/receipts`. */
export const listReceipts = defineOperation({
  operationId: 'listReceipts',
  method: 'GET',
  path: '/dossiers/{folderId}/receipts',
  summary: 'Receipts of a dossier, with their category (French; ?locale=en for English)',
  description:
    'The receipts of a dossier, each with its category (the document type of its element; French unless `?locale=en`).',
  tags: ['receipts'],
  params: ZReceiptsParams,
  query: ZListReceiptsQuery,
  responses: { 200: ZListReceiptsResponse },
  errors: DOSSIER_ACCESS_ERRORS,
});
