import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZFileAnswer } from '../../errors.js';
import { DOCUMENT_ERROR_KEYS, ZBlockDocumentsRequest, ZDocumentsParams } from '../../documents.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{folderId}/documents/all`. */
export const downloadDocuments = defineOperation({
  operationId: 'downloadDocuments',
  method: 'POST',
  path: '/dossiers/{folderId}/documents/all',
  summary: 'Every generated document of a block, as dossier-{id}.zip',
  description: "A block's generated documents in `dossier-{id}.zip`.",
  tags: ['documents'],
  params: ZDocumentsParams,
  body: ZBlockDocumentsRequest,
  answer: 'file',
  fileType: 'application/zip',
  responses: { 200: ZFileAnswer },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    404: [
      DOCUMENT_ERROR_KEYS.blockNotFound,
      DOCUMENT_ERROR_KEYS.documentNotFound,
      DOCUMENT_ERROR_KEYS.downloadDisabled,
      DOCUMENT_ERROR_KEYS.downloadFailed,
    ],
  }),
});
