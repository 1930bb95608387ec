import { defineOperation, mergeErrorKeys } from '../../operation.js';
import {
  DOCUMENT_ERROR_KEYS,
  ZBlockDocumentsRequest,
  ZDocumentsParams,
  ZListDocumentsResponse,
} from '../../documents.js';
import { DOSSIER_ACCESS_ERRORS } from '../dossier-errors.js';

/** `POST /dossiers/{folderId}/documents/list`. */
export const listDocuments = defineOperation({
  operationId: 'listDocuments',
  method: 'POST',
  path: '/dossiers/{folderId}/documents/list',
  summary: 'Generated documents of a block (made again when their values changed)',
  description:
    'The generated documents a block carries, made again first when the values they show changed (none for a block without documents).',
  tags: ['documents'],
  params: ZDocumentsParams,
  body: ZBlockDocumentsRequest,
  responses: { 200: ZListDocumentsResponse },
  errors: mergeErrorKeys(DOSSIER_ACCESS_ERRORS, {
    404: [DOCUMENT_ERROR_KEYS.blockNotFound, DOCUMENT_ERROR_KEYS.previewDisabled],
  }),
});
