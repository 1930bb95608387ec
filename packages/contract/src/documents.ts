import { z } from 'zod';
import { ZId, toId } from './ids.js';

/** The `{folderId}` of a documents path. */
export const ZDocumentsParams = z.object({ folderId: ZId });

/** `POST /dossiers/{folderId}/documents/list` and `…/documents/all`: the block whose documents are asked. */
export const ZBlockDocumentsRequest = z.object({ block_id: toId('api.error.block') });

/** A generated document of a dossier (spec 02 §3): id and file name, plus its title. */
export const ZGeneratedDocument = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    /** The document's title in the dossier's language (the preview button's label). */
    title: z.string(),
  })
  .meta({ id: 'GeneratedDocument' });
export type TGeneratedDocument = z.infer<typeof ZGeneratedDocument>;

/** `POST /dossiers/{folderId}/documents/list`. */
export const ZListDocumentsResponse = z.object({ documents: z.array(ZGeneratedDocument) });

/** `POST /dossiers/{folderId}/preview`: one generated document; `save` is always false (a preview). */
export const ZPreviewDocumentRequest = z.object({
  documentId: toId('api.error.document-id'),
  save: z.boolean().optional().default(false),
});

/** `GET /dossiers/{folderId}/printPdf/{printId}`: `printId` is the print button's element id. */
export const ZPrintDossierParams = z.object({ folderId: ZId, printId: ZId });

/** The printable dossier, a PDF in base64. */
export const ZPrintDossierResponse = z.object({ print: z.object({ file: z.string() }) });

/** Keys of the document calls' own refusals. */
export const DOCUMENT_ERROR_KEYS = {
  blockNotFound: 'api.error.block-not-found',
  documentNotFound: 'api.error.document-not-found',
  printNotFound: 'api.error.print-not-found',
  previewDisabled: 'documents.error.preview-disabled',
  downloadDisabled: 'documents.error.download-disabled',
  downloadFailed: 'ged.download_failed',
} as const;
