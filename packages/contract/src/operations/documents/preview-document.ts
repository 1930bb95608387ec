import { defineOperation, mergeErrorKeys } from '../../operation.js';
import { ZFileAnswer } from '../../errors.js';
import { DOCUMENT_ERROR_KEYS, ZDocumentsParams, ZPreviewDocumentRequest } from '../../documents.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{folderId}/preview`. */
export const previewDocument = defineOperation({
  operationId: 'previewDocument',
  method: 'POST',
  path: '/dossiers/{folderId}/preview',
  summary: 'A generated document (PDF)',
  description: "One generated document's PDF, up to date with the values.",
  tags: ['documents'],
  params: ZDocumentsParams,
  body: ZPreviewDocumentRequest,
  answer: 'file',
  fileType: 'application/pdf',
  responses: { 200: ZFileAnswer },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    404: [
      DOCUMENT_ERROR_KEYS.documentNotFound,
      DOCUMENT_ERROR_KEYS.previewDisabled,
      DOCUMENT_ERROR_KEYS.downloadFailed,
    ],
  }),
});
